import Foundation
import Testing

@testable import OnboardAudit

/// A defect of the source that every translation copies is one finding, at the source.
@Suite("Copied source defects")
struct CopiedSourceDefectTests {
  private func audit(_ files: [String: String]) -> [Finding] { auditedFindings(files) }

  @Test func aDefectTheTranslationsCopyIsReportedAtTheSourceOnly() {
    let findings = audit([
      "en.lproj/A.strings": "\"a\" = \"Tap\u{1}here\";\n",
      "de.lproj/A.strings": "\"a\" = \"Tippe\u{1}hier\";\n",
      "fr.lproj/A.strings": "\"a\" = \"Touchez\u{1}ici\";\n",
    ]).filter { $0.rule == "text.control-character" }
    #expect(findings.map(\.locale) == ["en"])
  }

  @Test func aDefectOfTheTranslationAloneIsStillItsOwn() {
    let findings = audit([
      "en.lproj/A.strings": "\"a\" = \"Tap\u{1}here\";\n\"b\" = \"Done\";\n",
      "de.lproj/A.strings": "\"a\" = \"Tippe\u{1}hier\";\n\"b\" = \"Fertig\u{2}\";\n",
    ]).filter { $0.rule == "text.control-character" }
    #expect(findings.map { [$0.locale ?? "", $0.key ?? ""] } == [["de", "b"], ["en", "a"]])
  }
}
