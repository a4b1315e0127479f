/// Apple's and Google's product names that their makers write as they are in every language:
/// a copy of one is a name, not English left untranslated (`value.untranslated` makes it a
/// note), and it is no foreign word (`text.script-mismatch`, `bidi.no-rtl-text`). Names the
/// makers translate are not listed: "Photos", "Maps", "Shortcuts", "Keychain", "Google
/// Photos". Kept short and reviewed; an app's own names go in `doNotTranslate`.
enum ProductNames {
  /// The names, longest first, so that "Apple Watch" is taken before "Apple" would be.
  static let all: [String] = (apple + google).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

  static let apple = [
    "AirDrop", "AirPlay", "AirPods", "AirTag", "App Store", "Apple", "Apple ID", "Apple Music", "Apple Pay",
    "Apple TV", "Apple Vision Pro", "Apple Watch", "CarPlay", "Face ID", "FaceTime", "Game Center", "Handoff",
    "HealthKit", "HomeKit", "HomePod", "iCloud", "iCloud Drive", "iCloud Keychain", "iMessage", "iOS",
    "iPad", "iPadOS", "iPhone", "iPod", "Mac", "MacBook", "macOS", "Optic ID", "Safari", "Siri",
    "TestFlight", "Touch ID", "tvOS", "visionOS", "watchOS", "Xcode",
  ]

  static let google = [
    "Android", "Android Auto", "Android TV", "Chrome", "Chromebook", "Chromecast", "Fitbit", "Gmail",
    "Google", "Google Chrome", "Google Drive", "Google Pay", "Google Play", "Google TV", "Google Wallet",
    "Wear OS", "YouTube", "YouTube Music",
  ]
}
