import Foundation

/// The tour's copy, written once.
enum TourCopy {
  static let headline = NSLocalizedString("tour.headline", value: "Bake better bread", comment: "Title")
  enum Steps {
    static let knead = String(
      localized: "tour.step.knead", defaultValue: "Knead for ten minutes", table: "Steps")
    static let rest = NSLocalizedString("tour.step.rest", tableName: "Steps", comment: "")
  }
}

/// Looks a key up in the main table.
func localized(_ key: String) -> String {
  NSLocalizedString(key, comment: "")
}

extension String {
  /// The string as a key of the main table.
  var translated: String { NSLocalizedString(self, comment: "") }
}

extension LocalizedStringKey {
  /// Said when the oven is hot.
  static let ovenReady: LocalizedStringKey = "tour.ready"
}
