/// What the config says of code the sources do not declare (docs/swiftui.md, "Hints"):
/// `components` gives a package's views their roles, and `titleStyles` names the app's title
/// fonts and modifiers. A view the sources declare wins over its hint.
public struct SourceHints: Sendable, Equatable {
  /// The role of each package view, by the name the code calls it by.
  public var components: [String: ComponentRole] = [:]
  /// Modifiers (`styleGuide(.title2)`, or `onboardingTitleStyle` for any arguments) and
  /// fonts (`compound.headingLG`) under which a text is a title candidate.
  public var titleStyles: [String] = []

  public init(components: [String: ComponentRole] = [:], titleStyles: [String] = []) {
    self.components = components
    self.titleStyles = titleStyles
  }

  public var isEmpty: Bool { components.isEmpty && titleStyles.isEmpty }
}

/// What a package's view is, for `components`: a control or text of SwiftUI's, or a
/// `container` that shows its content.
public enum ComponentRole: String, Sendable, CaseIterable {
  case container
  case text
  case button
  case link
  case toggle
  case textField
  case image
}
