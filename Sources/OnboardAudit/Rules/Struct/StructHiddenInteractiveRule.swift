/// `struct.hidden-interactive`: a control the screen reader cannot reach.
struct StructHiddenInteractiveRule: Rule {
  let description = RuleDescription(
    id: "struct.hidden-interactive",
    defaultSeverity: .error,
    summary: "An actionable element is hidden from the screen reader",
    rationale: """
      A button that is `hidden`, `decorative`, inside a hidden container, or inside an \
      `ignore` container that is not itself actionable can be tapped by sight but never \
      reached with VoiceOver or Switch Control: the flow may be impossible to finish. Controls \
      inside a `combine` container act through it and pass.
      """,
    reference: "WCAG 2.2, 2.1.1 Keyboard; WCAG 2.2, 4.1.2 Name, Role, Value",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "go", "role": "button", "text": "go", "hidden": true, "actions": ["activate"]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "card", "role": "group", "children": "ignore", "label": "body", "elements": [
          ↓{"id": "go", "role": "button", "text": "go", "actions": ["activate"]}]}
        """),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "card", "role": "button", "children": "ignore", "label": "go", "actions": ["activate"],
         "elements": [{"id": "card.text", "role": "text", "text": "go"}]},
        {"id": "art", "role": "image", "symbol": "sparkles", "decorative": true, "hidden": true}
        """)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    visit(context.screen.elements, hiddenBy: nil, context, &sink)
  }

  private func visit(
    _ elements: [Element], hiddenBy: String?, _ context: ScreenContext, _ sink: inout FindingSink
  ) {
    for element in elements {
      var reason = hiddenBy
      if reason == nil, element.hidden { reason = "is hidden" }
      if reason == nil, element.decorative { reason = "is decorative" }
      if let reason, element.isActionable {
        sink.report(
          "\(context.name(of: element)) on screen \(quoted: context.screen.id) can be acted on but \(reason), so VoiceOver never reaches it; expose it or drop its actions",
          on: element, in: context)
      }
      var below = reason.map { _ in "is inside a hidden container" }
      if below == nil, element.children == .ignore, !element.isActionable {
        below = "is inside \(context.name(of: element)), whose children are ignored"
      }
      visit(element.elements, hiddenBy: below, context, &sink)
    }
  }
}
