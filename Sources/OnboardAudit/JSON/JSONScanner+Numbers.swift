extension JSONScanner {
  /// Reads a number in RFC 8259 syntax: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  mutating func parseNumber() throws(AuditError) -> JSONValue.Kind {
    let start = index
    if bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("invalid number: expected a digit after '-'", at: start)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("invalid number: leading zero", at: start)
      }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("invalid number: expected a digit after '.'", at: start)
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("invalid number: expected a digit in the exponent", at: start)
      }
      skipDigits()
    }
    let raw = String(decoding: bytes[start..<index], as: UTF8.self)
    // The grammar above is a subset of what Double accepts, so this only fails on overflow to
    // infinity, which Double(_:) reports as .infinity rather than nil.
    return .number(Double(raw) ?? .nan, raw: raw)
  }

  /// Reads `true`, `false` or `null`.
  mutating func parseLiteral() throws(AuditError) -> JSONValue.Kind {
    for (word, kind) in [("true", JSONValue.Kind.bool(true)), ("false", .bool(false)), ("null", .null)] {
      let utf8 = word.utf8
      if bytes.count - index >= utf8.count,
        zip(utf8, bytes[index..<index + utf8.count]).allSatisfy({ $0 == $1 })
      {
        let end = index + utf8.count
        // `nullx` or `true1` is one unknown word, not a literal followed by junk.
        if end < bytes.count, Self.isWordByte(bytes[end]) {
          break
        }
        index = end
        return kind
      }
    }
    throw error("expected a value, found \(describeCharacter(at: index))", at: index)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) {
      index += 1
    }
  }
}
