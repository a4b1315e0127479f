import Testing

@testable import OnboardAudit

/// A large locale's rules are checked each in a task of their own, and its keys looked up in
/// its source in parts; the findings and the counts of translations are the same, the
/// findings in the same order, as when every rule of the locale runs in one task.
@Suite("Locale checks")
struct LocaleChecksTests {
  private static let source = """
    "empty" = "Start";
    "same" = "Continue to your account";
    "count" = "%d photos";
    "control" = "Tap\u{1}here";
    "space" = "Hello";
    "gone" = "Only in English";
    "fine" = "Welcome";

    """
  private static let german = """
    "empty" = "";
    "same" = "Continue to your account";
    "count" = "Fotos";
    "control" = "Tippe\u{1}hier";
    "space" = "Hallo ";
    "fine" = "Willkommen";

    """

  private func findings(entriesToSplit: Int) -> (findings: [String], translated: [String: Int]) {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", Self.source)
    folder.write("de.lproj/Main.strings", Self.german)
    folder.write("fr.lproj/Main.strings", Self.german.replacingAll("Tippe", with: "Touchez"))
    let loaded = TableLoader().load(paths: [folder.path])
    var checks = LocaleChecks(
      tables: loaded.tables, shard: nil, auditedTags: ["de", "en", "fr"],
      rules: RuleCatalog.all.map { ActiveRule(rule: $0, severity: nil) }, settings: RuleSettings())
    checks.entriesToSplit = entriesToSplit
    let (findings, translated) = checks.run(after: [])
    let lines = findings.map { finding in
      let place = finding.location.map {
        "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line)"
      }
      return
        "\(finding.rule) \(finding.locale ?? "-") \(finding.key ?? "-") \(place ?? "-") \(finding.message)"
    }
    return (lines, translated.mapValues(\.translated))
  }

  @Test func splitRulesFindWhatOneTaskFindsInTheSameOrder() {
    let (together, translated) = findings(entriesToSplit: .max)
    // Six German keys: six parts of one entry, or three of two.
    for entriesToSplit in [0, 2] {
      let split = findings(entriesToSplit: entriesToSplit)
      #expect(split.findings == together, "split from \(entriesToSplit)")
      #expect(split.translated == translated, "split from \(entriesToSplit)")
    }
    // The source translates its seven keys; the empty value, the value left in English and
    // the key the locales lack are not translated.
    #expect(translated == ["en": 7, "de": 4, "fr": 4])
    let apart = findings(entriesToSplit: 0).findings
    let rules = Set(apart.map { $0.prefix { $0 != " " } })
    #expect(rules.isSuperset(of: ["value.empty", "value.untranslated", "format.mismatch", "key.missing"]))
    // The control character the translations copy is reported at the source alone.
    #expect(
      apart.filter { $0.hasPrefix("text.control-character") }.map { $0.split(separator: " ")[1] } == ["en"])
  }
}
