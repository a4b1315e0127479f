/// `label.placeholder-only`: a text field whose only name is its placeholder.
struct LabelPlaceholderOnlyRule: Rule {
  let description = RuleDescription(
    id: "label.placeholder-only",
    defaultSeverity: .warning,
    summary: "A text field's only visible name is its placeholder, which disappears as the user types",
    rationale: """
      A placeholder ("Email address") is grey hint text inside an empty field: it goes away at \
      the first letter typed, so whoever looks back no longer sees what the field is for, and \
      VoiceOver, which reads a field with no label by its placeholder, then reads the value \
      alone. WCAG asks for a label or instructions that stay. A text field with a \
      `placeholder` and no `label` or `text` is reported unless a text sits where a label \
      does: right above the field (its bottom within 24 pt of the field's top, over the \
      field's width) or just before it on its row, or, without frames, the stop read right \
      before it. Give the field a visible label and make it the field's `label`.
      """,
    reference: "WCAG 2.2, 3.3.2 Labels or Instructions; Apple HIG, Text fields",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [24, 80, 342, 40]},
        ↓{"id": "email", "role": "textField", "placeholder": "body", "frame": [24, 160, 342, 44]},
        {"id": "go", "role": "button", "text": "go", "frame": [24, 742, 342, 50], "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [
      // The field's visible label right above it.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [24, 80, 342, 40]},
        {"id": "caption", "role": "text", "text": "body", "frame": [24, 140, 342, 20]},
        {"id": "email", "role": "textField", "placeholder": "body", "frame": [24, 166, 342, 44]},
        {"id": "go", "role": "button", "text": "go", "frame": [24, 742, 342, 50], "actions": ["activate"]}
        """),
      // A label of its own.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [24, 80, 342, 40]},
        {"id": "email", "role": "textField", "label": "body", "placeholder": "body", "frame": [24, 160, 342, 44]}
        """),
    ],
    scope: .flow)

  /// How far above a field its visible label may end, in points.
  static let labelDistance = 24.0

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let stops = context.simulation.stops
    for (position, spoken) in stops.enumerated() {
      let field = spoken.stop.element
      guard field.role == .textField, field.placeholder != nil, field.label == nil, field.text == nil,
        !hasVisibleLabel(spoken.stop, before: stops[..<position].map(\.stop))
      else { continue }
      sink.report(
        "the text field \(context.name(of: field)) on \(context.screenName) is named only by its placeholder, which disappears as the user types (VoiceOver then reads the value alone); put a visible label by it and make that its label",
        on: field, in: context)
    }
  }

  /// Whether a static text sits where a field's label does: right above it, or before it on
  /// its row; without frames, the stop read right before it.
  private func hasVisibleLabel(_ field: FocusStop, before earlier: [FocusStop]) -> Bool {
    let texts = earlier.filter { !$0.isActionable && $0.element.role != .header }
    guard let frame = field.frame else {
      return earlier.last.map { !$0.isActionable && $0.element.role != .header } ?? false
    }
    return texts.contains { stop in
      guard let label = stop.frame else { return false }
      let above =
        label.maxY <= frame.y + 1 && frame.y - label.maxY <= Self.labelDistance
        && label.x < frame.maxX && label.maxX > frame.x
      let beside = abs(label.y - frame.y) < max(frame.height, label.height) && label.maxY > frame.y
      return above || beside
    }
  }
}
