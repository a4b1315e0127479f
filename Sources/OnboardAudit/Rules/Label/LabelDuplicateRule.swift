/// `label.duplicate`: two stops that sound the same, one of them a control.
struct LabelDuplicateRule: Rule {
  let description = RuleDescription(
    id: "label.duplicate",
    defaultSeverity: .warning,
    summary: "Two focus stops on a screen have the same spoken label, one of them actionable",
    rationale: """
      Two controls called "Continue", or a heading and a button with the same words, leave a \
      VoiceOver user guessing which one acts, and Voice Control cannot tell them apart. Labels \
      are compared lowercased, without surrounding punctuation; the finding is on the later stop.
      """,
    reference: "WCAG 2.2, 2.4.6 Headings and Labels; WCAG 2.2, 2.4.4 Link Purpose",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]},
        ↓{"id": "go.again", "role": "button", "text": "go", "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "body", "role": "text", "text": "body"},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """)
    ],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    var seen: [String: SpokenStop] = [:]
    for spoken in context.simulation.stops {
      let label = normalizedForComparison(spoken.announcement.label)
      guard !label.isEmpty else { continue }
      if let first = seen[label], first.stop.isActionable || spoken.stop.isActionable {
        sink.report(
          "\(context.name(of: spoken.stop.element)) and \(context.name(of: first.stop.element)) are both read \(quoted: spoken.announcement.label) in \(quoted: context.locale.tag), so VoiceOver users cannot tell them apart; give each a distinct label",
          on: spoken.stop.element, in: context)
      } else if seen[label] == nil {
        seen[label] = spoken
      }
    }
  }
}
