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

  /// A message's `\(quoted: text)` is `quoted(text)`, written without a string of its own:
  /// plain, with controls, quotes and line breaks, over the limit, and with a limit given.
  @Test func quotedInAMessageIsQuoted() {
    let long = String(repeating: "wörd ", count: 30)
    for text in ["", "welcome.title", "Größe 👩‍💻", "line\nbreak", "say \"hi\"", "tab\there", "\u{85}", long] {
      let message: FindingMessage = "value of \(quoted: text) in \(quoted: "de")"
      #expect(message.text == "value of \(quoted(text)) in \(quoted("de"))")
      let short: FindingMessage = "\(quoted: text, limit: 4)!"
      #expect(short.text == quoted(text, limit: 4) + "!")
    }
    let counted: FindingMessage = "\(3) of \(quoted: "k") are \("empty")"
    #expect(counted.text == "3 of \"k\" are empty")
    #expect(counted.withUTF8 { Array($0) } == Array(counted.text.utf8))
    #expect(FindingMessage("as made").withUTF8 { Array($0) } == Array("as made".utf8))
  }
}
