/// `timing.auto-advance-voiceover`: a screen or carousel that goes on advancing while
/// VoiceOver reads it.
struct TimingAutoAdvanceVoiceOverRule: Rule {
  let description = RuleDescription(
    id: "timing.auto-advance-voiceover",
    defaultSeverity: .warning,
    summary: "A screen or carousel keeps advancing on its timer while VoiceOver runs",
    rationale: """
      VoiceOver reads a page at its own pace, and its user moves on with a swipe. A carousel \
      that turns its page on a timer takes the text away mid-sentence and moves the \
      VoiceOver cursor, so its user loses their place, even where a pause button exists: \
      finding it means leaving the text. Apple's own pagers stop for VoiceOver; an app's \
      timer should too, by checking `@Environment(\\.accessibilityVoiceOverEnabled)` or \
      `UIAccessibility.isVoiceOverRunning`. A manifest says so with `stopsForVoiceOver: \
      true` beside the `autoAdvance`; in SwiftUI code, a timer whose code reads either \
      setting is taken to stop. Reported once per screen or carousel, at its `autoAdvance`.
      """,
    reference: "WCAG 2.2, 2.2.1 Timing Adjustable; Apple, accessibilityVoiceOverEnabled",
    triggeringExamples: [
      flowExample(FlowExampleDefaults.carousel(autoAdvance: #"↓{"after": 6, "userCanPause": true}"#)),
      flowExample(
        FlowExampleDefaults.titleAndButton,
        screen:
          #""title": "title", "autoAdvance": ↓{"after": 8, "userCanDisable": true}, "stopsForVoiceOver": false"#
      ),
    ],
    nonTriggeringExamples: [
      flowExample(
        FlowExampleDefaults.carousel(
          autoAdvance: #"{"after": 6, "userCanPause": true}"#, stopsForVoiceOver: true))
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    if let advance = context.screen.autoAdvance, context.screen.stopsForVoiceOver != true {
      sink.reportOnScreen(
        "\(context.screenName) moves on by itself every \(secondsText(advance.after)) also while VoiceOver reads it, so its user loses their place mid-sentence; stop the timer while VoiceOver runs (accessibilityVoiceOverEnabled) and set stopsForVoiceOver",
        in: context, at: advance.location)
    }
    for element in context.screen.allElements {
      guard let advance = element.autoAdvance, element.stopsForVoiceOver != true else { continue }
      sink.report(
        "the \(element.role == .carousel ? "carousel" : "element") \(context.name(of: element)) on \(context.screenName) turns its page every \(secondsText(advance.after)) also while VoiceOver reads it, so its user loses their place mid-sentence; stop the timer while VoiceOver runs (accessibilityVoiceOverEnabled) and set stopsForVoiceOver",
        on: element, in: context, at: advance.location)
    }
  }
}
