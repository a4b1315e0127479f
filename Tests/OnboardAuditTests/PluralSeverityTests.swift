import Testing

@testable import OnboardAudit

/// `plural.missing-category` and `plural.missing-other` are as serious as what the missing
/// variant costs: which counts select it, and whether the count is a whole number.
@Suite("Plural severities by consequence")
struct PluralSeverityTests {
  /// The findings of one rule on an English source and one translated `.stringsdict`.
  private func findings(
    _ rule: String, locale: String, _ cases: [String: String], valueType: String = "d"
  ) -> [Finding] {
    let folder = TemporaryFolder()
    let english =
      valueType == "d" ? ["one": "%d day", "other": "%d days"] : ["one": "%.1f km", "other": "%.1f km"]
    folder.write("en.lproj/Localizable.stringsdict", stringsdictPlural(english, valueType: valueType))
    folder.write("\(locale).lproj/Localizable.stringsdict", stringsdictPlural(cases, valueType: valueType))
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == rule }
  }

  @Test func whatSelectsACategory() throws {
    let french = try #require(PluralRules.forLocale("fr"))
    #expect(french.smallestIntegers["many"] == 1_000_000)
    #expect(!french.categoriesOfSmallDecimals.contains("many"))
    let czech = try #require(PluralRules.forLocale("cs"))
    #expect(czech.smallestIntegers["many"] == nil)
    #expect(czech.categoriesOfSmallDecimals.contains("many"))
    let russian = try #require(PluralRules.forLocale("ru"))
    #expect(russian.smallestIntegers["other"] == nil)
    #expect(russian.smallestIntegers["few"] == 2)
    #expect(russian.categoriesOfSmallDecimals == ["other"])
  }

  @Test func aMillionIsANote() throws {
    let found = findings("plural.missing-category", locale: "fr", ["one": "%d jour", "other": "%d jours"])
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .note)
    #expect(
      finding.message.hasSuffix("many (1000000, 2000000, …); only counts of a million and more select it"))
    // The same for Catalan, Spanish, Italian and Portuguese, by ICU's rules.
    for locale in ["ca", "es", "it", "pt"] {
      #expect(
        findings("plural.missing-category", locale: locale, ["one": "%d x", "other": "%d x"]).map(\.severity)
          == [.note], "\(locale)")
    }
  }

  @Test func fractionsAreANoteForAWholeCount() throws {
    let czech = ["one": "%d den", "few": "%d dny", "other": "%d dní"]
    let whole = try #require(findings("plural.missing-category", locale: "cs", czech).first)
    #expect(whole.severity == .note)
    #expect(whole.message.hasSuffix("; only fractions select it, and the count is a whole number"))
    let fraction = try #require(
      findings(
        "plural.missing-category", locale: "cs", ["one": "%.1f km", "few": "%.1f km", "other": "%.1f km"],
        valueType: "f"
      ).first)
    #expect(fraction.severity == .error)
    #expect(!fraction.message.contains("only"))
  }

  @Test func aSmallCountIsAnError() {
    let found = findings(
      "plural.missing-category", locale: "ru", ["one": "%d день", "many": "%d дней", "other": "%d дня"])
    #expect(found.map(\.severity) == [.error])
    // A small count missing beside a rare one: the error wins.
    let ukrainian = findings("plural.missing-category", locale: "uk", ["one": "%d день", "other": "%d дня"])
    #expect(ukrainian.map(\.severity) == [.error])
  }

  @Test func otherOnlyFractionsSelectIsAWarningForAWholeCount() throws {
    let russian = ["one": "%d день", "few": "%d дня", "many": "%d дней"]
    let warning = try #require(findings("plural.missing-other", locale: "ru", russian).first)
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "plural \"days\" (substitution.count) in \"ru\" has no 'other' variant; only fractions select it in this language (0.1–0.9, 1.1–1.5, …) and the count is a whole number, but it is the fallback for any other category missing"
    )
    for locale in ["uk", "pl", "be"] {
      #expect(
        findings("plural.missing-other", locale: locale, russian).map(\.severity) == [.warning], "\(locale)")
    }
    // A count with a fraction shows `other` (1.5 дня), and German shows it for 2.
    #expect(
      findings(
        "plural.missing-other", locale: "ru", ["one": "%.1f", "few": "%.1f", "many": "%.1f"], valueType: "f"
      )
      .map(\.severity) == [.error])
    #expect(findings("plural.missing-other", locale: "de", ["one": "%d Tag"]).map(\.severity) == [.error])
  }

  /// A catalog's own plural declares no type: its variants' `%lld` say the count is whole.
  @Test func catalogCountTypeFromItsVariants() {
    let folder = TemporaryFolder()
    folder.write(
      "Localizable.xcstrings",
      filesCatalog(
        "ru",
        [
          #""one": {"stringUnit": {"state": "translated", "value": "%lld файл"}}"#,
          #""few": {"stringUnit": {"state": "translated", "value": "%lld файла"}}"#,
          #""many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}}"#,
        ]))
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let found = Audit.run(settings).findings.filter { $0.rule == "plural.missing-other" }
    #expect(found.map(\.severity) == [.warning])
    #expect(found.map(\.locale) == ["ru"])
  }

  @Test func countTypes() {
    let here = SourceLocation(file: "x")
    let cases = [Variations.Case(name: "one", value: .plain("%@ file", at: here), location: here)]
    let object = PluralVariation(path: "", cases: cases, location: here)
    #expect(!object.countIsInteger(platform: .apple))
    #expect(object.countIsInteger(platform: .android))
    #expect(
      PluralVariation(path: "", cases: [], location: here, formatSpecifier: "lu").countIsInteger(
        platform: .apple))
    #expect(
      !PluralVariation(path: "", cases: [], location: here, formatSpecifier: "f").countIsInteger(
        platform: .apple))
  }
}
