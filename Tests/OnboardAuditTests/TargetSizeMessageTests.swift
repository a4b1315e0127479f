import Foundation
import Testing

@testable import OnboardAudit

/// How `target.size` writes a frame's sides: whole points, or one decimal, never the
/// binary fraction a derived layout's division leaves.
@Suite("target.size messages")
struct TargetSizeMessageTests {
  @Test func sidesAreWrittenToOneDecimal() throws {
    let manifest = try FlowManifest.parse(
      Array(
        """
        {"formatVersion": 1, "sourceLocale": "en", "table": "T", "screens": [{"id": "s", "title": "title",
         "elements": [
          {"id": "title", "role": "header", "text": {"literal": "Welcome"}, "frame": [32, 96, 326, 40]},
          {"id": "third", "role": "button", "text": {"literal": "Next"}, "frame": [32, 300, 111.33333333333333, 40.8],
           "actions": ["activate"]},
          {"id": "round", "role": "button", "text": {"literal": "Back"}, "frame": [200, 600, 30.04, 30],
           "actions": ["activate"]}]}]}
        """.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    var settings = AuditSettings()
    settings.flow = manifest
    let messages = Audit.run(settings).findings.filter { $0.rule == "target.size" }.map(\.message)
    #expect(messages.contains { $0.contains("is 111.3×40.8 pt") })
    #expect(messages.contains { $0.contains("is 30×30 pt") })
  }
}
