/// `text.length`: copy longer than its place on screen.
struct TextLengthRule: Rule {
  let description = RuleDescription(
    id: "text.length",
    defaultSeverity: .warning,
    summary: "A text is longer than its element's maxLength, or than its maxLines at its width and fontSize",
    rationale: """
      German and Russian run 30 % longer than English, and a title that wraps to a third line \
      pushes the call to action off a small screen or gets truncated ("Willkommen bei…"). \
      `maxLength` counts grapheme clusters. The line estimate is rough: each character is \
      taken as half the font size wide, East Asian wide characters (CJK, kana, Hangul, \
      full-width forms) as the full font size, so they count double; words wrap at spaces, \
      and text without spaces breaks anywhere. Real fonts differ; keep a margin, or lower \
      the rule for scripts the estimate does not suit.
      """,
    reference: "W3C, Text size in translation; Apple HIG, Typography",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "maxLength": 12},
        ↓{"id": "go", "role": "button", "text": "go", "maxLength": 6, "actions": ["activate"]}
        """),
      flowExample(
        """
        ↓{"id": "title", "role": "header", "text": "title", "maxLines": 1, "width": 120, "fontSize": 20},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """,
        files: [("ja.lproj/Onboarding.strings", "\"title\" = \"ようこそ、毎日の日記へ\";\n\"go\" = \"続ける\";\n")]),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "maxLines": 1, "width": 120, "fontSize": 20},
        {"id": "go", "role": "button", "text": "go", "maxLength": 8, "actions": ["activate"]}
        """)
    ],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for element in context.screen.allElements where element.maxLength != nil || element.maxLines != nil {
      guard
        let text = context.simulation.string("text", of: element)
          ?? context.simulation.string("label", of: element)
      else { continue }
      let subject = "\(quoted(element.id)) in \(quoted(context.locale.tag))"
      if let limit = element.maxLength, text.count > limit {
        sink.report(
          "the text \(quoted(text, limit: 40)) of \(subject) has \(text.count) characters, more than its maxLength \(limit); shorten the translation",
          on: element, in: context)
      } else if let lines = element.maxLines, let width = element.width, let fontSize = element.fontSize {
        let estimate = Self.lines(text, width: width, fontSize: fontSize)
        guard estimate > lines else { continue }
        sink.report(
          "the text \(quoted(text, limit: 40)) of \(subject) takes about \(estimate) lines at \(Int(width)) pt, more than its maxLines \(lines); shorten the translation",
          on: element, in: context)
      }
    }
  }

  /// The estimated number of lines: greedy wrapping at spaces, half an em per character, a
  /// whole em for East Asian wide characters; a word wider than a line breaks anywhere.
  static func lines(_ text: String, width: Double, fontSize: Double) -> Int {
    let capacity = max(1, Int(width / (fontSize / 2)))  // in half-em units
    var lines = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var used = 0
      lines += 1
      for word in paragraph.split(separator: " ") {
        let size = word.reduce(0) { $0 + units($1) }
        if used > 0 && used + 1 + size <= capacity {
          used += 1 + size
        } else if used == 0 && size <= capacity {
          used = size
        } else {
          if used > 0 { lines += 1 }
          lines += (size - 1) / capacity
          used = size - (size - 1) / capacity * capacity
        }
      }
    }
    return lines
  }

  /// Half-em units of a character: 2 for East Asian wide characters, else 1.
  static func units(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
