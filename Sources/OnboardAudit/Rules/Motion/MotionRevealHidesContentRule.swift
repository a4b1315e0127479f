/// `motion.reveal-hides-content`: a reveal that keeps content from the screen reader.
struct MotionRevealHidesContentRule: Rule {
  static let contentSeconds = RuleOption.number(
    "contentSeconds", of: "motion.reveal-hides-content", default: 1, in: 0...30,
    "With Reduce Motion on, seconds after which a stop other than the title and the primary action is late")
  static let primaryActionSeconds = RuleOption.number(
    "primaryActionSeconds", of: "motion.reveal-hides-content", default: 3, in: 0...30,
    "With Reduce Motion off, seconds after which the primary action is late")

  let description = RuleDescription(
    id: "motion.reveal-hides-content",
    defaultSeverity: .error,
    summary: "A reveal keeps the title, the primary action or other content from the screen reader",
    rationale: """
      VoiceOver reads what is on screen when it gets there: an element still waiting for its \
      staggered reveal is skipped, and the user swipes past the end of a screen that looks \
      empty. With Reduce Motion on, a reveal should show its end state at once: the title or \
      the primary action reachable later than t = 0 is an error, other content later than \
      1 s a warning. With it off, the title should be there at once and the primary action \
      within 3 s (warnings). Times come from the motion timeline: `appears.at`, the delays of \
      the `appear` animations that bring the element in (`fade crossFade slide scale blur`), \
      under Reduce Motion those of the fallbacks (`{"kind": "none"}`: at once), and the \
      containers'. A stop is reported once, under Reduce Motion when both modes find it. The \
      timeline does not know how long VoiceOver takes to reach a stop, so a late stop may in \
      practice be read in time; it also does not see reveals done in code. The options \
      `contentSeconds` and `primaryActionSeconds` move the 1 s and the 3 s.
      """,
    reference:
      "Apple HIG, Motion (Reduce Motion); Apple HIG, VoiceOver; WCAG 2.2, 2.2.1 Timing Adjustable; WCAG 2.2, 1.3.2 Meaningful Sequence",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "appears": {"at": 0.2},
         "animations": [↓{"kind": "fade", "delay": 0.2, "duration": 0.3}]},
        ↓{"id": "go", "role": "button", "text": "go", "actions": ["activate"], "appears": {"at": 1.5}}
        """, screen: #""title": "title", "primaryAction": "go""#),
      flowExample(
        FlowExampleDefaults.slidingRow(
          at: "0.5", reducedMotion: #"↓{"kind": "fade", "delay": 1.5, "duration": 0.3}"#),
        screen: #""title": "title", "primaryAction": "go""#),
    ],
    nonTriggeringExamples: [
      // A staggered reveal that Reduce Motion skips: at once with the setting on, 1.8 s without.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "row", "role": "text", "text": "body", "appears": {"at": 0.6},
         "animations": [{"kind": "blur", "delay": 0.6, "duration": 0.35, "reducedMotion": {"kind": "none"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"], "appears": {"at": 1.8},
         "animations": [{"kind": "slide", "delay": 1.8, "duration": 0.4, "reducedMotion": {"kind": "none"}}]}
        """, screen: #""title": "title", "primaryAction": "go""#)
    ],
    scope: .flow,
    options: [Self.contentSeconds, Self.primaryActionSeconds])

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let contentLimit = context.settings.options[Self.contentSeconds]
    let primaryActionLimit = context.settings.options[Self.primaryActionSeconds]
    let reduced = context.timeline(.reduceMotion)
    let normal = context.timeline(.normal)
    for spoken in context.simulation.stops {
      let stop = spoken.stop
      let role =
        context.screen.title.map(stop.holds) == true
        ? "the title" : context.screen.primaryAction.map(stop.holds) == true ? "the primary action" : nil
      let name = "\(role.map { $0 + " " } ?? "")\(quoted(stop.element.id)) of \(context.screenName)"
      let timing = reduced.timing(of: stop)
      let reducedLimit = role == nil ? contentLimit : 0
      if timing.visibleAt > reducedLimit + Self.tolerance {
        sink.report(
          "with Reduce Motion on, the screen reader reaches \(name) only after \(secondsText(timing.visibleAt))\(reducedLimit > 0 ? ", later than \(secondsText(reducedLimit))" : ""), so VoiceOver users who start reading miss it; show it at once when the setting is on (a fallback {\"kind\": \"none\"})",
          on: stop.element, in: context, at: timing.cause, severity: role == nil ? .warning : .error)
        continue
      }
      let normalLimit: Double? =
        role == "the title" ? 0 : role == "the primary action" ? primaryActionLimit : nil
      let late = normal.timing(of: stop)
      if let normalLimit, late.visibleAt > normalLimit + Self.tolerance {
        sink.report(
          "the screen reader reaches \(name) only after \(secondsText(late.visibleAt))\(normalLimit > 0 ? ", later than \(secondsText(normalLimit))" : ""); VoiceOver users skip what is not there yet, so show it \(normalLimit > 0 ? "sooner" : "at once")",
          on: stop.element, in: context, at: late.cause, severity: .warning)
      }
    }
  }

  /// Below a millisecond is at once.
  static let tolerance = 0.0005
}

extension FocusStop {
  /// Whether the stop reads an element: its own, a part of it, or a container of it.
  func holds(_ id: String) -> Bool {
    element.id == id || parts.contains { $0.id == id } || ancestors.contains(id)
  }
}
