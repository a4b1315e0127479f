import Testing

@testable import OnboardAudit

/// A view shared by the screens of a derived flow gives one finding per root cause.
@Suite("Shared code findings")
struct SharedCodeFindingsTests {
  @Test func aBarOnEveryPageIsReportedOnceAndPerPageTextsStayPerPage() {
    #expect(
      DerivedFlowFixtures.findings("SharedBar") == [
        // The action's text says "button" on each page: two keys, two fixes.
        "label.contains-trait WelcomePagesView.swift:27:7",
        "label.contains-trait WelcomePagesView.swift:27:7",
        // A bordered button is 34 pt high, on both pages: one finding.
        "target.size WelcomePagesView.swift:27:7",
        "target.size WelcomePagesView.swift:36:5",
      ])
    let result = DerivedFlowFixtures.audit("SharedBar")
    let bar = result.findings.last { $0.rule == "target.size" }
    #expect(bar?.screen == "FeaturePage")
    #expect(bar?.message.hasSuffix(#" (the same code on 2 screens; also "FeaturePage-2")"#) == true)
  }

  @Test func findingsOfOneScreenAtOneLineStayApart() {
    let location = SourceLocation(file: "Rows.swift", line: 4, column: 7)
    func finding(_ screen: String, _ element: String) -> Finding {
      Finding(
        rule: "target.size", severity: .error, message: "small", location: location, screen: screen,
        element: element)
    }
    let merged = SharedCodeFindings.merging([
      finding("a", "row"), finding("a", "row-2"), finding("b", "row"), finding("b", "row-2"),
    ])
    #expect(merged.map(\.element) == ["row", "row-2"])
    #expect(merged.allSatisfy { $0.screen == "a" && $0.message.hasSuffix(#"also "b")"#) })
  }
}
