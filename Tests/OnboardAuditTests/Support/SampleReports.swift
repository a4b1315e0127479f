import Foundation

@testable import OnboardAudit

/// A finding of a German table, for the report writers' tests.
func sampleFinding(
  _ rule: String, _ severity: Severity = .error, message: String = "m", line: Int = 3, key: String = "k"
) -> Finding {
  Finding(
    rule: rule, severity: severity, message: message,
    location: OnboardAudit.SourceLocation(file: "App/de.lproj/A b.strings", line: line, column: 2),
    locale: "de",
    table: "A", key: key)
}

/// The result of a run over German and English with the findings given, for the report
/// writers' tests.
func sampleResult(_ findings: [Finding]) -> AuditResult {
  AuditResult(
    findings: findings, locales: ["de", "en"], fileCount: 2, rules: RuleCatalog.descriptions,
    disabledRules: [],
    coverage: ["de": Coverage(translated: 3, total: 4), "en": Coverage(translated: 4, total: 4)])
}
