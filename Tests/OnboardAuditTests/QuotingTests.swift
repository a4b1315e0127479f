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

  /// Whether a text is shown as it is, found eight bytes at a time, is what a look at each
  /// scalar says: a quote, a control, DEL or a C1 control at every place of a text of up to
  /// twenty bytes, among ASCII and multibyte letters, and texts at and over the limit.
  @Test func textShownAsItIsIsFoundAtEveryPlace() {
    func reference(_ text: String, limit: Int) -> Bool {
      text.unicodeScalars.count <= limit
        && !text.unicodeScalars.contains { $0 == "\"" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
    let fillers = ["a", "ö", "€", "🌍"]
    for length in 0...20 {
      for filler in fillers {
        let plain = String(repeating: filler, count: length)
        #expect(isShownAsIs(plain, limit: 80) == reference(plain, limit: 80))
        for place in 0..<length {
          for odd in ["\"", "\n", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", " ", "~", "\u{A0}"] {
            var scalars = Array(plain.unicodeScalars)
            scalars[place] = odd.unicodeScalars.first!
            let text = String(String.UnicodeScalarView(scalars))
            #expect(isShownAsIs(text, limit: 80) == reference(text, limit: 80), "\(text.debugDescription)")
          }
        }
      }
    }
    for (count, limit) in [(80, 80), (81, 80), (8, 8), (9, 8), (16, 15), (7, 8)] {
      let text = String(repeating: "k", count: count)
      #expect(isShownAsIs(text, limit: limit) == (count <= limit), "\(count) over \(limit)")
    }
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
    #expect(FindingMessage("as made").text == "as made")
  }
}
