import Foundation
import Testing

@testable import OnboardAudit

/// A key is missing only where the platform's lookup finds no translation (docs/tables.md,
/// "Fallback"): a variant takes what it lacks from its parent, an English variant of an
/// English source lacks nothing, `InfoPlist.strings` falls back to `Info.plist`, and a data
/// table is no locale's to translate.
@Suite("Fallback chains")
struct FallbackTests {
  private func audit(_ files: [(String, String)], locales: [String] = []) -> (AuditResult, [String]) {
    let folder = TemporaryFolder()
    for (path, text) in files { folder.write(path, text) }
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.locales = locales
    let result = Audit.run(settings)
    let lines = result.findings.map { finding in
      let file = finding.location.map { String($0.file.dropFirst(folder.path.count + 1)) } ?? "-"
      return "\(finding.rule) \(file) \(finding.message)"
    }
    return (result, lines)
  }

  private let english =
    "\"start\" = \"Start planting\";\n\"water\" = \"Water the seedlings\";\n\"harvest\" = \"Harvest day\";\n\"share\" = \"Share your garden\";\n"
  private let french =
    "\"start\" = \"Commencer à planter\";\n\"water\" = \"Arroser les semis\";\n\"harvest\" = \"Jour de récolte\";\n"

  /// `fr-BE` has one key of its own and shows `fr`'s for the rest; the key `fr` lacks is
  /// `fr`'s finding alone. `en-GB` shows the English source for what it lacks.
  @Test func aVariantTakesWhatItLacksFromItsParent() {
    let (result, findings) = audit([
      ("en.lproj/Garden.strings", english),
      ("fr.lproj/Garden.strings", french),
      ("fr-BE.lproj/Garden.strings", "\"harvest\" = \"Jour de la récolte\";\n"),
      ("en-GB.lproj/Garden.strings", "\"water\" = \"Water the seedlings, please\";\n"),
    ])
    #expect(
      findings == [
        "key.missing fr.lproj/Garden.strings fr lacks 1 of 4 keys of \"Garden\": \"share\"; the other 3 are translated (75 %)"
      ])
    #expect(
      result.coverage["fr-BE"] == Coverage(translated: 3, total: 4, present: 1, inherited: 2, from: "fr"))
    #expect(result.coverage["fr-BE"]?.keysText == "1 of 4, 2 from fr")
    #expect(
      result.coverage["en-GB"] == Coverage(translated: 4, total: 4, present: 1, inherited: 3, from: "en"))
    let markdown = String(decoding: MarkdownReporter().report(result), as: UTF8.self)
    #expect(markdown.contains("| fr-BE | 1 of 4, 2 from fr | 3 | 0 | 75.0 % | 0 | 0 | 0 | ❌ |\n"))
    let json = String(decoding: JSONReporter().report(result), as: UTF8.self)
    #expect(
      json.contains(
        "\"fr-BE\": {\"keys\": 4, \"present\": 1, \"translated\": 3, \"copied\": 0, \"inherited\": 2, \"from\": \"fr\"}"
      ))
  }

  /// When only the variant is audited, the keys its whole chain lacks are its own finding.
  @Test func aVariantAuditedAloneReportsWhatNoParentHas() {
    let (_, findings) = audit(
      [
        ("en.lproj/Garden.strings", english),
        ("fr.lproj/Garden.strings", french),
        ("fr-BE.lproj/Garden.strings", "\"harvest\" = \"Jour de la récolte\";\n"),
      ], locales: ["fr-BE"])
    #expect(
      findings == [
        "key.missing fr-BE.lproj/Garden.strings fr-BE lacks 1 of 4 keys of \"Garden\": \"share\"; the other 3 are translated (75 %)"
      ])
  }

  /// Android's chain: `values-es-rMX` → `values-es` → `values`; Traditional Chinese of Hong
  /// Kong falls back to `zh-Hant`, but Serbian in Latin letters never to Cyrillic `sr`.
  @Test func androidChainsFollowCLDRParentsAndNeverCrossAScript() {
    let strings = { (body: String) in "<resources>\(body)</resources>\n" }
    let (_, findings) = audit([
      (
        "res/values/strings.xml", strings("<string name=\"a\">Seeds</string><string name=\"b\">Soil</string>")
      ),
      (
        "res/values-es/strings.xml",
        strings("<string name=\"a\">Semillas</string><string name=\"b\">Tierra</string>")
      ),
      ("res/values-es-rMX/strings.xml", strings("<string name=\"a\">Semillitas</string>")),
      (
        "res/values-b+zh+Hant/strings.xml",
        strings("<string name=\"a\">種子</string><string name=\"b\">土壤</string>")
      ),
      ("res/values-zh-rHK/strings.xml", strings("<string name=\"b\">泥土</string>")),
      (
        "res/values-sr/strings.xml",
        strings("<string name=\"a\">Семе</string><string name=\"b\">Земља</string>")
      ),
      ("res/values-b+sr+Latn/strings.xml", strings("<string name=\"a\">Seme</string>")),
    ])
    #expect(
      findings.filter { $0.hasPrefix("key.missing") } == [
        "key.missing res/values-b+sr+Latn/strings.xml sr-Latn lacks 1 of 2 keys of \"res/strings\": \"b\"; the other key is translated (50 %)"
      ])
  }

  /// With copies in the same table, one finding names both.
  @Test func infoPlistKeysLackingAndCopiedAreOneFinding() {
    let (_, findings) = audit([
      (
        "en.lproj/InfoPlist.strings",
        "\"NSCameraUsageDescription\" = \"Scan a plant label\";\n\"NSLocationWhenInUseUsageDescription\" = \"Find the weather for your garden\";\n\"NSMicrophoneUsageDescription\" = \"Record a note about your plants\";\n"
      ),
      ("de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scan a plant label\";\n"),
    ])
    #expect(
      findings == [
        "value.untranslated de.lproj/InfoPlist.strings de leaves 3 of 3 values of \"InfoPlist\" in English: \"NSCameraUsageDescription\", \"NSLocationWhenInUseUsageDescription\", \"NSMicrophoneUsageDescription\"; translate them (2 are missing here, so the system shows Info.plist's own value)"
      ])
  }

  /// A key of `InfoPlist.strings` a locale lacks shows `Info.plist`'s own value: untranslated,
  /// not missing.
  @Test func infoPlistKeysFallBackToInfoPlist() {
    let (_, findings) = audit([
      (
        "en.lproj/InfoPlist.strings",
        "\"NSCameraUsageDescription\" = \"Scan a plant label\";\n\"NSLocationWhenInUseUsageDescription\" = \"Find the weather for your garden\";\n"
      ),
      ("de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Ein Pflanzenetikett scannen\";\n"),
    ])
    #expect(
      findings == [
        "value.untranslated de.lproj/InfoPlist.strings de lacks 1 key of \"InfoPlist\", so the system shows Info.plist's own value, in English: \"NSLocationWhenInUseUsageDescription\"; translate it"
      ])
  }

  /// A `.strings` file in no locale folder is data the app reads itself: no locale's
  /// coverage counts it.
  @Test func aDataTableCountsInNoCoverage() {
    let (result, findings) = audit([
      ("en.lproj/Garden.strings", english),
      ("fr.lproj/Garden.strings", french + "\"share\" = \"Partagez votre jardin\";\n"),
      ("Data/SoilCodes.strings", "\"clay\" = \"CL\";\n\"loam\" = \"LM\";\n\"sand\" = \"SD\";\n"),
    ])
    #expect(findings.isEmpty)
    #expect(result.coverage["fr"] == Coverage(translated: 4, total: 4))
  }

  /// `Base.lproj` beside the source's own folder is no language a user chooses; a key the
  /// source defines twice, which every translation repeats, is the source's finding alone.
  @Test func baseLacksNothingAndACopiedDuplicateIsTheSources() {
    let twice = "\"title\" = \"Garden\";\n\"water\" = \"Water\";\n\"title\" = \"My garden\";\n"
    let (_, findings) = audit([
      ("en.lproj/Garden.strings", twice),
      ("Base.lproj/Garden.strings", "\"title\" = \"Garden\";\n"),
      (
        "de.lproj/Garden.strings",
        "\"water\" = \"Gießen\";\n\n\"title\" = \"Garten\";\n\"title\" = \"Mein Garten\";\n"
      ),
    ])
    #expect(
      findings == [
        "key.duplicate en.lproj/Garden.strings key \"title\" is already defined at line 1; the later one wins, remove one"
      ])
  }

  @Test func parentsComeFromCLDR() {
    let all: Set<String> = [
      "en", "en-001", "en-AU", "es", "es-419", "es-MX", "zh-Hant", "zh-HK", "sr", "sr-Latn", "pt", "pt-PT",
    ]
    #expect(
      LocaleFallback.of("en-AU", among: all, source: "en")
        == LocaleFallback(parents: ["en-001"], endsInSourceLanguage: true))
    #expect(LocaleFallback.of("es-MX", among: all, source: "en").parents == ["es-419", "es"])
    #expect(LocaleFallback.of("zh-HK", among: all, source: "en").parents == ["zh-Hant"])
    #expect(LocaleFallback.of("sr-Latn", among: all, source: "en").parents == [])
    #expect(LocaleFallback.of("pt-PT", among: all, source: "en").parents == ["pt"])
    #expect(LocaleFallback.of("de", among: all, source: "en") == LocaleFallback())
  }
}
