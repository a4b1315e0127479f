import Foundation
import Testing

@testable import OnboardAudit

/// Findings of no locale are grouped under one name in every report: `flow`.
@Suite("The locale-independent group")
struct FlowGroupNameTests {
  @Test func everyReportCallsItFlow() {
    let finding = Finding(
      rule: "struct.title-not-header", severity: .warning, message: "the title is not a header",
      location: OnboardAudit.SourceLocation(file: "onboarding.json", line: 3, column: 5), screen: "welcome",
      element: "title")
    let result = AuditResult(
      findings: [finding], locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let markdown = String(decoding: MarkdownReporter().report(result), as: UTF8.self)
    #expect(markdown.contains("\n## flow\n"))
    // The checklist counts them in a row of their own: no locale's row does.
    #expect(
      markdown.contains(
        "| de | 0 of 0 | 0 | 0 | 100.0 % | 0 | 0 | 0 | ✅ |\n| flow | — | — | — | — | 0 | 1 | 0 | ✅ |\n"))
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(html.contains("<summary>flow · 1</summary>"))
    #expect(
      html.contains("<tr><td>flow</td><td>—</td><td>—</td><td>—</td><td>—</td><td>0</td><td>1</td><td>0</td>")
    )
    let junit = String(decoding: JUnitReporter().report(result), as: UTF8.self)
    #expect(junit.contains("<testsuite name=\"flow\""))
  }

  /// Findings of no locale and of a locale not audited, among an audited locale's, are
  /// counted in the `flow` row and listed under `flow` in their order.
  @Test func findingsOfNoLocaleOrAnUnauditedOneAreFlowsInOrder() {
    func finding(_ message: String, _ severity: Severity, locale: String?, line: Int) -> Finding {
      Finding(
        rule: "value.empty", severity: severity, message: message,
        location: OnboardAudit.SourceLocation(file: "a.strings", line: line, column: 1), locale: locale)
    }
    let findings = [
      finding("de one", .error, locale: "de", line: 1), finding("none one", .warning, locale: nil, line: 2),
      finding("fr one", .note, locale: "fr", line: 3), finding("de two", .warning, locale: "de", line: 4),
      finding("none two", .error, locale: nil, line: 5),
    ]
    let result = AuditResult(
      findings: findings, locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let markdown = String(decoding: MarkdownReporter().report(result), as: UTF8.self)
    #expect(
      markdown.contains(
        "| de | 0 of 0 | 0 | 0 | 100.0 % | 1 | 1 | 0 | ❌ |\n| flow | — | — | — | — | 1 | 1 | 1 | ❌ |\n"))
    let flow = markdown.components(separatedBy: "\n## flow\n").last ?? ""
    let listed = ["none one", "fr one", "none two"].map { flow.range(of: $0)?.lowerBound }
    #expect(listed.allSatisfy { $0 != nil } && listed == listed.sorted { $0! < $1! })
    #expect(!flow.contains("de one") && !flow.contains("de two"))
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(
      html.contains(
        "<tr><td>de</td><td>0 of 0</td><td>0</td><td>0</td><td>100.0 %</td><td>1</td><td>1</td><td>0</td>"))
    #expect(
      html.contains("<tr><td>flow</td><td>—</td><td>—</td><td>—</td><td>—</td><td>1</td><td>1</td><td>1</td>")
    )
  }
}
