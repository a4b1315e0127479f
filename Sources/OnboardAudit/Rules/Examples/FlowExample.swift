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
