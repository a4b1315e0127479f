/// `trait.action-without-button`: something tappable that does not say so.
struct TraitActionWithoutButtonRule: Rule {
  let description = RuleDescription(
    id: "trait.action-without-button",
    defaultSeverity: .error,
    summary: "An element has actions but no button, link, toggle or adjustable trait",
    rationale: """
      A view made tappable with a gesture recognizer (`onTapGesture`) is announced as plain \
      text: VoiceOver users do not know they can act on it, and Voice Control offers no name \
      for it. Give it `role: button` (or link, toggle) or the matching trait; text fields are \
      controls by their role.
      """,
    reference: "WCAG 2.2, 4.1.2 Name, Role, Value; Apple, accessibilityAddTraits(_:)",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "go", "role": "text", "text": "go", "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "go", "role": "text", "traits": ["button"], "text": "go", "actions": ["activate"]},
        {"id": "name", "role": "textField", "label": "body", "actions": ["activate"]}
        """)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for element in context.screen.allElements where !element.actions.isEmpty {
      guard element.role != .textField && element.role != .toggle,
        element.effectiveTraits.isDisjoint(with: [.button, .link, .adjustable])
      else { continue }
      sink.report(
        "\(context.name(of: element)) on screen \(quoted: context.screen.id) has actions but is announced as \(element.isImage ? "an image" : "text"), so VoiceOver users are not told they can activate it; give it role 'button' or 'link', or the trait",
        on: element, in: context)
    }
  }
}
