/// The byte scanner behind ``JSONParser``: walks UTF-8 bytes once, tracking line and column, and
/// builds values with an explicit stack of open containers instead of recursion.
struct JSONScanner {
  let bytes: [UInt8]
  var index: Int
  var line = 1
  var lineStart: Int
  // A position on the current line whose column is known. Columns are counted forward from it,
  // so they cost amortized O(1) even in a minified file that is one long line.
  private var knownIndex: Int
  private var knownColumn = 1

  init(_ bytes: [UInt8], start: Int) {
    self.bytes = bytes
    index = start
    lineStart = start
    knownIndex = start
  }

  /// An array or object being read.
  private struct Frame {
    var isObject: Bool
    var line: Int
    var column: Int
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The key of the member whose value is being read.
    var key = ""
    var keyLine = 0
    var keyColumn = 0
  }

  mutating func parseDocument() throws(AuditError) -> JSONValue {
    if bytes.count - index >= 2, bytes[index] == 0 || bytes[index + 1] == 0 {
      throw error("the file looks like UTF-16 or UTF-32 without a byte order mark", at: index)
    }
    var stack: [Frame] = []
    var afterComma = false
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw error(stack.isEmpty ? "empty input" : "unexpected end of input", at: index)
      }
      let valueLine = line
      let valueColumn = column(at: index)
      var value: JSONValue
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard stack.count < JSONParser.maximumDepth else {
          throw error("nesting deeper than \(JSONParser.maximumDepth) levels", at: index)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
          index += 1
          value = JSONValue(isObject ? .object([]) : .array([]), line: valueLine, column: valueColumn)
        } else {
          var frame = Frame(isObject: isObject, line: valueLine, column: valueColumn)
          if isObject {
            try readKey(into: &frame, afterComma: false)
          }
          stack.append(frame)
          afterComma = false
          continue
        }
      case UInt8(ascii: "\""):
        value = JSONValue(.string(try parseString()), line: valueLine, column: valueColumn)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = JSONValue(try parseNumber(), line: valueLine, column: valueColumn)
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        value = JSONValue(try parseLiteral(), line: valueLine, column: valueColumn)
      default:
        throw unexpectedValue(afterComma: afterComma)
      }

      // Close every container that this value completes, then go on with the next value.
      while true {
        skipWhitespace()
        guard let top = stack.indices.last else {
          guard index == bytes.count else {
            throw error("unexpected text after the JSON value", at: index)
          }
          return value
        }
        guard index < bytes.count else {
          throw error("unexpected end of input", at: index)
        }
        let next = bytes[index]
        let isObject = stack[top].isObject
        if isObject {
          stack[top].members.append(
            JSONMember(
              key: stack[top].key, line: stack[top].keyLine, column: stack[top].keyColumn, value: value))
        } else {
          stack[top].elements.append(value)
        }
        if next == UInt8(ascii: ",") {
          index += 1
          if isObject {
            try readKey(into: &stack[top], afterComma: true)
          } else {
            afterComma = true
          }
          break
        }
        guard next == UInt8(ascii: isObject ? "}" : "]") else {
          throw error(
            isObject
              ? "expected ',' or '}' after the member \(Self.quoted(stack[top].key))"
              : "expected ',' or ']' after an array element", at: index)
        }
        index += 1
        let closed = stack.removeLast()
        value = JSONValue(
          isObject ? .object(closed.members) : .array(closed.elements), line: closed.line,
          column: closed.column)
      }
    }
  }

  /// Reads `"key" :` into the frame, leaving the scanner before the member's value.
  private mutating func readKey(into frame: inout Frame, afterComma: Bool) throws(AuditError) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      if afterComma, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        throw error("trailing comma before '}'", at: index)
      }
      throw error(afterComma ? "expected a string key" : "expected a string key or '}'", at: index)
    }
    frame.keyLine = line
    frame.keyColumn = column(at: index)
    frame.key = try parseString()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw error("expected ':' after the key \(Self.quoted(frame.key))", at: index)
    }
    index += 1
  }

  /// The error for a character that cannot start a value.
  private mutating func unexpectedValue(afterComma: Bool) -> AuditError {
    let byte = bytes[index]
    if afterComma, byte == UInt8(ascii: "]") {
      return error("trailing comma before ']'", at: index)
    }
    if byte == UInt8(ascii: "/") {
      return error("comments are not allowed in JSON", at: index)
    }
    return error("expected a value, found \(describeCharacter(at: index))", at: index)
  }

  /// The character at `position` for a message: `'x'`, `'undefined'` for a word, `U+0000` for a
  /// control character, or the invalid UTF-8 byte.
  mutating func describeCharacter(at position: Int) -> String {
    let byte = bytes[position]
    if Self.isWordByte(byte) {
      var end = position
      while end < bytes.count, end - position < 24, Self.isWordByte(bytes[end]) {
        end += 1
      }
      return "'\(String(decoding: bytes[position..<end], as: UTF8.self))'"
    }
    if byte >= 0x20, byte < 0x7F {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    if byte >= 0x80, let length = utf8SequenceLength(at: position) {
      let scalar = String(
        decoding: bytes[position..<position + length], as: UTF8.self)
      return "'\(scalar)'"
    }
    if byte >= 0x80 {
      return "invalid UTF-8 byte \(Self.hex(byte))"
    }
    return "U+\(Self.hex(byte, digits: 4).dropFirst(2))"
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      case 0x0D:
        index += 1
        if index < bytes.count, bytes[index] == 0x0A {
          index += 1
        }
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  /// The 1-based column, in Unicode scalars, of a position on the current line.
  mutating func column(at position: Int) -> Int {
    if knownIndex < lineStart || knownIndex > position {
      knownIndex = lineStart
      knownColumn = 1
    }
    var column = knownColumn
    var scan = knownIndex
    while scan < position {
      // Every byte that is not a UTF-8 continuation byte starts a scalar.
      if bytes[scan] & 0xC0 != 0x80 {
        column += 1
      }
      scan += 1
    }
    knownIndex = position
    knownColumn = column
    return column
  }

  mutating func error(_ message: String, at position: Int) -> AuditError {
    AuditError.unreadable(message, at: SourceLocation(file: "", line: line, column: column(at: position)))
  }

  /// A key or string for a message, in double quotes with JSON escapes.
  static func quoted(_ string: String) -> String {
    let escaped = string.replacingScalars { scalar in
      if let escape = backslashEscape(scalar) { return escape }
      return scalar.value < 0x20 ? "\\u" + hex(UInt8(scalar.value), digits: 4).dropFirst(2) : nil
    }
    return "\"" + escaped + "\""
  }

  /// `0xAB`, or `0x00AB` with four digits.
  static func hex(_ byte: UInt8, digits: Int = 2) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
