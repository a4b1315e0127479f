import Foundation
import Testing

@testable import OnboardAudit

/// Every rule's triggering examples, audited, make one report with at least one finding of
/// every rule; the report validator (schemas and real consumers) must accept its JUnit and SARIF.
@Suite("Reports of every rule")
struct EveryRuleReportTests {
  private func allFindings() -> [Finding] {
    ExampleCase.all.filter(\.triggering).flatMap { item in
      ExampleProject(item.example).findings(of: item.rule.id, item.example).all
    }
  }

  @Test func everyRuleHasAFindingInTheFixture() {
    let rules = Set(allFindings().map(\.rule))
    for rule in RuleCatalog.descriptions {
      #expect(rules.contains(rule.id), "\(rule.id) has no finding")
    }
  }

  @Test func junitAndSARIFOfEveryRuleValidate() throws {
    var findings = allFindings()
    findings.append(
      Finding(
        rule: "value.empty", severity: .error, message: "control \u{1}, \u{FFFE} and a lone & in one message",
        location: OnboardAudit.SourceLocation(file: "Locales/de.lproj/A.strings", line: 2, column: 3),
        locale: "de",
        table: "A", key: "k"))
    findings.sort(by: Finding.reportOrder)
    let locales = Set(findings.compactMap(\.locale)).sorted()
    let result = AuditResult(
      findings: findings, locales: locales, fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let folder = TemporaryFolder()
    let junit = folder.write(
      "all.xml", JUnitReporter(timestamp: Date(timeIntervalSince1970: 0)).report(result))
    let sarif = folder.write("all.sarif", SARIFReporter().report(result))
    try expectValidReports(["--junit", junit, "--sarif", sarif])
  }
}
