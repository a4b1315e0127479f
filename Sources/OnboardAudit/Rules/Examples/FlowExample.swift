/// Rule examples with a manifest: one screen `s` around the given elements (JSON text, `↓`
/// markers allowed), `en.lproj/Onboarding.strings` and any other files.
func flowExample(
  _ elements: String, screen: String = #""title": "title""#,
  strings: String = FlowExampleDefaults.strings, files: [(String, String)] = [],
  sourceFile: String = #filePath, sourceLine: Int = #line
) -> RuleExample {
  let manifest = """
    {"formatVersion": 1, "app": "Ova", "sourceLocale": "en", "table": "Onboarding",
     "screens": [{"id": "s", \(screen), "elements": [
    \(elements)
    ]}]}
    """
  return RuleExample(
    [("onboarding.json", manifest), ("en.lproj/Onboarding.strings", strings)] + files, sourceFile: sourceFile,
    sourceLine: sourceLine)
}

enum FlowExampleDefaults {
  /// The English table the examples use unless they bring their own.
  static let strings = """
    "title" = "Welcome";
    "body" = "Write a little every day.";
    "go" = "Continue";
    "go.hint" = "Opens the next page.";

    """

  /// A title and a Continue button, each in its own frame.
  static let titleAndButton = """
    {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
    {"id": "go", "role": "button", "text": "go", "frame": [32, 742, 326, 50], "actions": ["activate"]}
    """
}

extension ScreenSimulation {
  /// Whether VoiceOver reads the element: as a stop of its own or as part of a combined one.
  func isRead(_ id: String) -> Bool {
    stops.contains { $0.stop.element.id == id || $0.stop.parts.contains { $0.id == id } }
  }

  /// The stops inside a container (or the element itself), in reading order.
  func stops(within id: String) -> [SpokenStop] {
    stops.filter { $0.stop.isWithin(id) }
  }
}

extension FindingSink {
  /// Reports a finding about an element from a project-wide check (no locale), unless the
  /// element's `ignore` names the rule.
  mutating func report(
    _ message: FindingMessage, at location: SourceLocation, screen: Screen, element: Element,
    table: String? = nil,
    key: String? = nil
  ) {
    guard !element.ignore.contains(rule) else { return }
    report(message, at: location, table: table, key: key, screen: screen.id, element: element.id)
  }
}

/// Text compared as people read it: lowercased, without surrounding spaces and punctuation.
func normalizedForComparison(_ text: String) -> String {
  let scalars = Array(text.lowercased().unicodeScalars)
  func isEdge(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory.isPunctuation
      || (0x2066...0x2069).contains(scalar.value) || (0x200E...0x200F).contains(scalar.value)
  }
  guard let first = scalars.firstIndex(where: { !isEdge($0) }),
    let last = scalars.lastIndex(where: { !isEdge($0) })
  else { return "" }
  return String(String.UnicodeScalarView(scalars[first...last]))
}

extension Unicode.GeneralCategory {
  var isPunctuation: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }
}
