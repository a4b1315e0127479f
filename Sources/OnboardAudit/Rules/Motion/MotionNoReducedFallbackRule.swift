/// `motion.no-reduced-fallback`: an animation that moves whatever the Reduce Motion setting.
struct MotionNoReducedFallbackRule: Rule {
  let description = RuleDescription(
    id: "motion.no-reduced-fallback",
    defaultSeverity: .error,
    summary: "A motion animation has no reducedMotion fallback, so it moves with Reduce Motion on too",
    rationale: """
      People with vestibular disorders turn on Reduce Motion because sliding, zooming, \
      spinning and bouncing make them dizzy or sick; Apple asks apps to replace such motion \
      (SwiftUI's `accessibilityReduceMotion`) with a fade or nothing. A missing \
      `reducedMotion` means the same animation runs with the setting on. Only motion counts: \
      `fade`, `crossFade` and `color` need no fallback. An animation that starts on its own \
      (`appear`, `loop`, and the screen's transition) is an error; one the user starts \
      (`interaction`) is a warning, as the user chose it and it is usually short. The rule \
      trusts the manifest: it cannot see an app that checks the setting in code without \
      saying so in `reducedMotion`.
      """,
    reference:
      "Apple HIG, Motion (Reduce Motion); WCAG 2.2, 2.3.3 Animation from Interactions; WCAG 2.2, 2.2.2 Pause, Stop, Hide",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "icon", "role": "image", "symbol": "sparkles", "label": {"literal": "Sparkles"},
         "animations": [↓{"kind": "bounce", "trigger": "loop", "duration": 0.8, "repeat": "forever"}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """, screen: #""title": "title", "transition": ↓{"kind": "slide", "duration": 0.4}"#),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "row", "role": "text", "text": "body", "appears": {"at": 0.3},
         "animations": [{"kind": "slide", "delay": 0.3, "duration": 0.4, "reducedMotion": {"kind": "fade"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"],
         "animations": [{"kind": "fade", "trigger": "interaction", "duration": 0.2}]}
        """, screen: #""title": "title", "transition": {"kind": "crossFade", "duration": 0.4}"#)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for run in context.timeline(.normal).allRuns
    where run.declared.kind.isMotion && run.declared.reducedMotion == nil {
      // A transition runs on the trigger it declares, like any animation: one that waits
      // for a tap does not start by itself.
      let started = startedBy(run.declared.trigger)
      sink.report(
        "\(run.subject) on \(context.screenName) (\(started)) has no reducedMotion fallback, so it still moves for people who turned on Reduce Motion because motion makes them dizzy; \(FixWording.reducedMotion(at: run.declared.location))",
        about: run, in: context, at: run.declared.location,
        severity: run.declared.trigger == .interaction ? .warning : .error)
    }
  }

  private func startedBy(_ trigger: FlowAnimation.Trigger) -> String {
    switch trigger {
    case .appear: "starts by itself"
    case .loop: "loops by itself"
    case .interaction: "runs on interaction"
    }
  }
}
