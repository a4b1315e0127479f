extension JSONScanner {
  /// Reads a string starting at its opening quote and leaves the scanner after the closing one.
  mutating func parseString() throws(AuditError) -> String {
    let quote = index
    index += 1
    let start = index
    // Most strings have no escapes: validate them in place and decode them in one go.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let string = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return string
      }
      if byte == UInt8(ascii: "\\") {
        break
      }
      if byte >= 0x20, byte < 0x80 {
        index += 1
      } else {
        try advanceOverCharacter(stringStart: quote)
      }
    }
    guard index < bytes.count else {
      throw error("unterminated string", at: quote)
    }
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        try appendEscape(to: &utf8, stringStart: quote)
      } else {
        let characterStart = index
        try advanceOverCharacter(stringStart: quote)
        utf8.append(contentsOf: bytes[characterStart..<index])
      }
    }
    throw error("unterminated string", at: quote)
  }

  /// Moves over one unescaped character of a string, checking that it is allowed and valid UTF-8.
  private mutating func advanceOverCharacter(stringStart: Int) throws(AuditError) {
    let byte = bytes[index]
    if byte >= 0x20, byte < 0x80 {
      index += 1
      return
    }
    if byte == 0x0A || byte == 0x0D {
      // A raw line break almost always means a missing closing quote.
      throw error("unterminated string", at: stringStart)
    }
    if byte < 0x20 {
      throw error(
        "control character U+\(Self.hex(byte, digits: 4).dropFirst(2)) must be escaped in a string",
        at: index)
    }
    guard let length = utf8SequenceLength(at: index) else {
      throw error("invalid UTF-8 byte \(Self.hex(byte))", at: index)
    }
    index += length
  }

  /// Reads an escape sequence starting at its backslash and appends its UTF-8 bytes.
  private mutating func appendEscape(to utf8: inout [UInt8], stringStart: Int) throws(AuditError) {
    let backslash = index
    guard index + 1 < bytes.count else {
      throw error("unterminated string", at: stringStart)
    }
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
      utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      let scalar = try readUnicodeEscape(backslash: backslash)
      utf8.append(contentsOf: String(Character(scalar)).utf8)
    default:
      index = backslash
      if letter >= 0x21, letter < 0x7F {
        throw error("invalid escape '\\\(Character(Unicode.Scalar(letter)))'", at: backslash)
      }
      throw error("invalid escape: '\\' followed by \(describeCharacter(at: backslash + 1))", at: backslash)
    }
  }

  /// Reads the four hex digits after `\u` (and a second `\uXXXX` for a surrogate pair).
  private mutating func readUnicodeEscape(backslash: Int) throws(AuditError) -> Unicode.Scalar {
    let unit = try readHexQuad(backslash: backslash)
    switch unit {
    case 0xD800...0xDBFF:
      let next = index
      if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") {
        index += 2
        let low = try readHexQuad(backslash: next)
        if (0xDC00...0xDFFF).contains(low) {
          return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        }
        // Not a low surrogate: it is an escape of its own, read again on the next round.
        index = next
      }
      return "\u{FFFD}"
    case 0xDC00...0xDFFF:
      return "\u{FFFD}"
    default:
      return Unicode.Scalar(unit)!
    }
  }

  private mutating func readHexQuad(backslash: Int) throws(AuditError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
        throw error("invalid unicode escape: '\\u' needs four hex digits", at: backslash)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The length of the well-formed UTF-8 sequence of a non-ASCII scalar at `position`, or nil
  /// when it is malformed, overlong, truncated or encodes a surrogate.
  func utf8SequenceLength(at position: Int) -> Int? {
    let lead = bytes[position]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return nil
    }
    guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { return nil }
    for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 {
      return nil
    }
    return length
  }
}
