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

  /// A link in a line of text is WCAG's inline exception: a warning, however small.
  @Test func aLinkInALineOfTextIsAWarningAtMost() throws {
    let manifest = try FlowManifest.parse(
      Array(
        """
        {"formatVersion": 1, "sourceLocale": "en", "table": "T", "screens": [{"id": "s", "title": "title",
         "elements": [
          {"id": "title", "role": "header", "text": {"literal": "Welcome"}, "frame": [32, 96, 326, 40]},
          {"id": "legal", "role": "link", "text": {"literal": "By continuing you agree to our Terms."},
           "frame": [32, 700, 326, 18], "actions": ["activate"]},
          {"id": "terms", "role": "link", "text": {"literal": "Terms"}, "frame": [32, 720, 60, 18],
           "actions": ["activate"]}]}]}
        """.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    var settings = AuditSettings()
    settings.flow = manifest
    let findings = Audit.run(settings).findings.filter { $0.rule == "target.size" }
    let legal = try #require(findings.first { $0.element == "legal" })
    #expect(legal.severity == .warning)
    #expect(legal.message.contains("(a link in a line of text, which WCAG excepts)"))
    // A link alone, not in a sentence and too near another to meet the spacing exception, is
    // held to WCAG's minimum.
    #expect(findings.first { $0.element == "terms" }?.severity == .error)
  }
}
