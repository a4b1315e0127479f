import Testing

@testable import OnboardAudit

/// Every report file is handed to its file in pieces as it is formatted, never held whole:
/// a run of many findings gives many pieces, none of them more than a few megabytes.
@Suite("Streamed reports")
struct StreamedReportTests {
  private static let result: AuditResult = {
    let locales = ["de", "fr", "ja"]
    let findings = (0..<30_000).map { index in
      Finding(
        rule: index % 2 == 0 ? "key.missing" : "value.empty", severity: index % 3 == 0 ? .error : .warning,
        message:
          "the value of key \"feature.\(index).title\" is missing in this locale; translate it before release",
        location: SourceLocation(
          file: "Module\(index % 40)/de.lproj/Feature.strings", line: index + 1, column: 1),
        locale: locales[index % 3], table: "Module\(index % 40)/Feature", key: "feature.\(index).title")
    }
    return AuditResult(
      findings: Finding.sortedForReport(findings), locales: locales, fileCount: 40,
      rules: RuleCatalog.descriptions,
      disabledRules: [])
  }()

  @Test(arguments: ["json", "junit", "sarif", "markdown", "html"])
  func reportIsHandedOnInPieces(format: String) {
    let reporter: any Reporter =
      switch format {
      case "json": JSONReporter()
      case "junit": JUnitReporter()
      case "sarif": SARIFReporter()
      case "markdown": MarkdownReporter()
      default: HTMLReporter()
      }
    var pieces: [[UInt8]] = []
    reporter.write(Self.result) { pieces.append($0) }
    let total = pieces.reduce(0) { $0 + $1.count }
    #expect(total > 4_000_000, "\(format): \(total) bytes")
    #expect(pieces.count > 3, "\(format)")
    #expect(pieces.map(\.count).max() ?? 0 < 4 << 20, "\(format)")
    #expect(Array(pieces.joined()) == reporter.report(Self.result))
  }
}
