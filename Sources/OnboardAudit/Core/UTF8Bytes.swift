import Foundation

extension [UInt8] {
  /// Appends a string's UTF-8 as one copy of its bytes. `append(contentsOf: string.utf8)`
  /// goes through the generic sequence path, which costs more than the copy for the short
  /// strings (a tag, a rule's id, a path) a report appends millions of.
  mutating func appendUTF8(_ string: String) {
    var string = string
    string.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends the decimal digits of a number that is not negative, making no string: room
  /// for them made first, then filled from the last digit.
  mutating func appendDecimal(_ number: Int) {
    var width = 1
    var rest = number / 10
    while rest > 0 {
      width += 1
      rest /= 10
    }
    append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
    var place = count
    rest = number
    repeat {
      place -= 1
      self[place] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
  }
}

extension String {
  /// Whether the string's UTF-8 holds `byte`, looked for in place: `utf8.contains(byte)`
  /// steps an iterator through the view, a cost a report pays for each of a million paths
  /// and keys it looks at for one character.
  func utf8Contains(_ byte: UInt8) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return found }
    var string = self
    return string.withUTF8 { $0.contains(byte) }
  }
}

extension [UInt8] {
  /// `body` with the bytes as a `Span`, which checks every index: for loops over many bytes
  /// that would otherwise pay for the array's own checks of uniqueness and size.
  func withSpan<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
    try withUnsafeBufferPointer { try body($0.span) }
  }
}

extension [UInt16] {
  /// `body` with the numbers as a `Span` (see `[UInt8].withSpan`).
  func withSpan<Result>(_ body: (Span<UInt16>) throws -> Result) rethrows -> Result {
    try withUnsafeBufferPointer { try body($0.span) }
  }
}

extension String {
  /// `body` with the string's UTF-8 as a `Span`, read in place: a native string's own
  /// storage, without the copy of the string (a reference counted) that `withUTF8` needs.
  func withUTF8Span<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable({ try body($0.span) }) { return result }
    var string = self
    return try string.withUTF8 { try body($0.span) }
  }

  /// The UTF-8 in `range` of `utf8`, ill-formed sequences repaired.
  init(utf8: Span<UInt8>, _ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= utf8.count, "a range of the bytes")
    self = utf8.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
  }
}

extension [UInt8] {
  /// Appends the bytes in `range` of `utf8`.
  mutating func append(_ utf8: Span<UInt8>, _ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= utf8.count, "a range of the bytes")
    utf8.withUnsafeBufferPointer { append(contentsOf: $0[range]) }
  }
}

extension Span<UInt8> {
  /// The eight bytes at `offset` as one little-endian word, for scans that pass plain
  /// bytes eight at a time.
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    precondition(offset >= 0 && offset + 8 <= count, "eight bytes of the span")
    return withUnsafeBufferPointer { buffer in
      UInt64(
        littleEndian: UnsafeRawPointer(buffer.baseAddress!).loadUnaligned(
          fromByteOffset: offset, as: UInt64.self))
    }
  }
}

extension Span<UInt8> {
  /// Whether the two hold the same bytes, compared as memory.
  func hasSameBytes(as other: Span<UInt8>) -> Bool {
    guard count == other.count else { return false }
    return withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
      }
    }
  }
}
