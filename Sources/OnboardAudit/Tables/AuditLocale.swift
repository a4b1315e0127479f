/// A locale as the audit sees it: its canonical BCP 47 tag (or "Base") and what ICU says of it.
public struct AuditLocale: Hashable, Sendable, Comparable {
  /// The canonical BCP 47 tag, such as "pt-BR", or "Base" for `Base.lproj`.
  public var tag: String
  /// The language subtag ("pt"); for `Base`, the source locale's language.
  public var language: String
  public var isRightToLeft: Bool

  public init(tag: String, language: String, isRightToLeft: Bool) {
    self.tag = tag
    self.language = language
    self.isRightToLeft = isRightToLeft
  }

  /// The locale for a canonical tag.
  public init(canonical tag: String) {
    self.tag = tag
    self.language = String(tag.prefix { $0 != "-" })
    self.isRightToLeft = ICU.isRightToLeft(tag)
  }

  public var isBase: Bool { tag == "Base" }

  public static func < (a: AuditLocale, b: AuditLocale) -> Bool { a.tag < b.tag }
}

/// Turns the locale names found in folders and files into canonical tags.
public enum LocaleNames {
  /// Old Xcode projects name `.lproj` folders in English; Apple's loader still accepts them.
  static let legacyNames: [String: String] = [
    "English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
    "Japanese": "ja", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
    "Finnish": "fi", "Norwegian": "nb", "Korean": "ko", "Russian": "ru", "Polish": "pl",
    "Chinese": "zh-Hans",
  ]

  /// The canonical tag for a locale name, or nil when ICU does not know it.
  public static func canonical(_ name: String) -> String? {
    if let legacy = legacyNames[name] { return legacy }
    return ICU.canonicalLocale(name)
  }
}
