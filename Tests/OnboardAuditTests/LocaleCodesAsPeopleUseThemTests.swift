import Testing

@testable import OnboardAudit

/// Locale codes as people use them: translatewiki's `qqq`, ISO 639's `und`, a withdrawn region
/// (`sr-CS`). The message says what the code is, and suggests no language it does not name.
@Suite("Locale codes as people use them")
struct LocaleCodesAsPeopleUseThemTests {
  private func findings(_ files: [String: String]) -> [String] {
    let folder = TemporaryFolder()
    for (path, text) in files { folder.write(path, text) }
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == "input.unknown-locale" }.map {
      "\($0.severity) \($0.location.map { $0.file.split(separator: "/").suffix(2).joined(separator: "/") } ?? "-") \($0.message)"
    }
  }

  @Test func appleFolders() {
    let hello = "\"greeting\" = \"Good morning\";\n"
    let found = findings([
      "en.lproj/Main.strings": hello,
      "qqq.lproj/Main.strings": "\"greeting\" = \"Shown on the first screen, before sign-in\";\n",
      "und.lproj/Main.strings": hello,
      "sr-CS.lproj/Main.strings": "\"greeting\" = \"Dobro jutro\";\n",
      "sr-Latn.lproj/Main.strings": "\"greeting\" = \"Dobro jutro\";\n",
    ])
    #expect(
      found == [
        "note qqq.lproj/Main.strings \"qqq\" is translatewiki's message documentation (notes for translators), not a language: no user's settings select it, and it is not audited",
        "error sr-CS.lproj/Main.strings \"sr-CS\" names Serbia and Montenegro (CS), a region ISO 3166 has withdrawn, which ICU does not know; use \"sr-Latn\" (Serbian in Latin letters) or \"sr-RS\" (Serbia)",
        "error und.lproj/Main.strings \"und\" is ISO 639's code for an undetermined language, so no user's settings select it; name it for the language its texts are in",
      ])
  }

  @Test func androidFoldersAndOneNoteForEveryQqq() {
    let resources = { (text: String) in "<resources><string name=\"greeting\">\(text)</string></resources>" }
    let found = findings([
      "app/res/values/strings.xml": resources("Good morning"),
      "app/res/values-qqq/strings.xml": resources("Shown on the first screen"),
      "lib/res/values/strings.xml": resources("Good morning"),
      "lib/res/values-qqq/strings.xml": resources("Shown on the first screen"),
      "app/res/values-b+sr+Latn/strings.xml": resources("Dobro jutro"),
      "app/res/values-sr-rCS/strings.xml": resources("Dobro jutro"),
      "app/res/values-b+und/strings.xml": resources("Good morning"),
    ])
    #expect(
      found == [
        "error values-b+und/strings.xml \"und\" is ISO 639's code for an undetermined language, so no user's settings select it; name it for the language its texts are in",
        "note values-qqq/strings.xml \"qqq\" is translatewiki's message documentation (notes for translators), not a language: no user's settings select it, and it is not audited (in 2 places)",
        "error values-sr-rCS/strings.xml \"sr-CS\" names Serbia and Montenegro (CS), a region ISO 3166 has withdrawn, which ICU does not know; use \"sr-Latn\" (Serbian in Latin letters) or \"sr-RS\" (Serbia)",
      ])
  }

  @Test func adviceNamesOnlyALanguageTheCodeNames() {
    #expect(
      LocaleNames.unknown("jp").reason == "\"jp\" is a country's code, not a language's; Japanese is \"ja\"")
    #expect(
      LocaleNames.unknown("en_UK").reason
        == "\"en_UK\": UK is not a region of ISO 3166, which writes the United Kingdom \"GB\"; use \"en-GB\"")
    #expect(
      LocaleNames.unknown("nl-AN").reason
        == "\"nl-AN\" names the Netherlands Antilles (AN), a region ISO 3166 has withdrawn, which ICU does not know; use \"nl-CW\", \"nl-SX\", \"nl-BQ\" or \"nl\""
    )
    #expect(
      LocaleNames.unknown("zz").reason
        == "\"zz\" is not a locale ICU knows, nor a language of ISO 639-3; name it with its language's code, as BCP 47 writes it"
    )
    // No example language in any of them: only what the name names.
    for name in ["qqq", "und", "sr-CS", "zz", "de-QQ", "xx-YY"] {
      #expect(!LocaleNames.unknown(name).reason.contains("\"ja\""), "\(name)")
    }
  }
}
