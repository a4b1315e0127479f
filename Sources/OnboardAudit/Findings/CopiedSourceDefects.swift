/// One defect in a source string that the translations copy is reported once, at the source:
/// a locale's finding is dropped when the source's table has a finding of the same rule, for
/// the same key, that says the same once the locale's tag is read as the source's.
enum CopiedSourceDefects {
  /// The findings of one table's locale, without those the source's findings already make.
  static func removing(
    _ findings: [Finding], copiedFrom sourceFindings: [Finding], locale: String, sourceLocale: String
  ) -> [Finding] {
    guard !findings.isEmpty, !sourceFindings.isEmpty, locale != sourceLocale else { return findings }
    var sourceDefects: Set<Defect> = []
    for finding in sourceFindings where finding.key != nil {
      sourceDefects.insert(Defect(rule: finding.rule, key: finding.key, message: finding.message))
    }
    let rules = Set(sourceDefects.map(\.rule))
    let localeTag = "\"\(locale)\""
    let sourceTag = "\"\(sourceLocale)\""
    return findings.filter { finding in
      guard rules.contains(finding.rule), finding.key != nil else { return true }
      let message = finding.message.replacingAll(localeTag, with: sourceTag)
      return !sourceDefects.contains(Defect(rule: finding.rule, key: finding.key, message: message))
    }
  }

  private struct Defect: Hashable {
    var rule: String
    var key: String?
    var message: String
  }
}
