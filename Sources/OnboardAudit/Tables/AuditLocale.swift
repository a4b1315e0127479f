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

  /// The canonical tag for a locale name, or nil when it names no language: ICU's tag, else
  /// for a language of ISO 639-3 that ICU has no data for (`mnw`, Mon), the code with an
  /// optional region ICU knows (`mnw-MM`).
  public static func canonical(_ name: String) -> String? {
    if let legacy = legacyNames[name] { return legacy }
    if let tag = ICU.canonicalLocale(name) { return tag }
    return withoutICUData(name)
  }

  /// Whether a canonical tag is a language ICU has no data for, audited with the root's rules.
  public static func lacksICUData(_ tag: String) -> Bool {
    ICU.canonicalLocale(tag) == nil && withoutICUData(tag) != nil
  }

  /// `mnw` or `mnw-MM` (also written `mnw_MM`) for an ISO 639-3 language outside ICU's list.
  private static func withoutICUData(_ name: String) -> String? {
    let parts = name.split(separator: "-").flatMap { $0.split(separator: "_") }.map(String.init)
    guard let language = parts.first, language.count == 3,
      language.allSatisfy({ $0.isASCII && $0.isLowercase }),
      ISO639Languages.codes.contains(language), parts.count <= 2
    else { return nil }
    guard parts.count == 2 else { return language }
    // The region as ICU writes it, checked on a language it knows.
    guard let known = ICU.canonicalLocale("en-" + parts[1]), known.hasPrefix("en-") else { return nil }
    return language + known.dropFirst(2)
  }
}
