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

extension LocaleNames {
  /// What a locale name that names no locale is, as people use such names, and what to write
  /// instead: translatewiki's `qqq`, ISO 639's `und`, a withdrawn region (`sr-CS`), a country
  /// code written for a language (`jp`). Advice names only a language the name itself names.
  public struct Unknown: Sendable, Equatable {
    /// Why the name is no locale: "is translatewiki's message documentation, …".
    public var reason: String
    /// translatewiki's message documentation: notes for translators, which no user reads.
    public var isDocumentation: Bool
  }

  /// Regions ISO 3166 withdrew, which ICU does not know (it replaces the others itself:
  /// `de-DD` is `de-DE`), with their names and the codes that replaced them.
  static let withdrawnRegions: [String: (name: String, now: [String])] = [
    "CS": ("Serbia and Montenegro", ["RS", "ME"]), "YU": ("Yugoslavia", ["RS", "ME"]),
    "SU": ("the Soviet Union", []), "AN": ("the Netherlands Antilles", ["CW", "SX", "BQ"]),
  ]

  /// Country codes often written for a language, with the language's code.
  static let countryCodesForLanguages: [String: String] = [
    "jp": "ja", "cn": "zh", "kr": "ko", "gr": "el", "dk": "da", "cz": "cs", "ua": "uk", "vn": "vi",
    "rs": "sr",
  ]

  /// Why `name` (a folder's or a file's locale, which `canonical` does not know) is no locale.
  public static func unknown(_ name: String) -> Unknown {
    let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    let language = parts.first?.lowercased() ?? ""
    let region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased()
    let quotedName = quoted(name)
    if language == "qqq" {
      return Unknown(
        reason:
          "\(quotedName) is translatewiki's message documentation (notes for translators), not a language: no user's settings select it, and it is not audited",
        isDocumentation: true)
    }
    if language == "und" {
      return Unknown(
        reason:
          "\(quotedName) is ISO 639's code for an undetermined language, so no user's settings select it; name it for the language its texts are in",
        isDocumentation: false)
    }
    let languageKnown = canonical(language) != nil && !language.isEmpty
    if languageKnown, let region, let withdrawn = withdrawnRegions[region] {
      var options = withdrawn.now.map { quoted("\(language)-\($0)") } + [quoted(language)]
      // Serbian in Latin letters was written under this code, as much as Serbia was.
      if language == "sr" {
        options = [quoted("sr-Latn") + " (Serbian in Latin letters)", quoted("sr-RS") + " (Serbia)"]
      }
      let list = options.dropLast().joined(separator: ", ") + " or " + options[options.count - 1]
      return Unknown(
        reason:
          "\(quotedName) names \(withdrawn.name) (\(region)), a region ISO 3166 has withdrawn, which ICU does not know; use \(list)",
        isDocumentation: false)
    }
    if languageKnown, region == "UK" {
      return Unknown(
        reason:
          "\(quotedName): UK is not a region of ISO 3166, which writes the United Kingdom \"GB\"; use \(quoted("\(language)-GB"))",
        isDocumentation: false)
    }
    if !languageKnown, let meant = countryCodesForLanguages[language] {
      let languageName = ICU.displayName(meant) ?? meant
      return Unknown(
        reason:
          "\(parts.count == 1 ? "" : quotedName + ": ")\(quoted(language)) is a country's code, not a language's; \(languageName) is \(quoted(meant))",
        isDocumentation: false)
    }
    if languageKnown {
      return Unknown(
        reason:
          "\(quotedName): the language \(quoted(language)) is known, but not the rest of the tag; use \(quoted(language)) alone, or with a script or region ICU knows",
        isDocumentation: false)
    }
    return Unknown(
      reason:
        "\(quotedName) is not a locale ICU knows, nor a language of ISO 639-3; name it with its language's code, as BCP 47 writes it",
      isDocumentation: false)
  }
}
