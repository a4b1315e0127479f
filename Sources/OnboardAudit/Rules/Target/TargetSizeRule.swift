/// `target.size`: a control too small to hit.
struct TargetSizeRule: Rule {
  static let minimum = RuleOption.number(
    "minimum", of: "target.size", default: 44, in: 1...200,
    "The side, in points, below which an actionable frame is reported (Apple's 44 pt)")
  static let wcagMinimum = RuleOption.number(
    "wcagMinimum", of: "target.size", default: 24, in: 1...200,
    "The side, in points, below which a frame is an error unless spaced as WCAG 2.5.8 allows (WCAG's 24 pt)")

  let description = RuleDescription(
    id: "target.size",
    defaultSeverity: .warning,
    summary: "An actionable frame is smaller than 44×44 pt (an error below 24 pt)",
    rationale: """
      Small targets are missed by people with tremors or large fingers, and a missed Skip or \
      Close button traps them in the flow. WCAG's minimum is 24×24 CSS px (an error here); \
      Apple's guideline is 44×44 pt (a warning); the options `wcagMinimum` and `minimum` move \
      these two lines. Only elements with a frame are checked; the \
      frame is the hit area as the manifest gives it. A target under 24 pt whose spacing \
      meets WCAG 2.5.8's exception (a circle of 24 pt across, centered on it, meets no other \
      target and no other small target's circle) is a warning, not an error. In a flow \
      derived from SwiftUI code, a control drawn by a button style of the app's own, placed \
      in a toolbar, or set in a font the tool cannot resolve (`.font(Theme.title)`), is not \
      checked unless the code gives its size: the style, the bar or the font decides it, and \
      the tool cannot see it. Controls the system draws at its own size (a switch, page \
      dots, the segments of a segmented control) are never reported. A link in a line of \
      text (inside a text element, or whose own text runs four words or more) is as high as \
      its line: WCAG 2.5.8's inline exception, a warning at most.
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
        """),
      // Two small targets whose 24 pt circles overlap: neither meets the spacing exception.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        ↓{"id": "back", "role": "button", "label": "go", "symbol": "chevron.left", "frame": [20, 50, 20, 20],
         "actions": ["activate"]},
        ↓{"id": "info", "role": "button", "label": "body", "symbol": "info", "frame": [42, 50, 20, 20],
         "actions": ["activate"]}
        """),
    ],
    nonTriggeringExamples: [
      flowExample(FlowExampleDefaults.titleAndButton),
      // Drawn by the system at its size: a switch, page dots, the segments of a control.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        {"id": "sync", "role": "toggle", "label": "body", "frame": [300, 200, 51, 31]},
        {"id": "dots", "role": "pageIndicator", "label": "body", "frame": [145, 600, 100, 20]},
        {"id": "often", "role": "segmentedControl", "frame": [32, 300, 326, 32], "elements": [
          {"id": "daily", "text": "title", "frame": [32, 300, 163, 32]},
          {"id": "weekly", "text": "body", "frame": [195, 300, 163, 32]}]}
        """),
    ],
    scope: .flow,
    options: [Self.minimum, Self.wcagMinimum])

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let minimum = context.settings.options[Self.minimum]
    let wcagMinimum = context.settings.options[Self.wcagMinimum]
    // WCAG's minimum is an error whatever the guideline's side is set to.
    let reported = max(minimum, wcagMinimum)
    let targets = context.screen.allElements.filter { element in
      element.isActionable && element.frame != nil
        && (context.simulation.isRead(element.id) || element.children == nil)
    }
    let frames = targets.compactMap(\.frame)
    // The segments of segmented controls, which the system draws.
    let segments = Set(
      context.screen.allElements.filter { $0.role == .segmentedControl }.flatMap { $0.elements.map(\.id) })
    for (place, element) in targets.enumerated() {
      guard let frame = element.frame else { continue }
      // A control the system draws (a switch, page dots, a segment) has the system's size,
      // which the app cannot change: no finding.
      if element.role == .toggle || element.role == .pageIndicator || segments.contains(element.id) {
        continue
      }
      // A size a style of the app's own or an unknown font decides is unknown: no finding
      // rests on it.
      if element.layout.sizeIsUnknown && element.layout.width == nil && element.layout.height == nil {
        continue
      }
      let side = min(frame.width, frame.height)
      guard side < reported else { continue }
      var others = frames
      others.remove(at: place)
      let small = side < wcagMinimum
      let spaced = small && Self.meetsSpacingException(frame, others: others, minimum: wcagMinimum)
      let spacing = spaced ? " (its spacing meets WCAG's \(points(wcagMinimum)) pt minimum)" : ""
      let goal = points(reported)
      // A link in a line of text is as high as the line: WCAG's inline exception.
      let inline = Self.isInline(element, in: context)
      let exception = inline ? " (a link in a line of text, which WCAG excepts)" : spacing
      sink.report(
        "\(context.name(of: element)) on screen \(quoted: context.screen.id) is \(points(frame.width))×\(points(frame.height)) pt, hard to hit for people with tremors or large fingers\(exception); make its hit area at least \(goal)×\(goal) pt",
        on: element, in: context, severity: small && !spaced && !inline ? .error : .warning)
    }
  }

  /// Whether an element is a link in a line of text (WCAG 2.5.8's inline exception): a link
  /// inside a text element, or a link whose own text is running text, four words or more
  /// ("By continuing you agree to our Terms.").
  static func isInline(_ element: Element, in context: ScreenContext) -> Bool {
    guard element.effectiveTraits.contains(.link) else { return false }
    let insideText = context.screen.allElements.contains { parent in
      parent.role == .text && parent.elements.contains { $0.id == element.id }
    }
    if insideText { return true }
    let text = context.simulation.string("text", of: element) ?? ""
    return text.split(whereSeparator: \.isWhitespace).count >= 4
  }

  /// WCAG 2.5.8's spacing exception: a circle `minimum` across (24 pt), centered on the
  /// target, meets none of the `others` targets, and no circle of another target under
  /// `minimum`.
  static func meetsSpacingException(_ frame: Frame, others: [Frame], minimum: Double = 24) -> Bool {
    let center = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    for other in others {
      // The distance from the center to the nearest point of the other target.
      let dx = max(other.x - center.x, 0, center.x - other.maxX)
      let dy = max(other.y - center.y, 0, center.y - other.maxY)
      if (dx * dx + dy * dy).squareRoot() < minimum / 2 { return false }
      if min(other.width, other.height) < minimum {
        let (cx, cy) = (other.x + other.width / 2 - center.x, other.y + other.height / 2 - center.y)
        if (cx * cx + cy * cy).squareRoot() < minimum { return false }
      }
    }
    return true
  }

  /// A side in points for a message: whole, or to one decimal (a width a derived layout
  /// divides in three is 111.3, not 111.33333333333333).
  private func points(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    let whole = Int(tenths / 10)
    return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(whole)" : "\(whole).\(Int(abs(tenths)) % 10)"
  }
}
