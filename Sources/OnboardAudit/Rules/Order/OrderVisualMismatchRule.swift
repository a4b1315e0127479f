/// `order.visual-mismatch`: a sort priority that moves a stop from where it is seen.
struct OrderVisualMismatchRule: Rule {
  let description = RuleDescription(
    id: "order.visual-mismatch",
    defaultSeverity: .note,
    summary: "A sort priority moves a focus stop away from its place on screen",
    rationale: """
      `sortPriority` (SwiftUI's accessibilitySortPriority) overrides the geometric order; \
      sometimes on purpose, but sighted VoiceOver users then see the cursor jump, and low \
      vision users lose their place. Reported for each element with a priority whose stop is \
      read at another position than the frames alone would give.
      """,
    reference: "WCAG 2.2, 1.3.2 Meaningful Sequence; WCAG 2.2, 2.4.3 Focus Order",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        {"id": "body", "role": "text", "text": "body", "frame": [32, 150, 326, 40]},
        ↓{"id": "go", "role": "button", "text": "go", "sortPriority": 2, "frame": [32, 742, 326, 50],
         "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "sortPriority": 1, "frame": [32, 96, 326, 40]},
        {"id": "go", "role": "button", "text": "go", "frame": [32, 742, 326, 50], "actions": ["activate"]}
        """)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let geometric = ReadingOrder.stops(
      of: context.screen, device: context.manifest.device, rightToLeft: context.locale.isRightToLeft,
      usePriorities: false)
    for element in context.screen.allElements where element.sortPriority != 0 {
      guard let read = context.simulation.stops.firstIndex(where: { $0.stop.isWithin(element.id) }),
        let seen = geometric.firstIndex(where: { $0.isWithin(element.id) }), read != seen
      else { continue }
      sink.report(
        "the sort priority of \(context.name(of: element)) moves it to stop \(read + 1), where its frame puts it at \(seen + 1), so VoiceOver users hear it in another order than others see it; keep the priority only if that order is meant",
        on: element, in: context)
    }
  }
}
