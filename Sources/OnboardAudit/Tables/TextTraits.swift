/// What one pass over a string's UTF-8 tells about it, made once when the string is read so
/// that each rule can pass over the strings it has nothing to say about without walking
/// them scalar by scalar: most strings hold no markup, no escape, no control character.
/// A trait set means "may be there": rules still look closely at the strings that have it.
public struct TextTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// A byte above 0x7F.
  public static let nonASCII = TextTraits(rawValue: 1 << 0)
  /// `*`, `[` or `<`: bold, links, tags.
  public static let markupSigns = TextTraits(rawValue: 1 << 1)
  /// `\`, `&`, or `u`/`U` before `+`, `0`, `2` or `F` and not after an ASCII letter or digit:
  /// an escape or reference written as text.
  public static let escapeSigns = TextTraits(rawValue: 1 << 2)
  /// A C0 control but tab and line feed, DEL, a C1 control, U+FFFD or a noncharacter.
  public static let controls = TextTraits(rawValue: 1 << 3)
  /// `%`: a placeholder may be there.
  public static let percent = TextTraits(rawValue: 1 << 4)
  /// ALM, LRM, RLM, an embedding, override or isolate, or their pop.
  public static let bidiControls = TextTraits(rawValue: 1 << 5)
  /// LF, VT, FF, CR, NEL, U+2028 or U+2029.
  public static let lineBreaks = TextTraits(rawValue: 1 << 6)
  /// Android: the string held styling elements (`<b>`, `<a href>`), which the resource
  /// compiler keeps as spans, not as text; the text itself no longer shows them.
  public static let markupElements = TextTraits(rawValue: 1 << 7)

  public init(of string: String) {
    self = string.withUTF8Span { Self.scan($0) }
  }

  /// One lookup per byte: most bytes (letters, digits, spaces, the bytes of most non-ASCII
  /// scalars) are settled by their entry in ``byteTraits`` alone.
  private static func scan(_ utf8: Span<UInt8>) -> TextTraits {
    byteTraits.withSpan { table in
      var traits: UInt16 = 0
      let count = utf8.count
      var index = 0
      while index < count {
        let entry = table[Int(utf8[index])]
        if entry & (needsNeighbours | startsScalarToCheck) == 0 {
          traits |= entry
          index += 1
          continue
        }
        if entry & needsNeighbours != 0 {
          // `u200F`, `U+2068`: the codes written out start with 0, 2 or F, and a `u` inside a
          // word ("due", "such") starts none.
          if index + 1 < count, startsCode(utf8[index + 1]), !followsASCIIWord(utf8, index) {
            traits |= TextTraits.escapeSigns.rawValue
          }
          index += 1
          continue
        }
        let (scalar, width) = decode(utf8, at: index)
        traits |= entry | scalarTraits(scalar).rawValue
        index += width
      }
      return TextTraits(rawValue: traits & ~(needsNeighbours | startsScalarToCheck))
    }
  }

  /// An entry of ``byteTraits``: a `u` or `U`, which may start an escape written out
  /// depending on the bytes around it.
  private static let needsNeighbours: UInt16 = 1 << 14
  /// An entry of ``byteTraits``: the first byte of a scalar that may be a C1 control, a bidi
  /// control, a line or paragraph separator, U+FFFD or a noncharacter (U+0080–U+00BF,
  /// U+0600–U+063F, U+2000–U+2FFF, U+F000–U+FFFF and every scalar of four bytes).
  private static let startsScalarToCheck: UInt16 = 1 << 15

  /// For each byte value, the traits it shows by itself, or one of the two flags above.
  private static let byteTraits: [UInt16] = (0...255).map { byteTraits(of: UInt8($0)) }

  private static func byteTraits(of byte: UInt8) -> UInt16 {
    let traits: TextTraits
    switch byte {
    case 0x0A, 0x0B, 0x0C: traits = .lineBreaks
    case 0x0D: traits = [.lineBreaks, .controls]
    case 0x09: traits = []
    case 0..<0x20, 0x7F: traits = .controls
    case UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "<"): traits = .markupSigns
    case UInt8(ascii: "\\"), UInt8(ascii: "&"): traits = .escapeSigns
    case UInt8(ascii: "u"), UInt8(ascii: "U"): return needsNeighbours
    case UInt8(ascii: "%"): traits = .percent
    case 0xC2, 0xD8, 0xE2, 0xEF, 0xF0...0xF4: return TextTraits.nonASCII.rawValue | startsScalarToCheck
    case 0x80...: traits = .nonASCII
    default: traits = []
    }
    return traits.rawValue
  }

  /// What a non-ASCII scalar shows.
  private static func scalarTraits(_ scalar: UInt32) -> TextTraits {
    var traits: TextTraits = []
    switch scalar {
    case 0x85: traits.formUnion([.controls, .lineBreaks])
    case 0x80...0x9F: traits.insert(.controls)
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: traits.insert(.bidiControls)
    case 0x2028, 0x2029: traits.insert(.lineBreaks)
    case 0xFFFD, 0xFDD0...0xFDEF: traits.insert(.controls)
    default: break
    }
    if scalar & 0xFFFE == 0xFFFE { traits.insert(.controls) }
    return traits
  }

  private static func startsCode(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "+"), UInt8(ascii: "0"), UInt8(ascii: "2"), UInt8(ascii: "F"), UInt8(ascii: "f"): true
    default: false
    }
  }

  /// Whether the byte before `index` is an ASCII letter or digit that is a Character of its
  /// own (not the end of a grapheme a non-ASCII scalar starts).
  private static func followsASCIIWord(_ utf8: Span<UInt8>, _ index: Int) -> Bool {
    index > 0 && isASCIIAlphanumeric(utf8[index - 1]) && (index == 1 || utf8[index - 2] < 0x80)
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"):
      true
    default: false
    }
  }

  /// The scalar that starts at `index` of valid UTF-8 (a Swift string's), and its length.
  @inline(__always)
  static func decode(_ utf8: Span<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(utf8[index])
    func continuation(_ offset: Int) -> UInt32 { UInt32(utf8[index + offset] & 0x3F) }
    switch lead {
    case 0xF0...:
      return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    case 0xE0...: return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
    default: return ((lead & 0x1F) << 6 | continuation(1), 2)
    }
  }
}
