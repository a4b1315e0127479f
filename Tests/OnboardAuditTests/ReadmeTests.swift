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

  /// Every option `audit` declares has its row in the README's table, with its value's name.
  @Test func everyOptionIsDocumented() {
    let text = readme
    let options = declaredOptions(of: AuditCommand.self)
    #expect(options.count >= 20)
    for option in options {
      let row = "| `\(option.name)" + (option.valueName.map { " \($0)" } ?? "") + "`"
      #expect(text.contains(row), "\(row)")
    }
  }
}
