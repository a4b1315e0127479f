extension [UInt8] {
  /// Appends a string's UTF-8 as one copy of its bytes. `append(contentsOf: string.utf8)`
  /// goes through the generic sequence path, which costs more than the copy for the short
  /// strings (a tag, a rule's id, a path) a report appends millions of.
  mutating func appendUTF8(_ string: String) {
    var string = string
    string.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends the decimal digits of a number that is not negative, making no string: made
  /// from the last in a buffer on the stack, then appended as one copy (a report appends
  /// three numbers for each of a million findings).
  mutating func appendDecimal(_ number: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    Swift.withUnsafeMutableBytes(of: &digits) { buffer in
      var rest = number
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      let base = buffer.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
      append(contentsOf: UnsafeBufferPointer(start: base + start, count: buffer.count - start))
    }
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
