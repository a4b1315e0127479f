import Foundation

/// Looks strings up in the app's bundle, in the user's language.
final class TextStore {
  static let shared = TextStore()
  private let bundle = Bundle.main

  func text(_ key: String, in table: String) -> String {
    bundle.localizedString(forKey: key, value: nil, table: table)
  }
}
