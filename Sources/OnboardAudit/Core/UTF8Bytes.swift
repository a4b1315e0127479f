extension [UInt8] {
  /// Appends a string's UTF-8 as one copy of its bytes. `append(contentsOf: string.utf8)`
  /// goes through the generic sequence path, which costs more than the copy for the short
  /// strings (a tag, a rule's id, a path) a report appends millions of.
  mutating func appendUTF8(_ string: String) {
    var string = string
    string.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends the decimal digits of a number that is not negative, making no string.
  mutating func appendDecimal(_ number: Int) {
    if number >= 10 { appendDecimal(number / 10) }
    append(UInt8(ascii: "0") + UInt8(number % 10))
  }
}

extension String {
  /// Whether the string's UTF-8 holds `byte`, looked for in place: `utf8.contains(byte)`
  /// steps an iterator through the view, a cost a report pays for each of a million paths
  /// and keys it looks at for one character.
  func utf8Contains(_ byte: UInt8) -> Bool {
    var string = self
    return string.withUTF8 { $0.contains(byte) }
  }
}
