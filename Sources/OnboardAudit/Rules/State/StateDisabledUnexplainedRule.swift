/// `state.disabled-unexplained`: a disabled primary action, and nothing on the screen that says
/// what enables it.
struct StateDisabledUnexplainedRule: Rule {
  let description = RuleDescription(
    id: "state.disabled-unexplained",
    defaultSeverity: .warning,
    summary: "The primary action is disabled, with no hint and no text on the screen saying what enables it",
    rationale: """
      VoiceOver reads a disabled button "Continue, dimmed, button", and nothing more: its user \
      hears that the way on is closed, not how to open it, and sighted users see only a grey \
      button. Apple asks that a disabled control's reason be clear; WCAG asks for \
      instructions where input is required. The screen's `primaryAction` with the \
      `notEnabled` trait is reported unless it has a hint, or a text on the screen names \
      what enables it: one of the screen's inputs (a text field, a switch, a choice) by a \
      word of its name ("Enter your email to continue" beside a field named "Email").
      """,
    reference: "WCAG 2.2, 3.3.2 Labels or Instructions; Apple HIG, Buttons",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [24, 80, 342, 40]},
        {"id": "name", "role": "textField", "label": {"literal": "Your name"}, "frame": [24, 160, 342, 44]},
        ↓{"id": "go", "role": "button", "text": "go", "traits": ["notEnabled"], "frame": [24, 742, 342, 50],
         "actions": ["activate"]}
        """, screen: #""title": "title", "primaryAction": "go""#)
    ],
    nonTriggeringExamples: [
      // A text names the field.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [24, 80, 342, 40]},
        {"id": "why", "role": "text", "text": {"literal": "Enter your name to continue."}, "frame": [24, 130, 342, 20]},
        {"id": "name", "role": "textField", "label": {"literal": "Your name"}, "frame": [24, 160, 342, 44]},
        {"id": "go", "role": "button", "text": "go", "traits": ["notEnabled"], "frame": [24, 742, 342, 50],
         "actions": ["activate"]}
        """, screen: #""title": "title", "primaryAction": "go""#),
      // A hint says it.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [24, 80, 342, 40]},
        {"id": "go", "role": "button", "text": "go", "hint": "body", "traits": ["notEnabled"],
         "frame": [24, 742, 342, 50], "actions": ["activate"]}
        """, screen: #""title": "title", "primaryAction": "go""#),
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    guard let id = context.screen.primaryAction,
      let action = context.simulation.stops.first(where: { $0.stop.element.id == id }),
      action.stop.traits.contains(.notEnabled), action.announcement.hint.isEmpty
    else { return }
    let stops = context.simulation.stops
    let inputs = stops.filter {
      [.textField, .toggle].contains($0.stop.element.role) || $0.stop.series != nil
    }
    let inputWords = Set(inputs.flatMap { Self.words($0.announcement.label) })
    let explained = stops.contains { spoken in
      !spoken.stop.isActionable && spoken.stop.element.id != id
        && !inputWords.isDisjoint(with: Self.words(spoken.announcement.label))
    }
    guard !explained else { return }
    sink.report(
      "\(context.name(of: action.stop.element)), the primary action of \(context.screenName), is disabled, and nothing says what enables it: VoiceOver reads only \"dimmed\"; give it a hint, or a text on the screen that says what to fill in or choose",
      on: action.stop.element, in: context)
  }

  /// The words of a text of four letters or more, folded for comparison.
  static func words(_ text: String) -> [String] {
    normalizedForComparison(text).split { !$0.isLetter && !$0.isNumber }.map(String.init).filter {
      $0.count >= 4
    }
  }
}
