/// What a finding asks to write, in the words of where the element is written: a manifest's
/// fields, or for an element derived from SwiftUI code the code to write (docs/swiftui.md,
/// "The flow derived from the code"), so the fix can be typed where Xcode shows the finding.
enum FixWording {
  /// Whether a place is Swift code: a flow derived from the sources, or a manifest screen's
  /// `view`.
  static func isCode(_ location: SourceLocation?) -> Bool {
    location?.file.hasSuffix(".swift") == true
  }

  /// For a title that is not a heading.
  static func header(at location: SourceLocation) -> String {
    isCode(location)
      ? "add `.accessibilityAddTraits(.isHeader)` to it" : "give it role 'header' or the 'header' trait"
  }

  /// For an element VoiceOver reads with no words.
  static func label(at location: SourceLocation) -> String {
    isCode(location) ? "give it `.accessibilityLabel(…)`" : "give it a label"
  }

  /// For an image read by its name.
  static func decorativeOrLabel(at location: SourceLocation) -> String {
    isCode(location)
      ? "write `Image(decorative:)` (or add `.accessibilityHidden(true)`) if it only decorates, else add `.accessibilityLabel(…)`"
      : "mark it decorative or give it a label"
  }

  /// For an image labelled with its symbol's name.
  static func describeOrDecorative(at location: SourceLocation) -> String {
    isCode(location)
      ? "describe what it shows with `.accessibilityLabel(…)`, or write `Image(decorative:)`"
      : "describe what it shows or mark it decorative"
  }

  /// For motion with no Reduce Motion fallback.
  static func reducedMotion(at location: SourceLocation?) -> String {
    isCode(location)
      ? "read `@Environment(\\.accessibilityReduceMotion)` and, when it is on, leave the animation out (`reduceMotion ? nil : …`) or fade instead"
      : "add \"reducedMotion\": {\"kind\": \"none\"} or a fade"
  }
}
