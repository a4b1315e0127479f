import Testing

@testable import OnboardAudit

/// A large locale's rules are checked each in a task of their own; the findings are the
/// same, in the same order, as when every rule of the locale runs in one task.
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

  private func findings(entriesToSplit: Int) -> [String] {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", Self.source)
    folder.write("de.lproj/Main.strings", Self.german)
    folder.write("fr.lproj/Main.strings", Self.german.replacingAll("Tippe", with: "Touchez"))
    let loaded = TableLoader().load(paths: [folder.path])
    var checks = LocaleChecks(
      tables: loaded.tables, shard: nil, auditedTags: ["de", "en", "fr"],
      rules: RuleCatalog.all.map { ActiveRule(rule: $0, severity: nil) }, settings: RuleSettings())
    checks.entriesToSplit = entriesToSplit
    return checks.run(after: []).findings.map { finding in
      let place = finding.location.map {
        "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line)"
      }
      return
        "\(finding.rule) \(finding.locale ?? "-") \(finding.key ?? "-") \(place ?? "-") \(finding.message)"
    }
  }

  @Test func splitRulesFindWhatOneTaskFindsInTheSameOrder() {
    let together = findings(entriesToSplit: .max)
    let apart = findings(entriesToSplit: 0)
    #expect(apart == together)
    let rules = Set(apart.map { $0.prefix { $0 != " " } })
    #expect(rules.isSuperset(of: ["value.empty", "value.untranslated", "format.mismatch", "key.missing"]))
    // The control character the translations copy is reported at the source alone.
    #expect(
      apart.filter { $0.hasPrefix("text.control-character") }.map { $0.split(separator: " ")[1] } == ["en"])
  }
}
