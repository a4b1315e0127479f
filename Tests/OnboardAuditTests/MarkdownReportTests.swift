import Foundation
import Testing

@testable import OnboardAudit

@Suite("Markdown checklist")
struct MarkdownReportTests {
  @Test func markdownIsAChecklistPerLocale() {
    let text = String(
      decoding: MarkdownReporter().report(sampleResult([sampleFinding("key.missing", message: "a | b")])),
      as: UTF8.self)
    #expect(text.contains("| de | 3 of 4 | 3 | 0 | 75.0 % | 1 | 0 | 0 | ❌ |\n"))
    #expect(text.contains("| en | 4 of 4 | 4 | 0 | 100.0 % | 0 | 0 | 0 | ✅ |\n"))
    // The message quotes the inputs: a code span, in which a pipe needs no escape.
    #expect(text.contains("## de\n\n- **error** `App/de.lproj/A b.strings:3` `a | b` (`key.missing`)\n"))
  }
}
