/// Counts, in one pass over a string's UTF-8, the letters that may be foreign to a locale:
/// letters of none of its scripts, or of no script at all (Common). `text.script-mismatch`
/// needs two foreign words of two letters or more, so a string with fewer than four such
/// letters has nothing to report, and most strings are passed over without splitting words.
/// What each code point of the Basic Multilingual Plane is, is asked of ICU once per
/// locale table and kept in a table of 64 KiB.
struct ForeignLetters {
  /// What a character is to the locale.
  enum Kind: UInt8 {
    case notLetter = 1
    /// A letter of no script in particular (Common or Inherited).
    case common
    /// A letter of one of the locale's scripts.
    case native
    /// A letter of other scripts only.
    case foreign
  }

  private let native: Set<Scripts.Code>
  private let latinIsNative: Bool
  /// Per BMP code point: 0 not yet known, else a `Kind`.
  private var known: [UInt8]

  init(native: Set<Scripts.Code>) {
    self.native = native
    latinIsNative = native.contains(Scripts.latin)
    known = [UInt8](repeating: 0, count: 0x10000)
  }

  /// What a character is to the locale (ICU's Script_Extensions, asked once per character).
  mutating func kind(of scalar: Unicode.Scalar) -> Kind {
    let value = scalar.value
    guard value < 0x10000 else { return Self.classify(scalar, native: native) }
    if known[Int(value)] == 0 { known[Int(value)] = Self.classify(scalar, native: native).rawValue }
    return Kind(rawValue: known[Int(value)])!
  }

  private static func classify(_ scalar: Unicode.Scalar, native: Set<Scripts.Code>) -> Kind {
    guard TextScan.isLetter(scalar) else { return .notLetter }
    let scripts = Scripts.extensions(scalar)
    if Scripts.isCommon(scripts) { return .common }
    return scripts.contains(where: native.contains) ? .native : .foreign
  }

  /// How many letters of `text` may be foreign, counting no further than `enough`.
  mutating func count(in text: String, upTo enough: Int) -> Int {
    return text.withUTF8Span { utf8 in
      var count = 0
      var index = 0
      while index < utf8.count && count < enough {
        let byte = utf8[index]
        if byte < 0x80 {
          if !latinIsNative && Self.isASCIILetter(byte) { count += 1 }
          index += 1
          continue
        }
        let (value, width) = TextTraits.decode(utf8, at: index)
        index += width
        if isForeignLetter(value) { count += 1 }
      }
      return count
    }
  }

  /// Whether `text` may have a foreign word that does not start with a capital, which every
  /// finding needs ("Firefox Focus" in a Japanese string is a name, "open the app" is not).
  /// True whenever unsure: a foreign letter outside ASCII (most scripts have no case), a
  /// lower-case ASCII letter that may start a word, a word led by a hyphen, apostrophe or
  /// mark, and any text whose prose `TextScan` would cut (placeholders, links, terms).
  mutating func mayHaveUncapitalizedWord(in text: String, doNotTranslate: [String]) -> Bool {
    if TextScan.mayHaveNonProse(text, doNotTranslate: doNotTranslate) { return true }
    return text.withUTF8Span { utf8 in
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        if byte >= 0x80 {
          let (value, width) = TextTraits.decode(utf8, at: index)
          if isForeignLetter(value) { return true }
          index += width
          continue
        }
        if !latinIsNative, Self.isASCIILetter(byte) {
          let previous = index > 0 ? utf8[index - 1] : UInt8(ascii: " ")
          if byte >= UInt8(ascii: "a") {
            // Lower case, unless inside an ASCII word ("iPhone" is one word).
            if !Self.isASCIILetter(previous) { return true }
          } else if previous == UInt8(ascii: "-") || previous == UInt8(ascii: "'")
            || (previous >= 0x80 && Self.leadsWord(utf8, before: index))
          {
            return true
          }
        }
        index += 1
      }
      return false
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  /// Whether the scalar that ends just before `index` is one `TextScan.words` keeps inside a
  /// word without being a letter: a right single quotation mark or a non-spacing mark.
  private static func leadsWord(_ utf8: Span<UInt8>, before index: Int) -> Bool {
    var start = index - 1
    while start > 0 && utf8[start] & 0xC0 == 0x80 { start -= 1 }
    let (value, _) = TextTraits.decode(utf8, at: start)
    guard let scalar = Unicode.Scalar(value) else { return true }
    return scalar == "’" || scalar.properties.generalCategory == .nonspacingMark
  }

  private mutating func isForeignLetter(_ value: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    let kind = kind(of: scalar)
    return kind == .common || kind == .foreign
  }
}
