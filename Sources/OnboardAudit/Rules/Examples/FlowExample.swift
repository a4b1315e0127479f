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

  /// A title and the Continue button with `attributes` (`"hint": "go.hint"`); `↓` marks the
  /// button as a finding's subject when `marked`.
  static func titledButton(_ attributes: String, marked: Bool = false) -> String {
    """
    {"id": "title", "role": "header", "text": "title"},
    \(marked ? "↓" : ""){"id": "go", "role": "button", "text": "go", \(attributes), "actions": ["activate"]}
    """
  }

  /// The Continue button of the examples, with nothing more.
  static let button = #"{"id": "go", "role": "button", "text": "go", "actions": ["activate"]}"#

  /// A title, a row of text that slides in at `time` with `reducedMotion` for a fallback,
  /// and `button`.
  static func slidingRow(at time: String, reducedMotion: String, button: String = button) -> String {
    """
    {"id": "title", "role": "header", "text": "title"},
    {"id": "row", "role": "text", "text": "body", "appears": {"at": \(time)},
     "animations": [{"kind": "slide", "delay": \(time), "duration": 0.4,
                     "reducedMotion": \(reducedMotion)}]},
    \(button)
    """
  }

  /// A title, a testimonial carousel that moves on as `autoAdvance` says (marked or not), with
  /// one quote whose key is `quote`, and a Continue button.
  static func carousel(autoAdvance: String, quote: String = "body", stopsForVoiceOver: Bool? = nil) -> String
  {
    let stops = stopsForVoiceOver.map { #", "stopsForVoiceOver": \#($0)"# } ?? ""
    return """
      {"id": "title", "role": "header", "text": "title"},
      {"id": "quotes", "role": "carousel", "children": "contain", "autoAdvance": \(autoAdvance)\(stops),
       "elements": [{"id": "quote.1", "role": "text", "text": "\(quote)"}]},
      {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
      """
  }
}
