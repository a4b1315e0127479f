import Testing

@testable import OnboardAudit

/// One cause, one finding: renamed keys are one `key.obsolete` per table and locale, a plural
/// left whole in English is only `value.untranslated`, and a folder that holds another
/// language gets no per-string findings on top of the one that says so.
@Suite("One cause, one finding")
struct OneCauseOneFindingTests {
  private func audit(_ files: [String: String]) -> [Finding] { auditedFindings(files) }

  private func lines(_ findings: [Finding], _ rules: Set<String>) -> [String] {
    findings.filter { rules.contains($0.rule) }.map {
      "\($0.rule) \($0.severity) \($0.locale ?? "-") \($0.location?.line ?? 0) \($0.message)"
    }
  }

  @Test func renamedKeysAreOneObsoleteFindingPerLocale() {
    let source = "\"garden.title\" = \"Your garden\";\n\"garden.water\" = \"Water daily\";\n"
    let renamed = { (title: String, water: String) in
      "\"garden_title\" = \"\(title)\";\n\"garden_water\" = \"\(water)\";\n\"garden_old\" = \"-\";\n"
    }
    let findings = audit([
      "en.lproj/Garden.strings": source,
      "de.lproj/Garden.strings": renamed("Dein Garten", "Täglich gießen"),
      "nl.lproj/Garden.strings": renamed("Je tuin", "Dagelijks water geven"),
      "fr.lproj/Garden.strings":
        "\"garden.title\" = \"Ton jardin\";\n\"garden.water\" = \"Arrose\";\n\"gone\" = \"Parti\";\n",
    ])
    #expect(
      lines(findings, ["key.obsolete"]) == [
        "key.obsolete warning de 1 de has 3 keys of \"Garden\" that the source \"en\" lacks: \"garden_title\", \"garden_water\", \"garden_old\"; remove them, or restore them in the source",
        "key.obsolete warning fr 3 fr has 1 key of \"Garden\" that the source \"en\" lacks: \"gone\"; remove it, or restore it in the source",
        "key.obsolete warning nl 1 nl has 3 keys of \"Garden\" that the source \"en\" lacks: \"garden_title\", \"garden_water\", \"garden_old\"; remove them, or restore them in the source",
      ])
    #expect(
      findings.first { $0.rule == "key.obsolete" }?.keys == ["garden_title", "garden_water", "garden_old"])
  }

  @Test func aPluralLeftInEnglishIsOnlyUntranslated() {
    let english = """
      <resources>
        <plurals name="seeds_left"><item quantity="one">1 seed left</item><item quantity="other">%d seeds left</item></plurals>
        <string name="sow">Sow the seeds in spring</string>
      </resources>
      """
    var files = ["res/values/strings.xml": english]
    let translated = [
      "be": "Пасейце насенне вясной", "ru": "Посейте семена весной", "uk": "Посійте насіння навесні",
      "ar": "ازرع البذور في الربيع", "pl": "Wysiej nasiona wiosną",
    ]
    for (locale, sow) in translated {
      files["res/values-\(locale)/strings.xml"] = english.replacingOccurrences(
        of: "Sow the seeds in spring", with: sow)
    }
    let findings = audit(files)
    // `one` ("1 seed left") might be right alone, but the plural is one untranslated value:
    // no note that it may be right, no missing `few` and `many`, no count `one` must show.
    #expect(
      Set(findings.map(\.rule)) == ["value.untranslated"], "\(findings.map { "\($0.rule) \($0.message)" })")
    #expect(
      lines(findings, ["value.untranslated"]).sorted()
        == translated.keys.sorted().map {
          "value.untranslated warning \($0) 2 value of \"seeds_left\" (2 variants: plural.one, plural.other) in \"\($0)\" is the source text \"%d seeds left\"; translate it"
        })
  }

  @Test func aFolderOfAnotherLanguageIsOneFinding() {
    // An Arabic folder that holds Turkish: ten values in Latin letters.
    let pairs = [
      ("water", "Water the plants every morning", "bitkileri her sabah sulayın"),
      ("sun", "Put them in the sun", "onları güneşe koyun lütfen"),
      ("seed", "Plant one seed per pot", "her saksıya bir tohum ekin"),
      ("soil", "Keep the soil moist", "toprağı nemli tutun her zaman"),
      ("leaf", "Remove the dry leaves", "kuru yaprakları temizleyin hemen"),
      ("pot", "Choose a bigger pot", "daha büyük bir saksı seçin"),
      ("rain", "Rain is enough today", "bugün yağmur yeterli olacak"),
      ("frost", "Cover them before the frost", "dondan önce onları örtün"),
      ("harvest", "Harvest in late summer", "yaz sonunda hasat yapın"),
      ("rest", "Let the garden rest in winter", "bahçeyi kışın dinlendirin biraz"),
    ]
    let findings = audit([
      "en.lproj/Garden.strings": pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined(),
      "ar.lproj/Garden.strings": pairs.map { "\"\($0.0)\" = \"\($0.2)\";\n" }.joined(),
    ])
    #expect(
      lines(findings, ["text.script-mismatch", "bidi.no-rtl-text"]) == [
        "text.script-mismatch warning ar 1 10 of 10 values of \"Garden\" in \"ar\" are written in Latn, not in its scripts (Arab): the folder likely holds another language than Arabic; check which, and move it"
      ])
  }

  /// Messages a translator follows: a count agrees with its noun, and tags are listed in the
  /// order they are written.
  @Test func messagesATranslatorFollows() {
    let findings = audit([
      "en.lproj/Garden.strings": """
      "intro" = "Welcome to the garden.\\nGrow something.";
      "care" = "Read <a href=\\"care\\">care</a> and <a href=\\"soil\\">soil</a> tips";
      "tip" = "**Water** early, **weed** late";
      "guide" = "See the [guide](https://example.org/guide)";

      """,
      "de.lproj/Garden.strings": """
      "intro" = "Willkommen im Garten. Lass etwas wachsen.";
      "care" = "Lies die <a href=\\"care\\">Pflegetipps</a>";
      "tip" = "**Früh** gießen, spät jäten";
      "guide" = "Siehe die Anleitung";

      """,
    ])
    #expect(
      lines(findings, ["text.whitespace", "text.markup-mismatch"]) == [
        "text.whitespace note de 1 \"intro\" in \"de\" has 0 line breaks where the source has 1, unlike the source",
        "text.markup-mismatch warning de 2 markup of \"care\" in \"de\" differs from the source: tags <a> </a> where the source has <a> </a> <a> </a>",
        "text.markup-mismatch warning de 3 markup of \"tip\" in \"de\" differs from the source: 1 bold span where the source has 2",
        "text.markup-mismatch warning de 4 markup of \"guide\" in \"de\" differs from the source: 0 links where the source has 1",
      ])
    let reversed = audit([
      "en.lproj/Garden.strings": "\"intro\" = \"Welcome.\\nGrow.\\nRest.\";\n",
      "de.lproj/Garden.strings": "\"intro\" = \"Willkommen.\\nWachse. Ruhe.\";\n",
    ])
    #expect(
      lines(reversed, ["text.whitespace"]) == [
        "text.whitespace note de 1 \"intro\" in \"de\" has 1 line break where the source has 2, unlike the source"
      ])
  }
}
