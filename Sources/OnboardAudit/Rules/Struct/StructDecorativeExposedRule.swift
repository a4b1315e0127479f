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
      an `ignore` container are not read. A button that shows only an image is named by it: it \
      needs a label that says what it does, since marked decorative the image would leave it \
      with no name.
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
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "reload", "role": "button", "actions": ["activate"], "elements": [
          ↓{"id": "reload.icon", "role": "image", "symbol": "arrow.clockwise"}]}
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
    let iconOnly = Self.iconOnlyControls(context.screen.elements)
    for element in context.screen.allElements where element.isImage && !element.decorative {
      guard context.simulation.isRead(element.id) else { continue }
      guard let label = element.label else {
        let read = element.symbol.map { "by its symbol name \(quoted(spokenSymbol($0)))" } ?? "as \"image\""
        if let control = iconOnly[element.id] {
          // Marked decorative, the image would leave its control with no name at all.
          sink.report(
            "the \(control.role?.rawValue ?? "control") on screen \(quoted: context.screen.id) that shows only the image \(context.name(of: element)) is read \(read), which does not say what it does; give the \(control.role?.rawValue ?? "control") a label (`.accessibilityLabel`) that names its action",
            on: element, in: context)
          continue
        }
        sink.report(
          "the image \(context.name(of: element)) on screen \(quoted: context.screen.id) is read \(read), which tells VoiceOver users nothing; \(FixWording.decorativeOrLabel(at: element.location))",
          on: element, in: context)
        continue
      }
      if let symbol = element.symbol, label.literal == symbol || label.key == symbol {
        sink.report(
          "the image \(context.name(of: element)) is labelled with its symbol name \(quoted: symbol), which VoiceOver users hear as jargon; \(FixWording.describeOrDecorative(at: element.location))",
          on: element, in: context)
      }
    }
  }
  /// The images that are all a control shows (a button whose label is one symbol), by the
  /// image's id, with the control: VoiceOver names the control by the image.
  static func iconOnlyControls(_ elements: [Element]) -> [String: Element] {
    var result: [String: Element] = [:]
    for element in elements {
      if element.isActionable, element.text == nil, element.label == nil {
        let shown = Self.shown(element.elements)
        if shown.count == 1, let image = shown.first, image.isImage, !image.decorative {
          result[image.id] = element
        }
      }
      result.merge(iconOnlyControls(element.elements)) { first, _ in first }
    }
    return result
  }

  /// The elements with something to read below these, hidden and decorative ones left out.
  private static func shown(_ elements: [Element]) -> [Element] {
    elements.flatMap { element -> [Element] in
      if element.hidden || element.decorative { return [] }
      if element.isImage || element.text != nil || element.label != nil { return [element] }
      return shown(element.elements)
    }
  }
}
