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
  }
}
