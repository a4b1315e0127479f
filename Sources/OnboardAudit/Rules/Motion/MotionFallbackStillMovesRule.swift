/// `motion.fallback-still-moves`: a Reduce Motion fallback that is motion itself.
struct MotionFallbackStillMovesRule: Rule {
  let description = RuleDescription(
    id: "motion.fallback-still-moves",
    defaultSeverity: .error,
    summary: "A reducedMotion fallback still slides, scales, rotates, blurs or bounces",
    rationale: """
      A fallback exists to take the motion out: a slide replaced by a shorter slide, or a \
      bounce by a scale, still moves across the screen or changes size, which is what people \
      who turn on Reduce Motion need to avoid. Apple's guidance is to replace motion with a \
      dissolve (`fade`, `crossFade`), a colour change or nothing (`{"kind": "none"}`, the \
      end state at once). Every kind but `fade`, `crossFade` and `color` counts as motion; \
      the rule cannot tell a 2-pt nudge from a full-screen slide.
      """,
    reference: "Apple HIG, Motion (Reduce Motion); WCAG 2.2, 2.3.3 Animation from Interactions",
    triggeringExamples: [
      flowExample(
        FlowExampleDefaults.slidingRow(
          at: "0.3", reducedMotion: #"↓{"kind": "slide", "delay": 0.3, "duration": 0.2}"#))
    ],
    nonTriggeringExamples: [
      flowExample(
        FlowExampleDefaults.slidingRow(
          at: "0.3", reducedMotion: #"{"kind": "fade", "duration": 0.2}"#,
          button: """
            {"id": "go", "role": "button", "text": "go", "actions": ["activate"],
             "animations": [{"kind": "scale", "trigger": "interaction", "reducedMotion": {"kind": "none"}}]}
            """))
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for run in context.timeline(.reduceMotion).allRuns {
      guard case .animation(let fallback) = run.declared.reducedMotion, fallback.kind.isMotion else {
        continue
      }
      sink.report(
        "the Reduce Motion fallback of \(run.subject) on \(context.screenName) still moves (\(fallback.kind.rawValue)) for people who turned motion off; use {\"kind\": \"none\"}, a fade, a cross-fade or a colour change",
        about: run, in: context, at: fallback.location)
    }
  }
}
