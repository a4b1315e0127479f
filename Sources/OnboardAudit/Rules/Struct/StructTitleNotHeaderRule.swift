/// `struct.title-not-header`: a screen title VoiceOver cannot jump to.
struct StructTitleNotHeaderRule: Rule {
  let description = RuleDescription(
    id: "struct.title-not-header",
    defaultSeverity: .error,
    summary: "The screen's title lacks the header trait",
    rationale: """
      VoiceOver users move between headings with the rotor to learn what a screen is; a \
      title without the header trait is read as plain text and cannot be found that way. \
      Give the element `role: header` or the `header` trait.
      """,
    reference: "WCAG 2.2, 1.3.1 Info and Relationships; WCAG 2.2, 2.4.6 Headings and Labels",
    triggeringExamples: [
      flowExample(
        """
        ↓{"id": "title", "role": "text", "text": "title"},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "text", "traits": ["header"], "text": "title"},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    guard let id = context.screen.title, let title = context.screen.element(id: id),
      !title.effectiveTraits.contains(.header)
    else { return }
    sink.report(
      "the title \(context.name(of: title)) of screen \(quoted: context.screen.id) is not a heading, so VoiceOver users cannot jump to it with the Headings rotor; \(FixWording.header(at: title.location))",
      on: title, in: context,
      fix: title.modifiersEnd.map {
        CodeFix(
          insertAt: $0, text: ".accessibilityAddTraits(.isHeader)",
          description: "Add .accessibilityAddTraits(.isHeader) to the title")
      })
  }
}
