import Testing

@testable import OnboardAudit

/// How much of the source each locale translates, as the Markdown and HTML reports show it.
@Suite("Coverage")
struct CoverageTests {
  private func audit(rulesOff: Bool = false) -> AuditResult {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/Localizable.strings", Array("a = \"A\";\nb = \"B\";\nc = \"C\";\nd = \"D\";\n".utf8))
    // `b` is blank and `e` is not in the source: neither counts.
    folder.write("de.lproj/Localizable.strings", Array("a = \"A-de\";\nb = \"  \";\ne = \"E\";\n".utf8))
    folder.write(
      "fr.lproj/Localizable.strings", Array("a = \"1\";\nb = \"2\";\nc = \"3\";\nd = \"4\";\n".utf8))
    folder.write("en.lproj/Other.strings", Array("x = \"X\";\ny = \"Y\";\n".utf8))
    folder.write("de.lproj/Other.strings", Array("x = \"X-de\";\n".utf8))
    // A key not to translate and a stale key are not expected of any locale.
    folder.write(
      "Catalog.xcstrings",
      Array(
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "OK": {"shouldTranslate": false},
          "Old": {"extractionState": "stale", "localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Old"}}}},
          "hi": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Hi"}},
            "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}
        """.utf8))
    var settings = AuditSettings()
    settings.tables = [folder.path]
    if rulesOff {
      for rule in RuleCatalog.all { settings.ruleLevels[rule.description.id] = .off }
    }
    return Audit.run(settings)
  }

  @Test func countsTranslatedKeysOfEveryTableWithASource() {
    let result = audit()
    #expect(result.coverage["en"] == Coverage(translated: 7, total: 7))
    // `b` is present but blank.
    #expect(result.coverage["de"] == Coverage(translated: 3, total: 7, present: 4))
    // French has no `Other` table and no catalog strings: those keys count as untranslated.
    #expect(result.coverage["fr"] == Coverage(translated: 4, total: 7))
  }

  /// A value left in the source's language is present but not translated; a copy that may
  /// be right (a product name) counts as translated. Under 90 % translated, a locale is not
  /// ready, whatever its findings.
  @Test func copiesOfTheSourceAreNotTranslations() {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/A.strings",
      "\"go\" = \"Continue to your account\";\n\"phone\" = \"iPhone\";\n\"hi\" = \"Hello there\";\n")
    folder.write(
      "de.lproj/A.strings",
      "\"go\" = \"Continue to your account\";\n\"phone\" = \"iPhone\";\n\"hi\" = \"Hallo\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let result = Audit.run(settings)
    #expect(result.coverage["de"] == Coverage(translated: 2, total: 3, present: 3, copied: 1))
    #expect(result.coverage["de"]?.isReady == false)
    let markdown = String(decoding: MarkdownReporter().report(result), as: UTF8.self)
    #expect(markdown.contains("| de | 3 of 3 | 2 | 1 | 66.6 % | 0 | 1 | 1 | ❌ |\n"))
    let json = String(decoding: JSONReporter().report(result), as: UTF8.self)
    #expect(json.contains("\"de\": {\"keys\": 3, \"present\": 3, \"translated\": 2, \"copied\": 1}"))
  }

  @Test func measuredEvenWithEveryRuleOff() {
    let result = audit(rulesOff: true)
    #expect(result.findings.isEmpty)
    #expect(result.coverage["de"] == Coverage(translated: 3, total: 7, present: 4))
    #expect(result.coverage["fr"] == Coverage(translated: 4, total: 7))
    // The result keeps the tables the rules saw.
    #expect(result.tables.map(\.identity).sorted() == ["Catalog", "Localizable", "Other"])
    #expect(result.tables.first { $0.identity == "Other" }?.locales.keys.sorted() == ["de", "en"])
  }
}
