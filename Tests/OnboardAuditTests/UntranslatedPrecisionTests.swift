import Foundation
import Testing

@testable import OnboardAudit

/// `value.untranslated` is a warning where the copy is surely untranslated, a note where it
/// may be right, and silent on acronyms.
@Suite("Untranslated precision")
struct UntranslatedPrecisionTests {
  private func severities(_ source: String, _ translation: String, locale: String) -> [Severity] {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"k\" = \"\(source)\";\n")
    folder.write("\(locale).lproj/A.strings", "\"k\" = \"\(translation)\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == "value.untranslated" }.map(\.severity)
  }

  @Test func verdicts() {
    #expect(severities("Continue", "Continue", locale: "ru") == [.warning])
    #expect(severities("Stop", "Stop", locale: "af") == [.note])
    #expect(severities("512 KiB", "512 KiB", locale: "de") == [.note])
    #expect(severities("iPhone", "iPhone", locale: "ja") == [.note])
    #expect(severities("OK", "OK", locale: "de") == [])
    #expect(severities("PDF URL", "PDF URL", locale: "de") == [])
    #expect(severities("TAP TO START", "TAP TO START", locale: "de") == [.warning])
    #expect(severities("Ready to go?", "Ready to go؟", locale: "ar") == [.warning])
    #expect(severities("Ready to go?", "Prêt à partir ?", locale: "fr") == [])
    #expect(severities("@john@no-such.account", "@john@no-such.account", locale: "th") == [.note])
    #expect(severities("amazing_%@", "amazing_%@", locale: "th") == [.note])
    #expect(severities("Move up", "Move up", locale: "th") == [.warning])
  }

  /// The copies that may be right are one note per table and locale, naming every key; the
  /// sure ones stay one warning each.
  @Test func copiesThatMayBeRightAreOneNote() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"Audio\";\n\"v\" = \"Video\";\n\"go\" = \"Go on\";\n")
    folder.write("de.lproj/A.strings", "\"a\" = \"Audio\";\n\"v\" = \"Video\";\n\"go\" = \"Go on\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let findings = Audit.run(settings).findings.filter { $0.rule == "value.untranslated" }
    #expect(findings.map(\.severity) == [.note, .warning])
    let note = try #require(findings.first)
    #expect(note.keys == ["a", "v"])
    #expect(note.key == nil)
    #expect(note.location?.line == 1)
    #expect(
      note.message
        == "2 values of \"A\" in \"de\" are the source text and may be right (names, handles, numbers with units, words that are the same in this language): \"Audio\", \"Video\"; translate those that are not, and add the others to doNotTranslate"
    )
  }

  /// A plural left in English is one finding that names its copied variants.
  @Test func copiedPluralIsOneFinding() {
    let folder = TemporaryFolder()
    folder.write(
      "res/values/strings.xml",
      "<resources><plurals name=\"files\"><item quantity=\"one\">%d file</item><item quantity=\"other\">%d files</item></plurals></resources>"
    )
    folder.write(
      "res/values-ru/strings.xml",
      "<resources><plurals name=\"files\"><item quantity=\"one\">%d файл</item><item quantity=\"few\">%d files</item><item quantity=\"many\">%d files</item><item quantity=\"other\">%d files</item></plurals></resources>"
    )
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let findings = Audit.run(settings).findings.filter { $0.rule == "value.untranslated" }
    #expect(
      findings.map(\.message) == [
        "value of \"files\" (3 variants: plural.few, plural.many, plural.other) in \"ru\" is the source text \"%d files\"; translate it"
      ])
    #expect(findings.first?.keys == ["files"])
  }

  /// The sure copies of a table in a locale are one finding that counts them and names them
  /// all in `keys`, at the first.
  @Test func sureCopiesAreOneFindingPerTableAndLocale() throws {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/A.strings",
      "\"go\" = \"Continue to your account\";\n\"start\" = \"Tap to start\";\n\"hi\" = \"Hello there\";\n")
    folder.write(
      "de.lproj/A.strings",
      "\"go\" = \"Continue to your account\";\n\"start\" = \"Tap to start\";\n\"hi\" = \"Hallo\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let findings = Audit.run(settings).findings.filter { $0.rule == "value.untranslated" }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.keys == ["go", "start"])
    #expect(finding.location?.line == 1)
    #expect(
      finding.message == "de leaves 2 of 3 values of \"A\" in English: \"go\", \"start\"; translate them")
  }

  /// The app's name from its source `InfoPlist.strings` is the same in every language.
  @Test func theAppsDisplayNameIsNoCopy() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Pocket Planner\";\n")
    folder.write("de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Pocket Planner\";\n")
    folder.write("en.lproj/A.strings", "\"brand\" = \"Pocket Planner\";\n\"go\" = \"Go on\";\n")
    folder.write("de.lproj/A.strings", "\"brand\" = \"Pocket Planner\";\n\"go\" = \"Weiter\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    #expect(Audit.run(settings).findings.filter { $0.rule == "value.untranslated" }.isEmpty)
    // Another name is still a copy.
    folder.write("de.lproj/A.strings", "\"brand\" = \"Pocket Diary\";\n\"go\" = \"Weiter\";\n")
    folder.write("en.lproj/A.strings", "\"brand\" = \"Pocket Diary\";\n\"go\" = \"Go on\";\n")
    #expect(
      Audit.run(settings).findings.filter { $0.rule == "value.untranslated" }.map(\.keys) == [["brand"]])
  }

  /// A plural left whole in English is one untranslated value: the categories Russian needs
  /// are not a second finding.
  @Test func aCopiedPluralIsNotAPluralProblem() {
    let folder = TemporaryFolder()
    folder.write(
      "res/values/strings.xml",
      "<resources><plurals name=\"files\"><item quantity=\"one\">%d file left</item><item quantity=\"other\">%d files left</item></plurals></resources>"
    )
    folder.write(
      "res/values-ru/strings.xml",
      "<resources><plurals name=\"files\"><item quantity=\"one\">%d file left</item><item quantity=\"other\">%d files left</item></plurals></resources>"
    )
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let rules = Audit.run(settings).findings.map(\.rule)
    #expect(rules.contains("value.untranslated"))
    #expect(!rules.contains { $0.hasPrefix("plural.") })
  }
}
