/// One defect in a source string that the translations copy is reported once, at the source:
/// a locale's finding is dropped when the source's table has a finding of the same rule, for
/// the same key, that says the same once the locale's tag is read as the source's.
struct CopiedSourceDefects {
  private let sourceLocale: String
  private var defects: Set<Defect> = []
  private var rules: Set<String> = []

  init(sourceLocale: String) {
    self.sourceLocale = sourceLocale
  }

  /// Adds findings of the source locale's table.
  mutating func add(_ sourceFindings: [Finding]) {
    for finding in sourceFindings where finding.key != nil {
      defects.insert(Defect(rule: finding.rule, key: finding.key, message: finding.message))
      rules.insert(finding.rule)
    }
  }

  /// The findings of one of the table's locales, without those the source's findings
  /// already make.
  func removing(from findings: [Finding], locale: String) -> [Finding] {
    guard !findings.isEmpty, !defects.isEmpty, locale != sourceLocale else { return findings }
    let localeTag = "\"\(locale)\""
    let sourceTag = "\"\(sourceLocale)\""
    return findings.filter { finding in
      guard rules.contains(finding.rule), finding.key != nil else { return true }
      let message = finding.message.replacingAll(localeTag, with: sourceTag)
      return !defects.contains(Defect(rule: finding.rule, key: finding.key, message: message))
    }
  }

  private struct Defect: Hashable {
    var rule: String
    var key: String?
    var message: String
  }
}
