import CICU

/// Bidirectional text facts from ICU (Unicode TR9).
public enum Bidi {
  /// A paragraph's direction, from its first strong character.
  public enum Direction: Sendable, Equatable {
    case leftToRight
    case rightToLeft
    /// No strong character: digits, punctuation, placeholders only.
    case neutral
  }

  /// One run of a paragraph in visual order: UTF-16 offsets and its direction.
  public struct Run: Sendable, Equatable {
    public var start: Int
    public var length: Int
    public var isRightToLeft: Bool
  }

  /// The direction of the first strong character of a text (rules P2–P3).
  public static func baseDirection(_ text: String) -> Direction {
    let units = Array(text.utf16)
    switch cicu_bidi_base_direction(units, Int32(units.count)) {
    case 0: return .leftToRight
    case 1: return .rightToLeft
    default: return .neutral
    }
  }

  /// Whether a code point is a strong right-to-left character (bidi class R or AL).
  public static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    let direction = cicu_char_direction(scalar.value)
    return direction == 1 || direction == 13
  }

  /// Whether a code point is a strong right-to-left character other than a bidi control
  /// (RLM and ALM are strong too, but carry no text): it turns a paragraph right to left,
  /// punctuation such as the Arabic question mark (U+061F) included.
  public static func isStrongRightToLeftText(_ scalar: Unicode.Scalar) -> Bool {
    Control(scalar) == nil && isStrongRightToLeft(scalar)
  }

  /// Whether a code point is a right-to-left letter: General Category L, bidi class R or AL.
  /// An Arabic question mark is right to left, but no sign that a text was translated.
  public static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      isStrongRightToLeft(scalar)
    default: false
    }
  }

  /// Whether a code point is a strong left-to-right character (bidi class L).
  public static func isStrongLeftToRight(_ scalar: Unicode.Scalar) -> Bool {
    cicu_char_direction(scalar.value) == 0
  }

  /// The visual runs of one paragraph; `rightToLeft` nil takes the direction from the text.
  public static func runs(_ text: String, rightToLeft: Bool? = nil) -> [Run] {
    let units = Array(text.utf16)
    let level: Int32 = rightToLeft.map { $0 ? 1 : 0 } ?? -1
    return paragraph.use { bidi in
      guard let bidi else { return [] }
      var capacity = 16
      while true {
        var starts = [Int32](repeating: 0, count: capacity)
        var lengths = starts
        var directions = starts
        let count = Int(
          cicu_bidi_runs(
            bidi, units, Int32(units.count), level, &starts, &lengths, &directions, Int32(capacity)))
        guard count >= 0 else { return [] }
        if count > capacity {
          capacity = count
          continue
        }
        return (0..<count).map {
          Run(start: Int(starts[$0]), length: Int(lengths[$0]), isRightToLeft: directions[$0] == 1)
        }
      }
    }
  }

  /// One ICU bidi object for the process, reused for every paragraph.
  private static let paragraph = SharedHandle { cicu_bidi_open() }

  /// Controls of the Unicode Bidirectional Algorithm (TR9 §2).
  public enum Control: UInt32, Sendable, CaseIterable {
    case leftToRightMark = 0x200E
    case rightToLeftMark = 0x200F
    case arabicLetterMark = 0x061C
    case leftToRightEmbedding = 0x202A
    case rightToLeftEmbedding = 0x202B
    case popDirectionalFormatting = 0x202C
    case leftToRightOverride = 0x202D
    case rightToLeftOverride = 0x202E
    case leftToRightIsolate = 0x2066
    case rightToLeftIsolate = 0x2067
    case firstStrongIsolate = 0x2068
    case popDirectionalIsolate = 0x2069

    /// The character's short name, as TR9 writes it ("RLI").
    public var abbreviation: String {
      switch self {
      case .leftToRightMark: "LRM"
      case .rightToLeftMark: "RLM"
      case .arabicLetterMark: "ALM"
      case .leftToRightEmbedding: "LRE"
      case .rightToLeftEmbedding: "RLE"
      case .popDirectionalFormatting: "PDF"
      case .leftToRightOverride: "LRO"
      case .rightToLeftOverride: "RLO"
      case .leftToRightIsolate: "LRI"
      case .rightToLeftIsolate: "RLI"
      case .firstStrongIsolate: "FSI"
      case .popDirectionalIsolate: "PDI"
      }
    }

    /// "U+2067 RLI".
    public var name: String { "U+\(String(rawValue, radix: 16, uppercase: true)) \(abbreviation)" }

    public var isIsolateInitiator: Bool {
      self == .leftToRightIsolate || self == .rightToLeftIsolate || self == .firstStrongIsolate
    }

    public var isEmbeddingOrOverride: Bool { (0x202A...0x202E).contains(rawValue) && rawValue != 0x202C }

    public var isOverride: Bool { self == .leftToRightOverride || self == .rightToLeftOverride }

    public init?(_ scalar: Unicode.Scalar) { self.init(rawValue: scalar.value) }
  }
}
