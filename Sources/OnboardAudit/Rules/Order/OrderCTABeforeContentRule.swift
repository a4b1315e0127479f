/// `order.cta-before-content`: the call to action read before what it concludes.
struct OrderCTABeforeContentRule: Rule {
  let description = RuleDescription(
    id: "order.cta-before-content",
    defaultSeverity: .warning,
    summary: "The primary action is reached before the title or the content above it",
    rationale: """
      A Continue or Allow button read first (usually lifted by a `sortPriority`) asks for a \
      decision before the user has heard what it is about; for a permission primer that \
      defeats its purpose. Reported when the primary action's stop comes before the title's, \
      or before a content stop placed above it (by frame, else by declaration).
      """,
    reference: "WCAG 2.2, 2.4.3 Focus Order; Apple HIG, Onboarding",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        ↓{"id": "go", "role": "button", "text": "go", "sortPriority": 1, "frame": [32, 742, 326, 50],
         "actions": ["activate"]}
        """, screen: #""title": "title", "primaryAction": "go""#)
    ],
    nonTriggeringExamples: [
      flowExample(FlowExampleDefaults.titleAndButton, screen: #""title": "title", "primaryAction": "go""#)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    guard let id = context.screen.primaryAction, let action = context.screen.element(id: id),
      let cta = context.simulation.stop(of: id)
    else { return }
    let declared = context.screen.allElements.map(\.id)
    func isAbove(_ stop: FocusStop) -> Bool {
      if let frame = stop.frame, let own = cta.stop.frame { return frame.maxY <= own.y }
      return (declared.firstIndex(of: stop.element.id) ?? 0)
        < (declared.firstIndex(of: cta.stop.element.id) ?? 0)
    }
    let later = context.simulation.stops[cta.number...]
    let skipped =
      later.first { stop in context.screen.title.map(stop.stop.isWithin) ?? false }
      ?? later.first { !$0.stop.isActionable && isAbove($0.stop) }
    guard let skipped else { return }
    sink.report(
      "the primary action \(quoted: id) of screen \(quoted: context.screen.id) is read at stop \(cta.number), before \(quoted: skipped.stop.element.id), so VoiceOver users reach the button before what it is about; let the content come first",
      on: action, in: context)
  }
}
