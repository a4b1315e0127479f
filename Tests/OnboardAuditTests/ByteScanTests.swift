import Testing

@testable import OnboardAudit

/// `ByteScan` reads text eight bytes at a time where it can and byte by byte at the end: what
/// it finds and copies must not depend on where in a word a byte falls.
@Suite("Byte scan")
struct ByteScanTests {
  /// Looks for `<` (and controls), and replaces `<` by `&lt;` and "é" (two bytes) by "e".
  private static let scan = ByteScan(controlsAnd: UInt8(ascii: "<"), 0xC3)

  private static func escaped(_ text: String) -> String {
    var bytes = Array("» ".utf8)
    scan.appendEscaped(text, to: &bytes) { utf8, index in
      switch utf8[index] {
      case UInt8(ascii: "<"): ("&lt;", 1)
      case 0xC3 where index + 1 < utf8.count && utf8[index + 1] == 0xA9: ("e", 2)
      case ..<0x20: ("?", 1)
      default: nil
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The same replacement made one character at a time, the reference.
  private static func reference(_ text: String) -> String {
    "» "
      + text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "<": "&lt;"
        case "é": "e"
        case _ where scalar.value < 0x20: "?"
        default: String(scalar)
        }
      }.joined()
  }

  @Test(arguments: [
    "", "<", "é", "plain text longer than a word", "1234567<", "12345678<", "123456789<", "<1234567",
    "ends with é", "12345678é", "1234567é", "Größe <b> 👩‍💻 and \u{1} bell", "no target but ü and 日本語",
    String(repeating: "abcdefg<", count: 9), "é<é<é<é<é<é<", "tab\there\nand a break",
  ])
  func escapesWhereverTheBytesFall(text: String) {
    #expect(Self.escaped(text) == Self.reference(text))
  }

  /// A character cut by the end of the text is kept as it is: the replacement only reads
  /// bytes the text has.
  @Test func aLeadByteAtTheEndIsKept() {
    var bytes: [UInt8] = []
    let text: [UInt8] = Array("1234567".utf8) + [0xC3]
    Self.scan.appendEscaped(text, to: &bytes) { utf8, index in
      index + 1 < utf8.count && utf8[index + 1] == 0xA9 ? ("e", 2) : nil
    }
    #expect(bytes == text)
  }

  @Test(arguments: [
    ("", false), ("plain ASCII text without it", false), ("the target < here", true), ("1234567<", true),
    ("12345678<", true), ("Größe", false), ("line\nbreak", true), (String(repeating: "x", count: 64), false),
  ])
  func findsWhatItLooksFor(text: String, found: Bool) {
    // Asked about the bytes that may be one it looks for (and the last few, one by one):
    // the closure decides.
    let contains = Self.scan.contains(in: text) { utf8, index in
      utf8[index] == UInt8(ascii: "<") || utf8[index] < 0x20
    }
    #expect(contains == found)
  }
}
