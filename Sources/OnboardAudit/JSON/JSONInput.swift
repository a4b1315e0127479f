/// Brings a JSON file's bytes to UTF-8: skips a UTF-8 byte order mark and transcodes UTF-16
/// that starts with one.
enum JSONInput {
  /// The UTF-8 bytes and the index where the JSON text starts (after a byte order mark).
  static func utf8(from bytes: [UInt8]) -> (bytes: [UInt8], start: Int) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return (bytes, 3)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (transcodeUTF16(bytes, bigEndian: true), 0)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (transcodeUTF16(bytes, bigEndian: false), 0)
    }
    return (bytes, 0)
  }

  /// UTF-16 after its byte order mark, as UTF-8; an odd last byte and unpaired surrogates become
  /// U+FFFD.
  private static func transcodeUTF16(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    if index < bytes.count {
      units.append(0xFFFD)
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
