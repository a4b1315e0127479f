import Testing

@testable import OnboardAudit

@Suite("Text locator")
struct TextLocatorTests {
  /// Lines and columns counted one byte at a time: LF, CRLF and CR each one break, columns
  /// in Unicode scalars.
  private static func reference(_ text: [UInt8], at target: Int) -> (line: Int, column: Int) {
    var (line, column, afterCR) = (1, 1, false)
    for byte in text[..<target] {
      switch byte {
      case 0x0A:
        if !afterCR { (line, column) = (line + 1, 1) }
        afterCR = false
      case 0x0D: (line, column, afterCR) = (line + 1, 1, true)
      default:
        afterCR = false
        if byte & 0xC0 != 0x80 { column += 1 }
      }
    }
    return (line, column)
  }

  /// Long runs without a break (read eight bytes at a time), breaks of every kind at every
  /// place in a word, and letters of two, three and four bytes: every offset, asked in
  /// order, gives the line and column of a count byte by byte.
  @Test func linesAndColumnsAreCountedAsByteByByte() {
    let pieces = [
      "\"a.long.key.without.any.break\" = \"Welcome to the app\";", "\n", "\r\n", "\r", "é", "日本",
      "🙂", "x", "\r\r\n\n", "  ", "ünïcödé text that runs past eight bytes",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      let text = Array((0..<60).map { _ in pieces.randomElement(using: &generator)! }.joined().utf8)
      text.withSpan { buffer in
        var locator = TextLocator(start: 0)
        for offset in 0...buffer.count {
          let found = locator.lineAndColumn(at: offset, in: buffer)
          let expected = Self.reference(text, at: offset)
          #expect(
            found == expected, "offset \(offset) of \(String(decoding: text, as: UTF8.self).debugDescription)"
          )
          if found != expected { return }
        }
      }
    }
  }

  /// Offsets far apart, and one asked again after a later one, read as from the start.
  @Test func offsetsFarApartAndBackwards() {
    let text = Array(
      (String(repeating: "abcdéfgh", count: 40) + "\r\n" + String(repeating: "x", count: 30)).utf8)
    text.withSpan { buffer in
      var locator = TextLocator(start: 0)
      #expect(locator.lineAndColumn(at: text.count, in: buffer) == Self.reference(text, at: text.count))
      #expect(locator.lineAndColumn(at: 17, in: buffer) == Self.reference(text, at: 17))
      #expect(locator.lineAndColumn(at: 360, in: buffer) == Self.reference(text, at: 360))
    }
  }
}
