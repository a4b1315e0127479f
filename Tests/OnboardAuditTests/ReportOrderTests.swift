import Foundation
import Testing

@testable import OnboardAudit

@Suite("Report order")
struct ReportOrderTests {
  @Test func sortedForReportIsReportOrder() {
    var generator = SystemRandomNumberGenerator()
    let files = ["b/de.lproj/A.strings", "a/A.strings", "ä/x.strings", "a/B.strings"]
    let rules = ["key.missing", "format.mismatch", "value.empty"]
    let locales: [String?] = [nil, "de", "fr", "zh-Hans"]
    var findings: [Finding] = []
    for index in 0..<2000 {
      let location =
        index % 7 == 0
        ? nil
        : OnboardAudit.SourceLocation(
          file: files.randomElement(using: &generator)!, line: Int.random(in: 0...4, using: &generator),
          column: Int.random(in: 0...2, using: &generator))
      findings.append(
        Finding(
          rule: rules.randomElement(using: &generator)!, severity: .error,
          message: "m\(Int.random(in: 0...3, using: &generator))", location: location,
          locale: locales.randomElement(using: &generator)!, key: "k\(index)"))
    }
    Self.expectReportOrder(findings)
  }

  /// Findings a sink collects share their origin while the rule, file and locale stay the
  /// same: runs of them, in no order, with runs of the same strings but another origin
  /// among them, sort as one at a time.
  @Test func findingsSharingOriginsSortInReportOrder() {
    var generator = SystemRandomNumberGenerator()
    let files = ["b/de.lproj/A.strings", "a/A.strings", "a/B.strings"]
    var findings: [Finding] = []
    for rule in ["value.empty", "format.mismatch", "value.empty"] {
      var sink = FindingSink(
        rule: RuleDescription(
          id: rule, defaultSeverity: .error, summary: "", rationale: "", reference: "",
          triggeringExamples: [],
          nonTriggeringExamples: []),
        configuredSeverity: nil)
      for _ in 0..<40 {
        let file = files.randomElement(using: &generator)!
        let locale = Bool.random(using: &generator) ? "de" : "fr"
        for _ in 0..<Int.random(in: 1...20, using: &generator) {
          sink.report(
            "m\(Int.random(in: 0...3, using: &generator))",
            at: OnboardAudit.SourceLocation(
              file: file, line: Int.random(in: 0...30, using: &generator),
              column: Int.random(in: 0...2, using: &generator)),
            locale: locale)
        }
      }
      findings += sink.findings
    }
    #expect(findings.count > 120)
    Self.expectReportOrder(findings)
  }

  private static func expectReportOrder(_ findings: [Finding]) {
    let expected = findings.sorted(by: Finding.reportOrder)
    let sorted = Finding.sortedForReport(findings)
    #expect(sorted.count == expected.count)
    for (a, b) in zip(sorted, expected) where a != b {
      // Only findings equal in every compared field may change places.
      #expect(!Finding.reportOrder(a, b) && !Finding.reportOrder(b, a))
    }
  }
}
