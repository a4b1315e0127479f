import Testing

@testable import OnboardAudit

/// How messages show the text they are about.
@Suite("Quoting")
struct QuotingTests {
  @Test func plainTextIsShownAsItIsBetweenQuotes() {
    #expect(quoted("hello") == "\"hello\"")
    #expect(quoted("") == "\"\"")
    #expect(quoted("ключ 🌍") == "\"ключ 🌍\"")
  }

  @Test func quotesControlsAndLongTextAreNotShownAsTheyAre() {
    for text in [
      "say \"hi\"", "two\nlines", "tab\there", "\u{85}next", String(repeating: "long ", count: 40),
    ] {
      #expect(quoted(text) != "\"" + text + "\"")
    }
    #expect(quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
  }
}
