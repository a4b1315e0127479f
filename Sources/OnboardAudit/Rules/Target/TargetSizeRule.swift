/// `target.size`: a control too small to hit.
struct TargetSizeRule: Rule {
  let description = RuleDescription(
    id: "target.size",
    defaultSeverity: .warning,
    summary: "An actionable frame is smaller than 44×44 pt (an error below 24 pt)",
    rationale: """
      Small targets are missed by people with tremors or large fingers, and a missed Skip or \
      Close button traps them in the flow. WCAG's minimum is 24×24 CSS px (an error here); \
      Apple's guideline is 44×44 pt (a warning). Only elements with a frame are checked; the \
      frame is the hit area as the manifest gives it, and spacing around it is not credited.
      """,
    reference: "WCAG 2.2, 2.5.8 Target Size (Minimum); Apple HIG, Layout (hit targets)",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        ↓{"id": "close", "role": "button", "label": "go", "symbol": "xmark", "frame": [340, 50, 30, 30],
         "actions": ["activate"]},
        ↓{"id": "info", "role": "button", "label": "body", "symbol": "info", "frame": [300, 50, 20, 20],
         "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [flowExample(FlowExampleDefaults.titleAndButton)],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    for element in context.screen.allElements where element.isActionable {
      guard let frame = element.frame, context.simulation.isRead(element.id) || element.children == nil else {
        continue
      }
      let side = min(frame.width, frame.height)
      guard side < 44 else { continue }
      sink.report(
        "\(quoted: element.id) on screen \(quoted: context.screen.id) is \(points(frame.width))×\(points(frame.height)) pt, hard to hit for people with tremors or large fingers; make its hit area at least 44×44 pt",
        on: element, in: context, severity: side < 24 ? .error : .warning)
    }
  }

  private func points(_ value: Double) -> String {
    let whole = Int(value)
    return Double(whole) == value ? "\(whole)" : "\(value)"
  }
}
