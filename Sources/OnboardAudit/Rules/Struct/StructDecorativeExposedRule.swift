/// `struct.decorative-exposed`: an image read by its file or symbol name.
struct StructDecorativeExposedRule: Rule {
  let description = RuleDescription(
    id: "struct.decorative-exposed",
    defaultSeverity: .warning,
    summary: "An image is read on its own with no label, or by its symbol name",
    rationale: """
      An SF Symbol without a label is read by its name ("lock fill, image"), and another image \
      without one as "image": noise in the best case, confusion in the worst. An image that only \
      decorates a row should be `decorative: true`; one that carries meaning needs a label. \
      Images inside a `combine` row are read as part of it and are checked too; images inside \
      an `ignore` container are not read.
      """,
    reference: "WCAG 2.2, 1.1.1 Non-text Content; Apple HIG, Accessibility (images)",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "row", "role": "group", "children": "combine", "elements": [
          ↓{"id": "row.icon", "role": "image", "symbol": "lock.fill"},
          {"id": "row.text", "role": "text", "text": "body"}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "hero", "role": "image", "label": {"literal": "bell.badge.fill"}, "symbol": "bell.badge.fill"}
        """),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "row", "role": "group", "children": "combine", "elements": [
          {"id": "row.icon", "role": "image", "symbol": "lock.fill", "decorative": true},
          {"id": "row.text", "role": "text", "text": "body"}]},
        {"id": "hero", "role": "image", "symbol": "bell.badge.fill", "label": "body"}
        """)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for element in context.screen.allElements where element.isImage && !element.decorative {
      guard context.simulation.isRead(element.id) else { continue }
      guard let label = element.label else {
        let read = element.symbol.map { "by its symbol name \(quoted(spokenSymbol($0)))" } ?? "as \"image\""
        sink.report(
          "the image \(context.name(of: element)) on screen \(quoted: context.screen.id) is read \(read), which tells VoiceOver users nothing; mark it decorative or give it a label",
          on: element, in: context)
        continue
      }
      if let symbol = element.symbol, label.literal == symbol || label.key == symbol {
        sink.report(
          "the image \(context.name(of: element)) is labelled with its symbol name \(quoted: symbol), which VoiceOver users hear as jargon; describe what it shows or mark it decorative",
          on: element, in: context)
      }
    }
  }
}
