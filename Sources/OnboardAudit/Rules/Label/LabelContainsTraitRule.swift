/// `label.contains-trait`: a label that says its own trait ("Continue button").
struct LabelContainsTraitRule: Rule {
  let description = RuleDescription(
    id: "label.contains-trait",
    defaultSeverity: .warning,
    summary: "A label repeats the trait VoiceOver already speaks, such as \"Continue button\"",
    rationale: """
      VoiceOver speaks the trait after the label, so "Continue button" is read "Continue \
      button, button" ("Weiter Taste, Taste" in German). The label should name the action \
      only. The trait words are compared in the locale's language and in English, at the start \
      or end of the label; a word that merely contains them ("Buttons and switches") passes.
      """,
    reference: "Apple HIG, Accessibility: VoiceOver (labels); WCAG 2.2, 2.4.6 Headings and Labels",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """, strings: "\"title\" = \"Welcome\";\n\"go\" = \"Continue button\";\n"),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """,
        files: [("de.lproj/Onboarding.strings", "\"title\" = \"Willkommen\";\n\"go\" = \"Weiter Taste\";\n")]),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """, strings: "\"title\" = \"Buttons and switches\";\n\"go\" = \"Continue\";\n")
    ],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let joined = ["ja", "zh"].contains(context.locale.language)
    for spoken in context.simulation.stops {
      let label = normalizedForComparison(spoken.announcement.label)
      guard !label.isEmpty else { continue }
      for trait in spoken.stop.spokenTraits where trait != .dimmed && trait != .adjustable {
        let match = trait.words(in: context.locale).first { word in
          let word = word.lowercased()
          return label == word || label.hasSuffix(" " + word) || label.hasPrefix(word + " ")
            || (joined && label.hasSuffix(word))
        }
        guard let match else { continue }
        sink.report(
          "the label \(quoted: spoken.announcement.label) of \(context.name(of: spoken.stop.element)) in \(quoted: context.locale.tag) says \(quoted: match), which VoiceOver already speaks; leave the trait out of the label",
          on: spoken.stop.element, in: context)
        break
      }
    }
  }
}
