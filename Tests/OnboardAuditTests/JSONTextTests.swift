import Foundation
import Testing

@testable import OnboardAudit

@Suite("JSON text")
struct JSONTextTests {
  @Test(arguments: [0, 7, 10, 99, 1_234_567_890, Int.max, -5, Int.min])
  func numbers(_ value: Int) {
    var json = JSONBytes()
    json.number(value)
    #expect(String(decoding: json.bytes, as: UTF8.self) == String(value))
  }

  @Test(arguments: [
    ("plain", "\"plain\""), ("say \"hi\"", "\"say \\\"hi\\\"\""), ("a\\b", "\"a\\\\b\""),
    ("line\nbreak\r\t", "\"line\\nbreak\\r\\t\""), ("\u{1}\u{1F}", "\"\\u0001\\u001f\""),
    ("a\u{2028}b\u{2029}", "\"a\\u2028b\\u2029\""), ("Grüße … ‘x’", "\"Grüße … ‘x’\""),
    ("\u{2027}\u{202A}\u{2028}", "\"\u{2027}\u{202A}\\u2028\""), ("", "\"\""), ("\u{7F}\"", "\"\u{7F}\\\"\""),
  ])
  func escapes(_ input: String, _ expected: String) throws {
    #expect(JSONText.string(input) == expected)
    #expect(try JSONParser.parse(JSONText.string(input)).asString == input)
  }

  /// Strings are scanned eight bytes at a time: a character to escape is found wherever it
  /// falls, in random strings of every length.
  @Test func escapesAtEveryPosition() throws {
    let pieces = [
      "a", "b", " ", "\"", "\\", "\n", "\u{1}", "\u{1F}", "é", "…", "\u{2028}", "\u{2029}", "\u{7F}", "€",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let count = Int.random(in: 0..<40, using: &generator)
      let input = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      var expected = "\""
      for scalar in input.unicodeScalars {
        switch scalar {
        case "\"": expected += "\\\""
        case "\\": expected += "\\\\"
        case "\n": expected += "\\n"
        case "\u{1}": expected += "\\u0001"
        case "\u{1F}": expected += "\\u001f"
        case "\u{2028}": expected += "\\u2028"
        case "\u{2029}": expected += "\\u2029"
        default: expected.unicodeScalars.append(scalar)
        }
      }
      expected += "\""
      #expect(JSONText.string(input) == expected, "\(input.debugDescription)")
    }
  }
}
