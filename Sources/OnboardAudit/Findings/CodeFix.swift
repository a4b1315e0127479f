/// The fix of a finding that is one piece of code to insert at a known place of a Swift file
/// (a modifier after the view it modifies): SARIF's `fixes` carries it, so an editor can apply
/// it.
public struct CodeFix: Sendable, Equatable {
  /// Where the text goes: the file, and the line and column it is inserted before.
  public var insertAt: SourceLocation
  /// The code to insert (`.accessibilityAddTraits(.isHeader)`).
  public var text: String
  /// What it does, in words.
  public var description: String

  public init(insertAt: SourceLocation, text: String, description: String) {
    self.insertAt = insertAt
    self.text = text
    self.description = description
  }
}
