/// `order.title-not-first`: a screen that does not start with its title.
struct OrderTitleNotFirstRule: Rule {
  let description = RuleDescription(
    id: "order.title-not-first",
    defaultSeverity: .warning,
    summary: "The first focus stop is not the screen's title",
    rationale: """
      VoiceOver starts on the first stop when a screen appears; if that is a Skip button or a \
      page counter, the user does not learn where they are. Usual causes: a button placed \
      above the title below the navigation bar's place, a step counter, or a sort priority. \
      Controls where a navigation bar puts them (Close, Skip or Back at a top corner, in the \
      top 120 pt) are not counted: every screen of the system's own starts with them, and \
      users expect them there. The order is the simulated reading order in the source \
      locale; the finding is on the title. From SwiftUI code, a view not in the sources or \
      an image the tool cannot name before the title does not count: it may be no stop at all.
      """,
    reference: "WCAG 2.2, 2.4.3 Focus Order; WCAG 2.2, 1.3.2 Meaningful Sequence",
    triggeringExamples: [
      flowExample(
        """
        {"id": "skip", "role": "button", "text": {"literal": "Skip"}, "frame": [300, 150, 70, 44],
         "actions": ["activate"]},
        ↓{"id": "title", "role": "header", "text": "title", "frame": [32, 206, 326, 40]},
        {"id": "go", "role": "button", "text": "go", "frame": [32, 742, 326, 50], "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [
      flowExample(FlowExampleDefaults.titleAndButton),
      // Close where a navigation bar puts it.
      flowExample(
        """
        {"id": "close", "role": "button", "text": {"literal": "Close"}, "frame": [16, 56, 44, 44],
         "actions": ["activate"]},
        {"id": "title", "role": "header", "text": "title", "frame": [32, 120, 326, 40]},
        {"id": "go", "role": "button", "text": "go", "frame": [32, 742, 326, 50], "actions": ["activate"]}
        """),
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    // A stop the tool does not know (a view not in the sources, an image it cannot name) may
    // be no stop at all: only a known one read before the title makes the finding.
    guard let id = context.screen.title, let title = context.screen.element(id: id),
      let titleStop = context.simulation.stop(of: id),
      let first = context.simulation.stops.prefix(titleStop.number - 1).first(where: { !$0.stop.isUnknown })
    else { return }
    // Close, Skip or Back where a navigation bar puts them, above the title at a top corner,
    // come first on every screen of the system's own, and users expect them there.
    let before = context.simulation.stops.prefix(titleStop.number - 1).filter { !$0.stop.isUnknown }
    let width = context.screen.size(on: context.manifest.device).width
    if before.allSatisfy({ Self.isInNavigationBarPlace($0.stop, screenWidth: width) }) { return }
    sink.report(
      "screen \(quoted: context.screen.id) starts with \(context.name(of: first.stop.element)), so VoiceOver users hear it before they know which screen they are on; they reach the title \(context.name(of: title)) at stop \(titleStop.number); move the title first",
      on: title, in: context)
  }

  /// How far down a navigation bar reaches on a phone: the status bar and the bar, in points.
  static let navigationBarBottom = 120.0

  /// Whether a stop is a control where a navigation bar puts its buttons: in the top band,
  /// at the leading or trailing third of the screen.
  static func isInNavigationBarPlace(_ stop: FocusStop, screenWidth: Double) -> Bool {
    guard stop.isActionable, let frame = stop.frame, frame.maxY <= navigationBarBottom else { return false }
    return frame.maxX <= screenWidth / 3 || frame.x >= screenWidth * 2 / 3
  }
}
