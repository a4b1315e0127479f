import CICU

/// Writing systems (ISO 15924 scripts) from ICU: of characters and of locales.
public enum Scripts {
  /// An ICU script number (`UScriptCode`).
  public typealias Code = Int32

  static let common = cicu_script_common()
  static let inherited = cicu_script_inherited()
  /// The Latin script, which every ASCII letter belongs to.
  public static let latin: Code = lookup("a").first ?? 25
  private static let latinOnly: [Code] = [latin]

  /// The scripts of a character's Script_Extensions ("ー" is Hiragana and Katakana); Common
  /// and Inherited for characters every script uses.
  public static func extensions(_ scalar: Unicode.Scalar) -> [Code] {
    // Most text is ASCII: its letters are Latin, and asking ICU for each is the hot path.
    if scalar.isASCII && scalar.properties.isAlphabetic { return latinOnly }
    return lookup(scalar)
  }

  private static func lookup(_ scalar: Unicode.Scalar) -> [Code] {
    CBuffers.values(of: Int32.self, capacity: 32) { cicu_script_extensions(scalar.value, $0, $1) }
  }

  /// Whether a character belongs to no script in particular (digits, punctuation, marks).
  public static func isCommon(_ scripts: [Code]) -> Bool {
    scripts.allSatisfy { $0 == common || $0 == inherited }
  }

  /// The scripts a locale is written in: those of its exemplar characters in CLDR, and its
  /// likely script (`ja` → Kana, Hira, Hani; `sr-Latn` → Latn; `yi` → Hebr). A language
  /// whose likely script is a kana (Okinawan `ryu`: Kana) is written in Japanese's mix of
  /// Hiragana, Katakana and Han (ISO 15924 `Jpan`). Empty when ICU knows neither. Cached per
  /// locale.
  public static func ofLocale(_ identifier: String) -> Set<Code> {
    localeCache.value(for: identifier) {
      var scripts = Set(
        CBuffers.values(of: Int32.self, capacity: 16) { cicu_locale_scripts(identifier, $0, $1) })
      scripts.formUnion(exemplarScripts(identifier) ?? [])
      if !scripts.isDisjoint(with: kana) { scripts.formUnion(kana + [han]) }
      return scripts
    }
  }

  /// The scripts of the locale's exemplar characters in CLDR, or nil when ICU has no data of
  /// its language.
  static func exemplarScripts(_ identifier: String) -> Set<Code>? {
    var known = true
    let scripts = CBuffers.values(of: Int32.self, capacity: 32) { buffer, capacity in
      let count = cicu_locale_exemplar_scripts(identifier, buffer, capacity)
      known = count >= 0
      return count
    }
    return known ? Set(scripts) : nil
  }

  /// Hiragana and Katakana, and Han.
  private static let kana: [Code] = lookup("あ") + lookup("ア")
  private static let han: Code = lookup("漢").first ?? 17

  private static let localeCache = LockedCache<String, Set<Code>>()

  /// The ISO 15924 code of a script ("Latn").
  public static func code(_ script: Code) -> String {
    var buffer = [CChar](repeating: 0, count: 16)
    let length = cicu_script_code(script, &buffer, Int32(buffer.count))
    guard length > 0, length < buffer.count else { return "Zzzz" }
    return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The East Asian Width of a character (UAX #11).
  public enum EastAsianWidth: Int32, Sendable {
    case neutral, ambiguous, halfwidth, fullwidth, narrow, wide
  }

  /// The East Asian Width of a character: wide and fullwidth ones take two columns.
  public static func eastAsianWidth(_ scalar: Unicode.Scalar) -> EastAsianWidth {
    EastAsianWidth(rawValue: cicu_east_asian_width(scalar.value)) ?? .neutral
  }

  /// The number of grapheme clusters (user-perceived characters) of a text, by ICU's rules
  /// for the locale. One break iterator per locale is opened and reused.
  public static func graphemeCount(_ text: String, locale: String = "") -> Int {
    let units = Array(text.utf16)
    let handle = graphemeCache.value(for: locale) {
      SharedHandle { cicu_graphemes_open(locale) }
    }
    return handle.use { iterator in
      guard let iterator else { return text.count }
      let count = cicu_graphemes_count(iterator, units, Int32(units.count))
      return count >= 0 ? Int(count) : text.count
    }
  }

  private static let graphemeCache = LockedCache<String, SharedHandle>()
}
