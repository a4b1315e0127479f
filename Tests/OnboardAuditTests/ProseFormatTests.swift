import Testing

@testable import OnboardAudit

/// A value is read as a format only when it is one: prose with a percent sign is text, and
/// with Swift sources, how the code looks a key up decides.
@Suite("Prose with a percent sign")
struct ProseFormatTests {
  @Test func proseIsNoFormat() {
    for text in ["100% guaranteed", "100%-osan", "50 % de remise", "50\u{A0}% de remise", "Save 50% today"] {
      for syntax in [FormatSyntax.apple, .java] {
        let format = FormatString(text, syntax: syntax)
        #expect(!format.isFormat, "\(text)")
        #expect(format.placeholders.allSatisfy { $0.looksLikeProse }, "\(text)")
      }
    }
    // A placeholder beside the prose makes it a format, and then `% g` reads an argument.
    let mixed = FormatString("%@ is 100% guaranteed")
    #expect(mixed.isFormat)
    #expect(mixed.placeholders.map(\.spec) == ["%@", "% g"])
    // Not after a number, numbered, or without a space or `-` flag: a placeholder.
    #expect(FormatString("Level % d").isFormat)
    #expect(FormatString("100%1$ d").isFormat)
    #expect(FormatString("100%d").isFormat)
    #expect(FormatString("100%% sure").isFormat)
  }

  /// Transcripts show prose as written, not with a number for `% g`.
  @Test func proseIsShownAsWritten() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Localizable.strings", "\"sure\" = \"100% guaranteed\";\n\"n\" = \"%d% sure\";\n")
    let loaded = TableLoader().load(paths: [folder.path])
    let strings = StringResolver(tables: loaded.tables, defaultTable: "Localizable")
    let english = AuditLocale(canonical: "en")
    let here = SourceLocation(file: "onboarding.json")
    #expect(
      strings.resolve(FlowText(key: "sure", location: here), locale: english).string == "100% guaranteed")
    #expect(
      strings.resolve(FlowText(key: "n", args: [.number(3)], location: here), locale: english).string
        != "%d% sure")
  }

  /// "100% s…" in Arabic text is prose, not a `% s` to isolate.
  @Test func proseIsNoPlaceholderToIsolate() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"sure\" = \"100% sure, %@\";\n")
    folder.write("ar.lproj/A.strings", "\"sure\" = \"مضمون 100% sure، %@\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let found = Audit.run(settings).findings.filter { $0.rule == "bidi.unisolated-placeholder" }
    #expect(found.map(\.message).allSatisfy { $0.contains("'%@'") && !$0.contains("'% s'") })
    #expect(found.count == 1)
  }

  private func formatFindings(_ files: [String: String], sources: Bool = false) -> [String] {
    let folder = TemporaryFolder()
    for (path, text) in files { folder.write(path, text) }
    var settings = AuditSettings()
    settings.tables = [folder.path]
    if sources { settings.sources = [folder.path] }
    return Audit.run(settings).findings.filter { $0.rule.hasPrefix("format.") }.map {
      "\($0.rule) \($0.locale ?? "-") \($0.key ?? "-")"
    }.sorted()
  }

  @Test func translationsOfProseAreText() {
    let found = formatFindings([
      "en.lproj/A.strings": "\"sure\" = \"100% guaranteed\";\n\"free\" = \"Free\";\n\"hi\" = \"Hello\";\n",
      "de.lproj/A.strings":
        "\"sure\" = \"100% Garantie\";\n\"free\" = \"100% gratis\";\n\"hi\" = \"Hallo %@\";\n",
      "fr.lproj/A.strings": "\"sure\" = \"Garanti à 100 %\";\n\"free\" = \"Gratuit\";\n\"hi\" = \"Salut\";\n",
      "es.lproj/A.strings": "\"sure\" = \"100% garantizado, %d\";\n",
    ])
    // A placeholder a translation adds to text is still one: "%@", and "%d" beside prose.
    #expect(found == ["format.mismatch de hi", "format.mismatch es sure"])
  }

  @Test func theCodeDecides() {
    let tables = [
      "en.lproj/Localizable.strings":
        "\"battery\" = \"Charged to %d\";\n\"done %@\" = \"Done at 100%\";\n\"later\" = \"%d left\";\n",
      "de.lproj/Localizable.strings":
        "\"battery\" = \"Zu %d geladen (100%)\";\n\"done %@\" = \"Fertig: 100%!\";\n\"later\" = \"Noch %@\";\n",
    ]
    let code = """
      import SwiftUI
      import Foundation

      struct Battery: View {
        let name: String
        var body: some View {
          Text("battery")
          Text("done \\(name)")
          Text(String(format: NSLocalizedString("later", comment: ""), 3))
        }
      }
      """
    // Without the code, the values' own placeholders decide.
    #expect(
      formatFindings(tables) == [
        "format.invalid de battery", "format.mismatch de later",
      ])
    var withCode = tables
    withCode["Battery.swift"] = code
    // `Text("battery")` shows the value as it is; "done \(name)" formats its value, whose
    // lone `%` is then no prose; `NSLocalizedString` says nothing.
    #expect(
      formatFindings(withCode, sources: true) == [
        "format.invalid de done %@", "format.invalid en done %@", "format.mismatch de later",
      ])
  }
}
