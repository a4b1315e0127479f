/// `hint.style`: a hint that describes the gesture or repeats the label.
struct HintStyleRule: Rule {
  let description = RuleDescription(
    id: "hint.style",
    defaultSeverity: .note,
    summary: "A hint names the gesture (\"Tap to…\", \"Double tap…\") or repeats the label",
    rationale: """
      VoiceOver already tells the user how to act, and the gesture differs with Switch \
      Control, Voice Control and a keyboard; a hint says what happens ("Opens the notification \
      settings"), starting with a verb. A hint that repeats the label adds time and nothing \
      else. Gestures are recognised in English, German, French and Spanish.
      """,
    reference: "Apple, accessibilityHint (Documentation); Apple HIG, Accessibility: VoiceOver",
    triggeringExamples: [
      flowExample(
        FlowExampleDefaults.titledButton(#""hint": {"literal": "Double tap to continue."}"#, marked: true)),
      flowExample(FlowExampleDefaults.titledButton(#""hint": {"literal": "Continue"}"#, marked: true)),
    ],
    nonTriggeringExamples: [
      flowExample(FlowExampleDefaults.titledButton(#""hint": "go.hint""#))
    ],
    scope: .locale)

  static let gestures = [
    "tap", "double tap", "double-tap", "double-click", "swipe", "click", "tippe", "tippen", "doppeltippen",
    "streiche", "touchez", "appuyez", "balayez", "toca", "pulsa", "desliza",
  ]

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for spoken in context.simulation.stops {
      let hint = normalizedForComparison(spoken.announcement.hint)
      guard !hint.isEmpty else { continue }
      let element = spoken.stop.element
      if let gesture = Self.gestures.first(where: { hint.hasPrefix($0 + " ") || hint.contains(" \($0) ") }) {
        sink.report(
          "the hint of \(context.name(of: element)) in \(quoted: context.locale.tag) names the gesture \(quoted: gesture), which is wrong for Switch Control and Voice Control users; say what happens instead",
          on: element, in: context)
      } else if hint == normalizedForComparison(spoken.announcement.label) {
        sink.report(
          "the hint of \(context.name(of: element)) in \(quoted: context.locale.tag) repeats its label, so VoiceOver users hear it twice; say what happens or drop the hint",
          on: element, in: context)
      }
    }
  }
}
