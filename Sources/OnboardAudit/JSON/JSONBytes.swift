/// Appends JSON to a byte buffer without building intermediate strings: the reports of a
/// run with a hundred thousand findings are written member by member, straight into the
/// bytes that go to the file. Escaping is `JSONText.string`'s.
struct JSONBytes {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends to bytes already there.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Raw text, already JSON (punctuation, numbers, layout).
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Raw text built at run time. (Named apart: a literal would otherwise pick this one,
  /// `String` being the literals' default type, and copy its bytes through a `String`.)
  mutating func raw(built text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Raw bytes made earlier, already JSON.
  mutating func raw(bytes more: [UInt8]) {
    bytes.append(contentsOf: more)
  }

  /// Bytes that `body` appends, already JSON.
  mutating func appendBytes(_ body: (inout [UInt8]) -> Void) {
    body(&bytes)
  }

  /// A whole number, its digits written straight into the bytes.
  mutating func number(_ value: Int) {
    guard value >= 0 else {
      raw(built: String(value))
      return
    }
    bytes.appendDecimal(value)
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, and U+2028
  /// and U+2029 (line ends to JavaScript); everything else copied as UTF-8.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    appendEscaped(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A string and its JSON literal, to write again without escaping it again.
  struct Escaped {
    fileprivate var string: String?
    fileprivate var literal: [UInt8] = []
  }

  /// `string(value)`, copying the literal from `last` when `value` is the string it holds
  /// (and keeping the new one there when not).
  mutating func string(_ value: String, reusing last: inout Escaped) {
    if last.string == value {
      bytes.append(contentsOf: last.literal)
      return
    }
    let start = bytes.count
    string(value)
    last.string = value
    // Into the literal's own room: it is this writer's alone, and is not made anew.
    last.literal.removeAll(keepingCapacity: true)
    last.literal.append(contentsOf: bytes[start...])
  }

  /// The characters of `value` as they are inside a JSON string literal.
  private mutating func appendEscaped(_ value: String) {
    Self.scan.appendEscaped(value, to: &bytes) { utf8, index in
      switch utf8[index] {
      case UInt8(ascii: "\""): ("\\\"", 1)
      case UInt8(ascii: "\\"): ("\\\\", 1)
      case let control where control < 0x20: (Self.controlEscapes[Int(control)], 1)
      case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] | 1) == 0xA9:
        (utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
      default: nil
      }
    }
  }

  /// The bytes to look at: controls, `"`, a backslash, and 0xE2, which starts U+2028 and
  /// U+2029.
  private static let scan = ByteScan(controlsAnd: 0x22, 0x5C, 0xE2)

  /// The escape of each control character.
  private static let controlEscapes: [StaticString] = [
    "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
    "\\u0008", "\\t", "\\n", "\\u000b", "\\u000c", "\\r", "\\u000e", "\\u000f",
    "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
    "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
  ]

  /// A string member after its prefix (comma, line break, indent, name and colon), left
  /// out when there is no value.
  mutating func member(_ prefix: StaticString, _ value: String?) {
    guard let value else { return }
    raw(prefix)
    string(value)
  }

  /// `member(prefix, value)`, reusing the literal of a repeated value (see `string(_:reusing:)`).
  mutating func member(_ prefix: StaticString, _ value: String?, reusing last: inout Escaped) {
    guard let value else { return }
    raw(prefix)
    string(value, reusing: &last)
  }
}
