import Testing

@testable import OnboardAudit

/// `key.unused` with sources that are a part of the app: when most of a table's keys are
/// unused, one finding lists them all; a few unused keys are reported one by one.
@Suite("key.unused: one finding for a table mostly unused")
struct KeyUnusedGroupingTests {
  /// The findings of `key.unused` for a table of 30 keys of which the view shows `shown`.
  private func unused(shown: Int) -> [Finding] {
    let folder = TemporaryFolder()
    let texts = (0..<shown).map { "      Text(\"k\($0)\")" }.joined(separator: "\n")
    folder.write(
      "WelcomeView.swift",
      """
      import SwiftUI

      struct WelcomeView: View {
        var body: some View {
          VStack {
      \(texts)
          }
        }
      }
      """)
    folder.write(
      "en.lproj/Localizable.strings", (0..<30).map { "\"k\($0)\" = \"Text \($0)\";\n" }.joined())
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.sources = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == "key.unused" }
  }

  @Test func mostOfATableUnusedIsOneFinding() throws {
    let findings = unused(shown: 2)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.keys == (2..<30).map { "k\($0)" })
    #expect(finding.location?.line == 3)
    #expect(
      finding.message
        == "28 of the 30 keys of \"Localizable\" are used by no element of the Swift sources: \"k2\", \"k3\", \"k4\" and 25 more; most of the table unused means the sources given are part of the app: give the sources of every screen that uses the table, or remove the keys"
    )
  }

  @Test func aFewUnusedKeysAreOneFindingEach() {
    let findings = unused(shown: 25)
    #expect(findings.map(\.key) == (25..<30).map { "k\($0)" })
  }
}
