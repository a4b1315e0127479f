// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// MARK: - Strings

internal enum L10n {
  /// Not now
  internal static var actionLater: String { return L10n.tr("Localizable", "action_later") }
  /// Continue
  internal static var actionNext: String { return L10n.tr("Localizable", "action_next") }
  internal enum Garden {
    internal enum Intro {
      /// Grow your own herbs
      internal static var heading: String { return L10n.tr("Localizable", "garden.intro.heading") }
      /// Water reminders for %d plants
      internal static func reminders(_ p1: Int) -> String {
        return L10n.tr("Localizable", "garden.intro.reminders", p1)
      }
      /// Hello, %@!
      internal static func greeting(_ p1: Any) -> String {
        return L10n.tr("Localizable", "garden.intro.greeting", String(describing: p1))
      }
      /// Seeds arrive in spring
      internal static var seeds: String { return L10n.tr("Localizable", "garden.intro.seeds") }
    }
    /// Pick a plot
    internal static var plot: String { return L10n.tr("Garden", "garden.plot") }
  }
  /// Settings
  internal static var settingsTitle: String { return L10n.tr("Localizable", "settings_title") }
}

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = TextStore.shared.text(key, in: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
