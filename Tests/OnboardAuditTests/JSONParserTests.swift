import Testing

@testable import OnboardAudit

@Suite struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(text)
  }

  private func failure(_ text: String) -> AuditError? {
    failure(Array(text.utf8))
  }

  private func failure(_ bytes: [UInt8]) -> AuditError? {
    do {
      _ = try JSONParser.parse(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func scalars() throws {
    #expect(try parse("null").kind == .null)
    #expect(try parse("true").kind == .bool(true))
    #expect(try parse(" false ").kind == .bool(false))
    #expect(try parse("-12.5e1").kind == .number(-125, raw: "-12.5e1"))
    #expect(try parse("0").asInt == 0)
    #expect(try parse("1.5").asInt == nil)
    #expect(try parse("\"hi\"").asString == "hi")
  }

  @Test func containersKeepOrderAndDuplicates() throws {
    let value = try parse(#"{"b": [1, 2], "a": {}, "b": "last"}"#)
    let members = try #require(value.asObject)
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members[0].value.asArray?.count == 2)
    #expect(value["b"]?.asString == "last")
    #expect(value["a"]?.asObject?.isEmpty == true)
    #expect(value["missing"] == nil)
    #expect(try parse("[]").asArray?.isEmpty == true)
  }

  @Test func positionsOfValuesAndKeys() throws {
    let text = "{\n  \"a\": 1,\n  \"bc\" :  [true, null]\n}"
    let value = try parse(text)
    #expect((value.line, value.column) == (1, 1))
    let members = try #require(value.asObject)
    #expect((members[0].line, members[0].column) == (2, 3))
    #expect((members[0].value.line, members[0].value.column) == (2, 8))
    #expect((members[1].line, members[1].column) == (3, 3))
    let array = try #require(members[1].value.asArray)
    #expect((members[1].value.line, members[1].value.column) == (3, 11))
    #expect((array[1].line, array[1].column) == (3, 18))
  }

  @Test func columnsCountScalarsAfterMultiByteCharacters() throws {
    let value = try parse(#"{"é日😀": "ü", "k": 2}"#)
    let members = try #require(value.asObject)
    // {"é日😀": is 7 scalars, then a space: the value starts at column 9.
    #expect((members[0].value.line, members[0].value.column) == (1, 9))
    #expect((members[1].line, members[1].column) == (1, 14))
    #expect(members[0].key == "é日😀")
  }

  @Test func crlfAndBOM() throws {
    let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1,\r\n 2,\r3]".utf8))
    let array = try #require(value.asArray)
    #expect((value.line, value.column) == (1, 1))
    #expect((array[1].line, array[1].column) == (2, 2))
    #expect((array[2].line, array[2].column) == (3, 1))
  }

  @Test func utf16WithBOMIsTranscoded() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "{\"ä\": 1}".utf16 {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let value = try JSONParser.parse(bytes)
    #expect(value["ä"]?.asInt == 1)
    #expect(failure(Array("{}".utf16).flatMap { [UInt8($0 & 0xFF), 0] })?.message.contains("UTF-16") == true)
  }

  @Test func escapes() throws {
    #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#).asString == "a\"b\\c/d\u{8}\u{C}\n\r\t")
    #expect(try parse(#""\u00e9\u65E5""#).asString == "é日")
    #expect(try parse(#""\uD83D\uDE00!""#).asString == "😀!")
    #expect(try parse(#""x\uD83Dy""#).asString == "x\u{FFFD}y")
    #expect(try parse(#""\uDE00\n""#).asString == "\u{FFFD}\n")
    #expect(try parse(#""\uD83D\u0041""#).asString == "\u{FFFD}A")
  }

  @Test(arguments: [
    (#"{"states": 1 "x": 2}"#, #"expected ',' or '}' after the member "states""#, 1, 14),
    ("[1 2]", "expected ',' or ']' after an array element", 1, 4),
    ("{\n  \"a\": \"abc", "unterminated string", 2, 8),
    ("\"ab\ncd\"", "unterminated string", 1, 1),
    (#"["a\x"]"#, #"invalid escape '\x'"#, 1, 4),
    (#""\u12G4""#, #"invalid unicode escape: '\u' needs four hex digits"#, 1, 2),
    ("\"a\u{1}\"", "control character U+0001 must be escaped in a string", 1, 3),
    ("[1,]", "trailing comma before ']'", 1, 4),
    (#"{"a": 1,}"#, "trailing comma before '}'", 1, 9),
    ("{1: 2}", "expected a string key or '}'", 1, 2),
    (#"{"a" 1}"#, #"expected ':' after the key "a""#, 1, 6),
    ("[1] x", "unexpected text after the JSON value", 1, 5),
    ("", "empty input", 1, 1),
    ("[", "unexpected end of input", 1, 2),
    ("{\"a\": [1,\n2", "unexpected end of input", 2, 2),
    ("[undefined]", "expected a value, found 'undefined'", 1, 2),
    ("[nulls]", "expected a value, found 'nulls'", 1, 2),
    ("// c\n1", "comments are not allowed in JSON", 1, 1),
    ("[01]", "invalid number: leading zero", 1, 2),
    ("[1.]", "invalid number: expected a digit after '.'", 1, 2),
    ("-", "invalid number: expected a digit after '-'", 1, 1),
    ("[1e+]", "invalid number: expected a digit in the exponent", 1, 2),
    ("{\"日本\": 'x'}", "expected a value, found '''", 1, 8),
  ])
  func errors(text: String, message: String, line: Int, column: Int) {
    let error = failure(text)
    #expect(error == AuditError.unreadable(message, at: SourceLocation(file: "", line: line, column: column)))
  }

  @Test func invalidUTF8HasAPosition() {
    let inString = Array("{\n \"k\": \"ab".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect(
      failure(inString)
        == AuditError.unreadable("invalid UTF-8 byte 0xC3", at: SourceLocation(file: "", line: 2, column: 10))
    )
    let surrogate = Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8)
    #expect(failure(surrogate)?.message == "invalid UTF-8 byte 0xED")
    let outside = Array("[".utf8) + [0xFF] + Array("]".utf8)
    #expect(
      failure(outside)
        == AuditError.unreadable(
          "expected a value, found invalid UTF-8 byte 0xFF", at: SourceLocation(file: "", line: 1, column: 2))
    )
  }

  @Test func nestingIsBounded() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(try parse(deepest).asArray?.count == 1)
    let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(
      failure(tooDeep)
        == AuditError.unreadable(
          "nesting deeper than 512 levels", at: SourceLocation(file: "", line: 1, column: 513)))
    let hostile = String(repeating: "{\"a\":[", count: 100_000)
    #expect(failure(hostile)?.message == "nesting deeper than 512 levels")
  }

  @Test func everyTruncationIsAnError() {
    let bytes = Array(#"{"é": [1.5e3, "a\u00e9\n😀", {"k": null}], "t": true}"#.utf8)
    for end in 0..<bytes.count {
      #expect(failure(Array(bytes[..<end])) != nil)
    }
    #expect(failure(bytes) == nil)
  }

  @Test func largeInputsParse() throws {
    let element = #"{"key": "välue \u00e9", "n": [1, 2.5, true, null]}"#
    let text = "[" + Array(repeating: element, count: 20_000).joined(separator: ",\n") + "]"
    let value = try parse(text)
    #expect(value.asArray?.count == 20_000)
    #expect(value.asArray?.last?.line == 20_000)
  }
}
