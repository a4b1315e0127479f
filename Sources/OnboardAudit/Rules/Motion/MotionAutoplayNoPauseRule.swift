/// `motion.autoplay-no-pause`: motion or blinking that plays on by itself with no pause.
struct MotionAutoplayNoPauseRule: Rule {
  let description = RuleDescription(
    id: "motion.autoplay-no-pause",
    defaultSeverity: .error,
    summary: "Content moves, blinks or loops by itself for more than 5 s with no way to pause it",
    rationale: """
      Moving or blinking content that starts by itself pulls the eye away from the text and \
      keeps pulling; people with attention or vestibular disorders cannot read next to it. \
      WCAG asks for a way to pause, stop or hide anything that starts automatically, lasts \
      more than five seconds and is shown beside other content. An animation counts when it \
      starts by itself (`appear`, `loop`, the screen's transition) and moves, flashes or \
      repeats, and when its running time (`duration` × `repeat`, endless for `"forever"` and \
      for a `loop` without a count; 0.35 s when no duration is given) is over 5 s; \
      `userCanPause: true` says the screen offers a control that pauses it. It is checked \
      with Reduce Motion off and on (a fallback inherits the animation's `userCanPause`), \
      and reported once. The rule cannot check that the pause control exists or works.
      """,
    reference: "WCAG 2.2, 2.2.2 Pause, Stop, Hide; Apple HIG, Motion",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "icon", "role": "image", "symbol": "sparkles", "label": {"literal": "Sparkles"},
         "animations": [↓{"kind": "bounce", "trigger": "loop", "duration": 0.8, "repeat": "forever",
                         "reducedMotion": {"kind": "none"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "badge", "role": "text", "text": "body",
         "animations": [{"kind": "scale", "repeat": 3, "duration": 1,
                         "reducedMotion": ↓{"kind": "fade", "repeat": 12, "duration": 0.5}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "icon", "role": "image", "symbol": "sparkles", "label": {"literal": "Sparkles"},
         "animations": [{"kind": "bounce", "trigger": "loop", "duration": 0.8, "repeat": "forever",
                         "userCanPause": true, "reducedMotion": {"kind": "none"}},
                        {"kind": "pulse", "duration": 0.8, "repeat": 3, "reducedMotion": {"kind": "none"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"],
         "animations": [{"kind": "wiggle", "trigger": "interaction", "repeat": "forever",
                         "reducedMotion": {"kind": "none"}}]}
        """)
    ],
    scope: .flow)

  /// WCAG 2.2.2's limit, in seconds.
  static let limit = 5.0

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    var reported: Set<SourceLocation> = []
    for mode in MotionMode.allCases {
      for run in context.timeline(mode).allRuns where Self.playsOn(run) {
        guard reported.insert(run.declared.location).inserted, let running = run.running else { continue }
        let length = run.runsFor.map { "for \(secondsText($0))" } ?? "forever"
        let when = mode == .normal ? "" : " with Reduce Motion on (its fallback \(running.kind.rawValue))"
        sink.report(
          "\(run.subject) on \(context.screenName) plays by itself \(length)\(when) with no way to pause it; stop it within 5 s or offer a pause control (userCanPause)",
          about: run, in: context, at: run.location)
      }
    }
  }

  /// Whether a run starts by itself, moves, flashes or repeats, goes on longer than the
  /// limit, and cannot be paused.
  static func playsOn(_ run: AnimationRun) -> Bool {
    guard run.isAutomatic, !run.userCanPause else { return false }
    guard run.isMotion || run.repeats || run.flashesPerSecond != nil else { return false }
    return run.runsFor.map { $0 > limit } ?? true
  }
}
