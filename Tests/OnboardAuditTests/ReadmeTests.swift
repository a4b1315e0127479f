import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

@Suite("README")
struct ReadmeTests {
  private var readme: String {
    (try? String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)) ?? ""
  }

  /// The README's rule list is generated from the catalog: `onboard-audit rules --format markdown`.
  @Test func ruleListEqualsTheCatalog() throws {
    let text = readme
    let begin = try #require(text.range(of: "<!-- rules:begin -->\n"))
    let end = try #require(text.range(of: "<!-- rules:end -->"))
    #expect(String(text[begin.upperBound..<end.lowerBound]) == RuleDocumentation.markdown())
  }

  @Test func everyOptionIsDocumented() {
    let text = readme
    for option in AuditCommand.options.map(\.name) {
      #expect(text.contains("| `\(option)"), "\(option)")
    }
  }
}
