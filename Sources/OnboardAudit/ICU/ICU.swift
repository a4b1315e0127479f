import CICU

/// Locale facts from ICU, through the `CICU` target.
public enum ICU {
  /// ICU's version, such as "72.1".
  public static let version: String = CBuffers.string(capacity: 512) { cicu_icu_version($0, $1) } ?? "unknown"

  /// The CLDR version of ICU's data, such as "42.0".
  public static let cldrVersion: String =
    CBuffers.string(capacity: 512) { cicu_cldr_version($0, $1) } ?? "unknown"

  /// The canonical BCP 47 tag for a locale identifier, or nil when ICU does not know its
  /// language, script or region.
  public static func canonicalLocale(_ identifier: String) -> String? {
    CBuffers.string(capacity: 512) { cicu_canonical_locale(identifier, $0, $1) }
  }

  /// The locale a lookup falls back to from this one, as CLDR says ("en-AU" → "en-001",
  /// "fr-BE" → "fr"; nil for "zh-Hant", whose parent is the root, not "zh"), as a BCP 47 tag.
  public static func parentLocale(_ identifier: String) -> String? {
    guard let parent = CBuffers.string(capacity: 512, { cicu_parent_locale(identifier, $0, $1) }),
      !parent.isEmpty
    else { return nil }
    return parent
  }

  /// Whether the locale is written right to left.
  public static func isRightToLeft(_ identifier: String) -> Bool {
    cicu_is_right_to_left(identifier) == 1
  }

  /// The English name of a locale, such as "Portuguese (Brazil)".
  public static func displayName(_ identifier: String) -> String? {
    CBuffers.string(capacity: 512) { cicu_display_name(identifier, $0, $1) }
  }

}
