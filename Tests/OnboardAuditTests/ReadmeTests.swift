import Foundation
import Testing

@testable import OnboardAudit

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
    for option in [
      "--config", "--tables", "--source-locale", "--locale", "--format", "--json", "--junit",
      "--junit-strict",
      "--fail-on", "--rule", "--quiet", "--no-color", "--version", "--help",
    ] {
      #expect(text.contains("| `\(option)"), "\(option)")
    }
  }
}
