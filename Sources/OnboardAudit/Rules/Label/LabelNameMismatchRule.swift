/// `label.name-mismatch`: an accessibility label that hides the visible words.
struct LabelNameMismatchRule: Rule {
  let description = RuleDescription(
    id: "label.name-mismatch",
    defaultSeverity: .error,
    summary: "An explicit label does not contain the element's visible text",
    rationale: """
      Voice Control users say what they see ("Tap Continue"); when the label is "Next page", \
      the command fails, and sighted screen-reader users hear something else than what is \
      shown. The label must contain the visible text (compared lowercased, in each locale), \
      and should start with it.
      """,
    reference: "WCAG 2.2, 2.5.3 Label in Name",
    triggeringExamples: [
      flowExample(FlowExampleDefaults.titledButton(#""label": {"literal": "Next page"}"#, marked: true))
    ],
    nonTriggeringExamples: [
      flowExample(FlowExampleDefaults.titledButton(#""label": {"literal": "Continue to reminders"}"#))
    ],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    // Text computed at run time cannot be compared.
    for element in context.screen.allElements
    where element.label != nil && element.text != nil && element.label?.expression == nil
      && element.text?.expression == nil
    {
      guard context.simulation.isRead(element.id),
        let label = context.simulation.string("label", of: element),
        let text = context.simulation.string("text", of: element)
      else { continue }
      let visible = normalizedForComparison(text)
      guard !visible.isEmpty, !normalizedForComparison(label).contains(visible) else { continue }
      sink.report(
        "the label \(quoted: label) of \(context.name(of: element)) in \(quoted: context.locale.tag) does not contain its visible text \(quoted: text), so Voice Control users who say what they see cannot activate it; start the label with the visible text",
        on: element, in: context)
    }
  }
}
