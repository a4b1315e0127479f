import SwiftSyntax

/// Where the code reads whether VoiceOver runs (docs/swiftui.md, "Motion"): a property declared
/// with `@Environment(\.accessibilityVoiceOverEnabled)`, an environment's
/// `accessibilityVoiceOverEnabled`, `UIAccessibility.isVoiceOverRunning`, or its change
/// notification. A timer whose code reads it is taken to stop while VoiceOver runs
/// (`stopsForVoiceOver`); one whose code never does keeps advancing under it.
enum VoiceOverReads {
  /// The members and names that are the setting wherever they are read.
  private static let settingNames: Set<String> = [
    "accessibilityVoiceOverEnabled", "isVoiceOverRunning", "voiceOverStatusDidChangeNotification",
    "UIAccessibilityVoiceOverStatusDidChangeNotification",
  ]

  /// Whether the syntax reads the setting, directly or through a property of the view that
  /// holds it.
  static func mentioned(in node: some SyntaxProtocol, scope: ViewScope) -> Bool {
    let names = scope.view?.voiceOverNames ?? []
    return node.tokens(viewMode: .sourceAccurate).contains { token in
      settingNames.contains(token.text) || (names.contains(token.text) && scope.bindings[token.text] == nil)
    }
  }

  /// Whether an attribute is `@Environment(\.accessibilityVoiceOverEnabled)`.
  static func isSettingAttribute(_ element: AttributeListSyntax.Element) -> Bool {
    ReduceMotionReads.isEnvironment(element, reading: "accessibilityVoiceOverEnabled")
  }
}
