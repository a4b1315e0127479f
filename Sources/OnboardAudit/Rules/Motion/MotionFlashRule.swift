/// `motion.flash`: flashing fast enough to trigger seizures.
struct MotionFlashRule: Rule {
  let description = RuleDescription(
    id: "motion.flash",
    defaultSeverity: .error,
    summary: "Content flashes more than three times in one second",
    rationale: """
      Flashing between three and fifty times a second can trigger seizures in people with \
      photosensitive epilepsy, in a fraction of a second and before they can look away. WCAG \
      sets the line at three flashes in any one-second window. The rate is the animation's \
      `flashesPerSecond`, or for a repeating `flash` one flash per `duration`; an animation \
      that flashes fewer than four times in all is not reported. It is checked with Reduce \
      Motion off and on, whatever starts it. Known limits: WCAG's thresholds also depend on \
      the flashing area and on luminance and red contrast, which a manifest does not give, \
      so the rule is stricter than the general flash threshold: it treats every flash as large \
      and bright.
      """,
    reference: "WCAG 2.2, 2.3.1 Three Flashes or Below Threshold; Apple HIG, Motion",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "badge", "role": "text", "text": "body",
         "animations": [↓{"kind": "flash", "trigger": "loop", "flashesPerSecond": 4, "duration": 2,
                         "reducedMotion": {"kind": "none"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "badge", "role": "text", "text": "body",
         "animations": [{"kind": "flash", "flashesPerSecond": 2, "duration": 1, "reducedMotion": {"kind": "none"}},
                        {"kind": "flash", "flashesPerSecond": 10, "duration": 0.3, "reducedMotion": {"kind": "none"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """)
    ],
    scope: .flow)

  /// WCAG 2.3.1's limit: flashes in any one-second window.
  static let limit = 3.0

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    var reported: Set<SourceLocation> = []
    for mode in MotionMode.allCases {
      for run in context.timeline(mode).allRuns {
        guard let rate = run.flashesPerSecond, rate > Self.limit else { continue }
        // Fewer than four flashes in all never makes four in one second.
        if let runsFor = run.runsFor, rate * min(runsFor, 1) <= Self.limit { continue }
        guard reported.insert(run.declared.location).inserted else { continue }
        let when = mode == .normal ? "" : " with Reduce Motion on"
        sink.report(
          "\(run.subject) on \(context.screenName) flashes \(rateText(rate)) times a second\(when), more than 3, which can set off a seizure; slow it to 3 or fewer, or use a fade",
          about: run, in: context, at: run.location)
      }
    }
  }

  private func rateText(_ rate: Double) -> String {
    rate == rate.rounded() ? String(Int(rate)) : String((rate * 10).rounded() / 10)
  }
}
