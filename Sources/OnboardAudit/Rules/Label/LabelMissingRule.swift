/// `label.missing`: a focus stop with nothing to say.
struct LabelMissingRule: Rule {
  let description = RuleDescription(
    id: "label.missing",
    defaultSeverity: .error,
    summary: "A focus stop has nothing to speak (no label, text or value) in a locale",
    rationale: """
      VoiceOver stops on the element and says only its traits ("button"), or nothing: a blind \
      user cannot tell what the control does. Typical causes are an icon-only button without a \
      label and a translation left empty. What counts is what VoiceOver reads: the label, else \
      the visible text, then the value, so a page control whose value is "Page 1 of 3" has \
      something to say. A stop that is silent in every audited locale is a defect of the flow, \
      not of a translation: it is reported once, without a locale. A stop silent in one \
      locale only has its translation left empty there, which `value.empty` reports: one \
      cause, one finding. An SF Symbol without a \
      label is read by its name and is reported by `struct.decorative-exposed` instead.
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
    nonTriggeringExamples: [
      flowExample(FlowExampleDefaults.titleAndButton),
      // An empty German translation is value.empty's to report, once.
      flowExample(
        FlowExampleDefaults.titleAndButton,
        files: [
          (
            "de.lproj/Onboarding.strings",
            "\"title\" = \"Willkommen\";\n\"go\" = \"\";\n\"go.hint\" = \"\";\n"
          )
        ]),
      // VoiceOver reads the value: "Page 1 of 3, adjustable".
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "dots", "role": "pageIndicator", "value": {"literal": "Page 1 of 3"}}
        """),
    ],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for spoken in context.simulation.stops where normalizedForComparison(spoken.announcement.name).isEmpty {
      let element = spoken.stop.element
      func says(_ words: [String]) -> String {
        words.isEmpty ? "says nothing" : "says only \(quoted(words.joined(separator: ", ")))"
      }
      let silentEverywhere = context.auditedLocales.allSatisfy { locale in
        locale == context.locale
          || normalizedForComparison(
            ScreenSimulation.announcement(of: spoken.stop, locale: locale, resolver: context.strings).name
          ).isEmpty
      }
      // Silent in this locale alone: its translations are empty, which `value.empty` reports
      // at the table (one cause, one finding).
      guard silentEverywhere else { continue }
      // One finding for the flow, from the first locale's simulation.
      guard context.locale == context.auditedLocales.first else { continue }
      var flow = context
      flow.isPerLocale = false
      let english = spoken.stop.spokenTraits.map { $0.word(in: AuditLocale(canonical: "en")) }
      sink.report(
        "VoiceOver \(says(english)) at \(context.name(of: element)) on screen \(quoted: context.screen.id), in every locale: it has no label, text or value; \(FixWording.label(at: element.location))",
        on: element, in: flow)
    }
  }
}
