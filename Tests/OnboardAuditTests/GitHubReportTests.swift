import Foundation
import Testing

@testable import OnboardAudit

@Suite("GitHub annotations")
struct GitHubReportTests {
  @Test func githubEscapesMessagesAndProperties() {
    let text = String(
      decoding: GitHubReporter().report(
        sampleResult([sampleFinding("key.missing", message: "100% done\r\nnext: a,b", key: "k")])),
      as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(
      lines.first
        == "::error file=App/de.lproj/A b.strings,line=3,col=2,title=key.missing::100%25 done%0D%0Anext: a,b")
    #expect(GitHubReporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    #expect(lines.last == "onboard-audit: 1 error, 0 warnings, 0 notes in 2 locales (2 files)")
  }

  @Test func githubSaysWhenThereAreMoreThanItShows() {
    let findings = (1...12).map { sampleFinding("key.missing", line: $0, key: "k\($0)") }
    let text = String(decoding: GitHubReporter().report(sampleResult(findings)), as: UTF8.self)
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 12)
    #expect(text.hasSuffix("GitHub shows 10 annotations of each kind, 2 more are in this log\n"))
  }
}
