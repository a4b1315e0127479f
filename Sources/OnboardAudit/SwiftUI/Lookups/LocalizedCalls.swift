/// The SwiftUI and Foundation calls that look a string up in the tables (docs/swiftui.md), by
/// the name the code calls them with.
enum LocalizedCalls {
  /// Views whose first unlabelled argument, written as a literal, is a `LocalizedStringKey`
  /// (and, written as a `String` value, is shown as it is).
  static var titledViews: Set<String> { SwiftUIViews.titledViews }

  /// Modifiers whose first unlabelled argument, written as a literal, is a key.
  static let modifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "navigationBarTitle", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue",
    "help", "alert", "confirmationDialog", "badge",
  ]

  /// Types made from a key: `LocalizedStringKey("…")`, `LocalizedStringResource("…")`,
  /// and the function `NSLocalizedString("…", comment:)`.
  static let keyInitializers: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString",
  ]

  /// The types a declared property or parameter takes a key as: a literal given for it is
  /// looked up (`let title: LocalizedStringKey = "welcome.title"`).
  static let keyTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "LocalizationValue"]

  /// The labels that name the table.
  static let tableLabels: Set<String> = ["tableName", "table"]
}
