/// Identifiers read from a Swift file's bytes, without a parse: what decides, before any file
/// is parsed, which files to read (`SupportingFiles`) and which trees to keep
/// (`DerivedFlow.mayDerive`, `UnusedViewsEstimate`). Comments and string literals are read as
/// code.
enum IdentifierBytes {
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// Calls `body` with the range of each identifier: a run of identifier bytes that does not
  /// start with a digit (a number's run is skipped whole).
  static func forEach(in bytes: [UInt8], _ body: (Range<Int>) -> Void) {
    var index = 0
    while index < bytes.count {
      guard isIdentifierByte(bytes[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
      if !(bytes[index] >= 0x30 && bytes[index] <= 0x39) { body(index..<end) }
      index = end
    }
  }

  /// The name after each `struct ` (the keyword standing alone), as a range, empty when no
  /// name follows.
  static func structNames(in bytes: [UInt8]) -> [Range<Int>] {
    let keyword = Array("struct ".utf8)
    var names: [Range<Int>] = []
    var index = 0
    while index + keyword.count < bytes.count {
      guard bytes[index] == keyword[0], bytes[index..<index + keyword.count].elementsEqual(keyword),
        index == 0 || !isIdentifierByte(bytes[index - 1])
      else {
        index += 1
        continue
      }
      let start = index + keyword.count
      var end = start
      while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
      names.append(start..<end)
      index = end
    }
    return names
  }

  static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
