/// `text.length`: copy longer than its place on screen.
struct TextLengthRule: Rule {
  static let characterWidth = RuleOption.number(
    "characterWidth", of: "text.length", default: 0.5, in: 0.1...2,
    "The width of a character in the line estimate, in ems (East Asian wide characters stay 1 em)")

  let description = RuleDescription(
    id: "text.length",
    defaultSeverity: .warning,
    summary: "A text is longer than its element's maxLength, or than its maxLines at its width and fontSize",
    rationale: """
      German and Russian run 30 % longer than English, and a title that wraps to a third line \
      pushes the call to action off a small screen or gets truncated ("Willkommen bei…"). \
      `maxLength` counts grapheme clusters. The line estimate is rough: each character is \
      taken as half the font size wide (`characterWidth`), East Asian wide characters (CJK, \
      kana, Hangul, full-width forms) as the full font size; words wrap at spaces, and text \
      without spaces breaks anywhere. Real fonts differ: set `characterWidth` to the app's \
      font, keep a margin, or lower the rule for scripts the estimate does not suit.
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
    scope: .locale,
    options: [Self.characterWidth])

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let characterWidth = context.settings.options[Self.characterWidth]
    for element in context.screen.allElements where element.maxLength != nil || element.maxLines != nil {
      guard
        let text = context.simulation.string("text", of: element)
          ?? context.simulation.string("label", of: element)
      else { continue }
      let subject = "\(context.name(of: element)) in \(quoted(context.locale.tag))"
      if let limit = element.maxLength, text.count > limit {
        sink.report(
          "the text \(quoted: text, limit: 40) of \(subject) has \(counted(text.count, "character")), more than its maxLength \(limit); shorten the translation",
          on: element, in: context)
      } else if let lines = element.maxLines, let width = element.width, let fontSize = element.fontSize {
        let estimate = TextWrapping.lines(
          text, width: width, fontSize: fontSize, characterWidth: characterWidth)
        guard estimate > lines else { continue }
        sink.report(
          "the text \(quoted: text, limit: 40) of \(subject) takes about \(counted(estimate, "line")) at \(Int(width)) pt, more than its maxLines \(lines); shorten the translation",
          on: element, in: context)
      }
    }
  }
}
