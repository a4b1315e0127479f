/// `label.missing`: a focus stop with nothing to say.
struct LabelMissingRule: Rule {
  let description = RuleDescription(
    id: "label.missing",
    defaultSeverity: .error,
    summary: "A focus stop's spoken text is empty in a locale",
    rationale: """
      VoiceOver stops on the element and says only its traits ("button"), or nothing: a blind \
      user cannot tell what the control does. Typical causes are an icon-only button without a \
      label and a translation left empty. An SF Symbol without a label is read by its name and \
      is reported by `struct.decorative-exposed` instead.
      """,
    reference: "WCAG 2.2, 4.1.2 Name, Role, Value; Apple HIG, Accessibility (VoiceOver)",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        ↓{"id": "go", "role": "button", "frame": [32, 742, 326, 50], "actions": ["activate"]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """, strings: "\"title\" = \"Welcome\";\n\"go\" = \"\";\n"),
    ],
    nonTriggeringExamples: [flowExample(FlowExampleDefaults.titleAndButton)],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for spoken in context.simulation.stops where normalizedForComparison(spoken.announcement.label).isEmpty {
      let element = spoken.stop.element
      sink.report(
        "\(quoted(element.id)) on screen \(quoted(context.screen.id)) has no spoken text in \(quoted(context.locale.tag)); give it a label or visible text",
        on: element, in: context)
    }
  }
}
