import Testing

@testable import OnboardAudit

/// How messages show the text they are about.
@Suite("Quoting")
struct QuotingTests {
  @Test func sentenceQuotesPlainTextAsItIs() {
    #expect(sentence("key ", quoting: "hello", " is missing") == "key \"hello\" is missing")
    #expect(sentence("", quoting: "", "") == "\"\"")
    #expect(sentence("κλειδί ", quoting: "ключ 🌍", " λείπει") == "κλειδί \"ключ 🌍\" λείπει")
  }

  @Test func sentenceShowsQuotesControlsAndLongTextAsQuotedDoes() {
    for text in [
      "say \"hi\"", "two\nlines", "tab\there", "\u{85}next", String(repeating: "long ", count: 40),
    ] {
      #expect(sentence("key ", quoting: text, "!") == "key " + quoted(text) + "!")
    }
    #expect(sentence("", quoting: "say \"hi\"", "") == "\"say \\\"hi\\\"\"")
  }
}
