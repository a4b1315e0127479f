/// `trait.page-indicator`: page dots VoiceOver reads badly.
struct TraitPageIndicatorRule: Rule {
  let description = RuleDescription(
    id: "trait.page-indicator",
    defaultSeverity: .warning,
    summary: "Page dots are read as separate stops, or without a \"page i of n\" value",
    rationale: """
      A page indicator built from separate dots is read as a row of unnamed images, and one \
      without a value tells nothing. The system page control is one adjustable element whose \
      value is "page 2 of 4", changed by swiping up and down. Give the indicator \
      `role: pageIndicator` with a `value`, and `children: ignore` if it is built from dots.
      """,
    reference: "Apple, UIPageControl (Accessibility); WCAG 2.2, 4.1.2 Name, Role, Value",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "dots", "role": "pageIndicator", "label": {"literal": "Page"}}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "dots", "role": "pageIndicator", "value": {"literal": "page 1 of 2"}, "elements": [
          {"id": "dot.1", "role": "image", "label": {"literal": "current"}},
          {"id": "dot.2", "role": "image", "label": {"literal": "dot"}}]}
        """),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "dots", "role": "pageIndicator", "label": {"literal": "Page"},
         "value": {"literal": "page 1 of 2"}, "children": "ignore", "elements": [
          {"id": "dot.1", "role": "image", "decorative": true},
          {"id": "dot.2", "role": "image", "decorative": true}]}
        """)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for element in context.screen.allElements where element.role == .pageIndicator {
      let stops = context.simulation.stops(within: element.id)
      if stops.count > 1 {
        sink.report(
          "the page indicator \(context.name(of: element)) is read as \(stops.count) stops, so VoiceOver users swipe through every dot; make it one element with children 'ignore'",
          on: element, in: context)
      } else if element.value == nil {
        sink.report(
          "the page indicator \(context.name(of: element)) has no value, so VoiceOver users are not told which page they are on; give it one such as \"page 1 of 3\"",
          on: element, in: context)
      }
    }
  }
}
