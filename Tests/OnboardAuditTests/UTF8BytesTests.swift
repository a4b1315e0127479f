import Testing

@testable import OnboardAudit

@Suite("UTF-8 bytes")
struct UTF8BytesTests {
  /// A number's digits as `String` writes them, after the bytes already there.
  @Test(arguments: [0, 7, 10, 99, 100, 65_535, 600_000, 1_234_567_890, Int.max])
  func decimalsAreTheDigitsAStringHas(number: Int) {
    var bytes = Array("line ".utf8)
    bytes.appendDecimal(number)
    #expect(String(decoding: bytes, as: UTF8.self) == "line \(number)")
  }
}

/// The span views and byte helpers the scanners read text through: every range at the
/// edges, empty text and characters of several bytes.
@Suite("UTF-8 spans")
struct UTF8SpanTests {
  private static let text = "Größe 日本 👩‍💻 end"

  @Test func stringsAreMadeFromAnyRangeOfTheBytes() {
    let bytes = Array(Self.text.utf8)
    bytes.withSpan { span in
      #expect(String(utf8: span, 0..<span.count) == Self.text)
      #expect(String(utf8: span, 0..<0).isEmpty)
      #expect(String(utf8: span, span.count..<span.count).isEmpty)
      #expect(String(utf8: span, 1..<4) == "rö")
      // Half a character is repaired, as `String(decoding:as:)` repairs it.
      #expect(String(utf8: span, 0..<3) == "Gr\u{FFFD}")
    }
    [UInt8]().withSpan { span in
      #expect(span.isEmpty && String(utf8: span, 0..<0).isEmpty)
    }
  }

  @Test func rangesOfTheBytesAreAppended() {
    var bytes = Array("> ".utf8)
    Self.text.withUTF8Span { span in
      bytes.append(span, 0..<span.count)
      bytes.append(span, 0..<0)
      bytes.append(span, span.count - 3..<span.count)
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "> " + Self.text + "end")
    var empty: [UInt8] = []
    "".withUTF8Span { empty.append($0, 0..<0) }
    #expect(empty.isEmpty)
  }

  /// Words are read little-endian from any offset, up to the last eight bytes.
  @Test func wordsAreTheEightBytesAtAnOffset() {
    let bytes: [UInt8] = Array(1...12)
    bytes.withSpan { span in
      #expect(span.word(at: 0) == 0x0807_0605_0403_0201)
      #expect(span.word(at: 3) == 0x0B0A_0908_0706_0504)
      #expect(span.word(at: 4) == 0x0C0B_0A09_0807_0605)
    }
  }

  @Test func bytesAreComparedWhole() {
    func same(_ left: String, _ right: String) -> Bool {
      left.withUTF8Span { left in Array(right.utf8).withSpan { left.hasSameBytes(as: $0) } }
    }
    #expect(same("Größe", "Größe"))
    #expect(!same("Größe", "Grösse"))
    #expect(!same("Größe", "Größ"))
    #expect(!same("", "a"))
    #expect(same("", ""))
  }

  @Test func stringsAreAppendedAndSearchedAsTheirBytes() {
    var bytes: [UInt8] = []
    bytes.appendUTF8(Self.text)
    bytes.appendUTF8("")
    #expect(bytes == Array(Self.text.utf8))
    #expect(Self.text.utf8Contains(0xF0) && !Self.text.utf8Contains(UInt8(ascii: "|")))
    #expect(!"".utf8Contains(0))
  }
}
