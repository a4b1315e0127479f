/// `order.title-not-first`: a screen that does not start with its title.
struct OrderTitleNotFirstRule: Rule {
  let description = RuleDescription(
    id: "order.title-not-first",
    defaultSeverity: .warning,
    summary: "The first focus stop is not the screen's title",
    rationale: """
      VoiceOver starts on the first stop when a screen appears; if that is a Skip button or a \
      page counter, the user does not learn where they are. Usual causes: a close button placed \
      above the title, or a sort priority. The order is the simulated reading order in the \
      source locale; the finding is on the title. From SwiftUI code, a view not in the \
      sources or an image the tool cannot name before the title does not count: it may be \
      no stop at all.
      """,
    reference: "WCAG 2.2, 2.4.3 Focus Order; WCAG 2.2, 1.3.2 Meaningful Sequence",
    triggeringExamples: [
      flowExample(
        """
        {"id": "skip", "role": "button", "text": {"literal": "Skip"}, "frame": [300, 50, 70, 44],
         "actions": ["activate"]},
        ↓{"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        {"id": "go", "role": "button", "text": "go", "frame": [32, 742, 326, 50], "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [flowExample(FlowExampleDefaults.titleAndButton)],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    // A stop the tool does not know (a view not in the sources, an image it cannot name) may
    // be no stop at all: only a known one read before the title makes the finding.
    guard let id = context.screen.title, let title = context.screen.element(id: id),
      let titleStop = context.simulation.stop(of: id),
      let first = context.simulation.stops.prefix(titleStop.number - 1).first(where: { !$0.stop.isUnknown })
    else { return }
    sink.report(
      "screen \(quoted: context.screen.id) starts with \(context.name(of: first.stop.element)), so VoiceOver users hear it before they know which screen they are on; they reach the title \(context.name(of: title)) at stop \(titleStop.number); move the title first",
      on: title, in: context)
  }
}
