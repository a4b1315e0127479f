/// `timing.auto-advance`: a screen or carousel that moves on by itself, out of the user's control.
struct TimingAutoAdvanceRule: Rule {
  let description = RuleDescription(
    id: "timing.auto-advance",
    defaultSeverity: .error,
    summary: "A screen or carousel advances on a timer the user cannot pause, extend or turn off",
    rationale: """
      A rotating testimonial or a welcome screen that moves on by itself takes the text away \
      from whoever reads slowly: screen-reader users, people reading in a second language, \
      people with cognitive disabilities. VoiceOver may be in the middle of the text when it \
      changes. WCAG requires that the user can turn such a time limit off, adjust it or \
      extend it (or pause moving content); an `autoAdvance` of a screen or a `carousel` is \
      reported unless it sets `userCanPause`, `userCanExtend` or `userCanDisable`, meaning \
      the screen offers that control. Intervals of 20 hours or more are WCAG's exception. \
      The rule trusts the flags: it cannot check that the control exists, is labelled and \
      is reachable, nor that the app stops advancing while VoiceOver runs.
      """,
    reference: "WCAG 2.2, 2.2.1 Timing Adjustable; WCAG 2.2, 2.2.2 Pause, Stop, Hide; Apple HIG, Onboarding",
    triggeringExamples: [
      flowExample(FlowExampleDefaults.carousel(autoAdvance: #"↓{"after": 3.4}"#)),
      flowExample(
        FlowExampleDefaults.titleAndButton, screen: #""title": "title", "autoAdvance": ↓{"after": 8}"#),
    ],
    nonTriggeringExamples: [
      flowExample(
        FlowExampleDefaults.carousel(autoAdvance: #"{"after": 3.4, "userCanPause": true}"#),
        screen: #""title": "title", "autoAdvance": {"after": 20, "userCanDisable": true}"#)
    ],
    scope: .flow)

  /// WCAG 2.2.1's exception: limits of 20 hours or more.
  static let exempt = 20 * 3600.0

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    if let advance = context.screen.autoAdvance, Self.isUncontrolled(advance) {
      sink.reportOnScreen(
        "\(context.screenName) moves on by itself after \(secondsText(advance.after)) and the user cannot pause, extend or turn that off, so whoever reads slowly loses the text; add a control and set userCanPause, userCanExtend or userCanDisable",
        in: context, at: advance.location)
    }
    for element in context.screen.allElements {
      guard let advance = element.autoAdvance, Self.isUncontrolled(advance) else { continue }
      sink.report(
        "the \(element.role == .carousel ? "carousel" : "element") \(context.name(of: element)) on \(context.screenName) advances every \(secondsText(advance.after)) and the user cannot pause, extend or turn that off, so whoever reads slowly loses the text; add a control and set userCanPause, userCanExtend or userCanDisable",
        on: element, in: context, at: advance.location)
    }
  }

  static func isUncontrolled(_ advance: AutoAdvance) -> Bool {
    !(advance.userCanPause || advance.userCanExtend || advance.userCanDisable) && advance.after < exempt
  }
}
