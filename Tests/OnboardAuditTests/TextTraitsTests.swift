import Testing

@testable import OnboardAudit

@Suite("Text traits")
struct TextTraitsTests {
  static let noncharacters = [0xFDD0, 0xFFFE, 0x1FFFF].map { "non" + String(Unicode.Scalar($0)!) }

  static let cases: [(String, TextTraits)] = [
    ("Plain words", TextTraits()),
    ("", TextTraits()),
    ("Grüße", TextTraits.nonASCII),
    ("**Bold** and [a link](x) and <b>", TextTraits.markupSigns),
    ("a\\U200F b", TextTraits.escapeSigns), ("Tom & Jerry", TextTraits.escapeSigns),
    ("u200f alone", TextTraits.escapeSigns), ("U+2068", TextTraits.escapeSigns),
    ("you use users", TextTraits()), ("due to such a value", TextTraits()),
    ("x u200F", TextTraits.escapeSigns),
    ("(U+2068)", TextTraits.escapeSigns), ("subu2068", TextTraits()),
    ("%d files", TextTraits.percent),
    ("tab\tonly", TextTraits()),
    ("line\nbreak", TextTraits.lineBreaks), ("form\u{0C}feed", TextTraits.lineBreaks),
    ("cr\r\nlf", [TextTraits.lineBreaks, .controls]),
    ("bell\u{07}", TextTraits.controls), ("del\u{7F}", TextTraits.controls),
    ("c1\u{9B}", [TextTraits.controls, .nonASCII]),
    ("nel\u{85}", [TextTraits.controls, .lineBreaks, .nonASCII]),
    ("lost\u{FFFD}", [TextTraits.controls, .nonASCII]), (noncharacters[0], [TextTraits.controls, .nonASCII]),
    (noncharacters[1], [TextTraits.controls, .nonASCII]),
    (noncharacters[2], [TextTraits.controls, .nonASCII]),
    ("emoji 🎉", TextTraits.nonASCII),
    ("a\u{2028}b", [TextTraits.lineBreaks, .nonASCII]),
    ("\u{2068}%@\u{2069}", [TextTraits.bidiControls, .percent, .nonASCII]),
    ("\u{200F}x", [TextTraits.bidiControls, .nonASCII]), ("\u{061C}x", [TextTraits.bidiControls, .nonASCII]),
    ("\u{202E}x", [TextTraits.bidiControls, .nonASCII]), ("\u{2067}x", [TextTraits.bidiControls, .nonASCII]),
    ("مرحبا", TextTraits.nonASCII), ("Привет", TextTraits.nonASCII),
  ]

  @Test(arguments: cases)
  func traits(_ text: String, _ expected: TextTraits) {
    #expect(TextTraits(of: text) == expected)
    #expect(LocatedText(text, at: SourceLocation(file: "f")).traits == expected)
  }

  /// Whatever the string, a trait a rule relies on is set whenever what it stands for is there.
  @Test func traitsNeverMissWhatTheyStandFor() {
    var generator = SystemRandomNumberGenerator()
    let pool: [Unicode.Scalar] =
      [
        "a", "u", "U", "0", "2", "F", "+", "%", "*", "[", "<", "\\", "&", "\t", "\n", "\r", " ", "\u{1}",
        "\u{7F}", "\u{85}", "\u{9F}", "é", "ж", "ا", "א", "\u{200F}", "\u{2066}", "\u{2069}", "\u{2028}",
        "\u{FFFD}", "漢", "🎉", "\u{600}", "1", "é", "_",
      ] + [0xFDEF, 0xFFFF, 0x10FFFE].map { Unicode.Scalar($0)! }
    for _ in 0..<2000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        scalars.append(pool.randomElement(using: &generator)!)
      }
      let text = String(scalars)
      let traits = TextTraits(of: text)
      #expect(traits.contains(.percent) == text.contains("%"))
      #expect(traits.contains(.nonASCII) == !text.utf8.allSatisfy { $0 < 0x80 })
      #expect(traits.contains(.bidiControls) == text.unicodeScalars.contains { Bidi.Control($0) != nil })
      #expect(traits.contains(.lineBreaks) == text.contains(where: \.isNewline))
      let hasControl = text.unicodeScalars.contains { TextControlCharacterRule.isForbidden($0) }
      if hasControl { #expect(traits.contains(.controls), "\(text.debugDescription)") }
      if !TextLiteralEscapeRule.escapes(text).isEmpty { #expect(traits.contains(.escapeSigns)) }
      if TextMarkupMismatchRule.markup(text) != TextMarkupMismatchRule.markup("") {
        #expect(traits.contains(.markupSigns))
      }
    }
  }

  @Test func foreignLettersCountLettersOfOtherScripts() {
    var russian = ForeignLetters(native: Scripts.ofLocale("ru"))
    #expect(russian.count(in: "Привет, мир", upTo: 10) == 0)
    #expect(russian.count(in: "Привет %1$s", upTo: 10) == 1)
    #expect(russian.count(in: "Write every day", upTo: 10) == 10)
    #expect(russian.count(in: "Write every day", upTo: 4) == 4)
    #expect(russian.count(in: "Γειά σου", upTo: 10) == 7)
    var german = ForeignLetters(native: Scripts.ofLocale("de"))
    #expect(german.count(in: "Schöne Grüße 🎉 123", upTo: 10) == 0)
    #expect(german.count(in: "Привет", upTo: 10) == 6)
    var japanese = ForeignLetters(native: Scripts.ofLocale("ja"))
    #expect(japanese.count(in: "iPhoneのiCloudと同期", upTo: 20) == 12)
    #expect(japanese.count(in: "ひらがなカタカナ漢字。", upTo: 20) == 0)
  }

  @Test(arguments: [
    ("plain", "\"plain\""), ("say \"hi\"", "\"say \\\"hi\\\"\""), ("a\nb", "\"a\\nb\""),
    ("\u{85}", "\"\\u{85}\""),
    ("Grüße", "\"Grüße\""),
    (String(repeating: "é", count: 81), "\"" + String(repeating: "é", count: 80) + "…\""),
    (String(repeating: "x", count: 80), "\"" + String(repeating: "x", count: 80) + "\""),
  ])
  func quotedSubjects(_ text: String, _ expected: String) {
    #expect(quoted(text) == expected)
  }
}

@Suite("Whitespace at the edges")
struct WhitespaceEdgeTests {
  /// The quick answers are the Characters' answers, whatever the string.
  @Test func edgesAreTheCharactersAnswers() {
    var generator = SystemRandomNumberGenerator()
    let pool: [Unicode.Scalar] = [
      "a", " ", "\t", "\n", "\r", "\u{0B}", "\u{1C}", "\u{1F}", "\u{85}", "\u{A0}", "\u{301}", "\u{600}",
      "\u{200D}", "\u{2028}", "\u{3000}", "é", "1", ".", "🇫", "🇷", "\u{903}", "\u{E33}", "\u{1F3FB}",
      "\u{FF9E}", "\u{E0020}", "\u{200C}", "\u{D4E}", "\u{2029}", "\u{0C}", "\u{1680}", "ก",
    ]
    for _ in 0..<20000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        scalars.append(pool.randomElement(using: &generator)!)
      }
      let text = String(scalars)
      #expect(text.startsWithWhitespace == (text.first?.isWhitespace ?? false), "\(text.debugDescription)")
      #expect(text.endsWithWhitespace == (text.last?.isWhitespace ?? false), "\(text.debugDescription)")
      #expect(text.isBlank == text.allSatisfy(\.isWhitespace), "\(text.debugDescription)")
      #expect(text.lineBreakCount == text.count(where: \.isNewline), "\(text.debugDescription)")
    }
  }
}

@Suite("Script mismatch pre-checks")
struct ScriptMismatchPrecheckTests {
  /// Whatever the string, a string the rule would report passes both quick checks.
  @Test(arguments: ["ja", "ru", "ar", "de"])
  func quickChecksNeverDropAFinding(locale: String) {
    var generator = SystemRandomNumberGenerator()
    let native = Scripts.ofLocale(locale)
    let words = [
      "open", "the", "app", "Firefox", "Focus", "iPhone", "HUD", "x", "-now", "'tis", "’em", "co-op",
      "e\u{301}tat", "Ñandu", "Привет", "мир", "同期", "ひらがな", "مرحبا", "%@", "%1$s", "https://a.b/c",
      "a@b.c", "Ova", "Ovarocks", "\u{301}X", "「Files」", "U.S.", "1080p",
    ]
    let separators = [" ", "", "、", ", ", "\n", "-"]
    var found = 0
    for _ in 0..<3000 {
      var text = ""
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        text += words.randomElement(using: &generator)! + separators.randomElement(using: &generator)!
      }
      guard TextScriptMismatchRule.foreignSentence(in: text, native: native, doNotTranslate: ["Ova"]) != nil
      else { continue }
      found += 1
      var letters = ForeignLetters(native: native)
      #expect(letters.count(in: text, upTo: 4) >= 4, "\(text.debugDescription)")
      let mayHave = letters.mayHaveUncapitalizedWord(in: text, doNotTranslate: ["Ova"])
      #expect(mayHave, "\(text.debugDescription)")
    }
    #expect(found > 0)
  }

  @Test func namesAloneAreNotSentences() {
    var japanese = ForeignLetters(native: Scripts.ofLocale("ja"))
    let answers = ["Firefox Focus について", "open the app", "-Firefox", "Firefox %@"].map {
      japanese.mayHaveUncapitalizedWord(in: $0, doNotTranslate: [])
    }
    #expect(answers == [false, true, true, true])
  }
}

@Suite("Markup pre-check")
struct MarkupPrecheckTests {
  /// The byte check never hides markup the full scan finds.
  @Test func precheckNeverHidesMarkup() {
    var generator = SystemRandomNumberGenerator()
    let pool: [String] = [
      "*", "**", "[", "]", "(", ")", "^", "<", ">", "/", "b", "B", "1", " ", "é", "\u{301}", "a", "link",
      "x>",
    ]
    var withMarkup = 0
    for _ in 0..<20000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...8, using: &generator) { text += pool.randomElement(using: &generator)! }
      let full = TextMarkupMismatchRule.scanMarkup(text)
      #expect(TextMarkupMismatchRule.markup(text) == full, "\(text.debugDescription)")
      if full != TextMarkupMismatchRule.Markup() { withMarkup += 1 }
    }
    #expect(withMarkup > 100)
  }
}

@Suite("Scalar classes")
struct ScalarClassTests {
  /// The ASCII shortcuts give the Unicode properties' answers.
  @Test func asciiShortcutsAgreeWithUnicodeProperties() {
    let others: [UInt32] = [0x85, 0xA0, 0xAA, 0xC0, 0x0301, 0x1680, 0x2028, 0x3000, 0x05D0, 0x4E00, 0x1F600]
    for value in Array(0..<0x80) + others {
      let scalar = Unicode.Scalar(value)!
      #expect(scalar.isWhiteSpace == scalar.properties.isWhitespace, "U+\(value)")
      let letter: Bool
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: letter = true
      default: letter = false
      }
      #expect(TextScan.isLetter(scalar) == letter, "U+\(value)")
    }
  }

  /// The White_Space list is the property, for every scalar.
  @Test func whiteSpaceListIsTheProperty() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.isWhiteSpace != scalar.properties.isWhitespace {
        Issue.record("U+\(String(value, radix: 16))")
      }
    }
  }

  @Test func wordsKeepApostrophesHyphensAndMarksInside() {
    #expect(
      TextScan.words("l'été, well-known ’tis e\u{301}t 42 日本") == [
        "l'été", "well-known", "’tis", "e\u{301}t", "日本",
      ])
  }
}
