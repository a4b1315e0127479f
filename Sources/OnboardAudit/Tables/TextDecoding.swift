/// The text of a file as UTF-8, whatever its encoding on disk.
struct DecodedText {
  /// The text as UTF-8.
  var utf8: [UInt8]
  /// The part of `utf8` that is text: after any byte order mark, and up to the first
  /// undecodable byte when there is one. Every byte in it belongs to valid UTF-8.
  var valid: Range<Int>
  /// Why decoding stopped at `valid.upperBound`, when it stopped before the end.
  var failure: String?
}

/// Turns the bytes of a text file into UTF-8: UTF-8 with or without a byte order mark, and
/// UTF-16 of either byte order, with a byte order mark or recognised by its zero bytes.
enum TextDecoding {
  static func decode(_ bytes: [UInt8]) -> DecodedText {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return validateUTF8(bytes, from: 3)
    }
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
      return transcodeUTF16(bytes, from: 2, bigEndian: false)
    }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
      return transcodeUTF16(bytes, from: 2, bigEndian: true)
    }
    if let bigEndian = guessUTF16ByteOrder(bytes) {
      return transcodeUTF16(bytes, from: 0, bigEndian: bigEndian)
    }
    return validateUTF8(bytes, from: 0)
  }

  /// UTF-16 without a byte order mark: text files made of mostly Latin letters, quotes and
  /// spaces have a zero in every other byte, and UTF-8 text has none at all.
  /// Returns nil when the bytes do not look like UTF-16.
  static func guessUTF16ByteOrder(_ bytes: [UInt8]) -> Bool? {
    let sample = min(bytes.count, 4096) & ~1
    guard sample >= 2 else { return nil }
    var zerosAtEven = 0
    var zerosAtOdd = 0
    var index = 0
    while index < sample {
      if bytes[index] == 0 { zerosAtEven += 1 }
      if bytes[index + 1] == 0 { zerosAtOdd += 1 }
      index += 2
    }
    let pairs = sample / 2
    if zerosAtOdd * 4 >= pairs, zerosAtEven * 8 <= zerosAtOdd { return false }
    if zerosAtEven * 4 >= pairs, zerosAtOdd * 8 <= zerosAtEven { return true }
    return nil
  }

  /// Checks that `bytes[start...]` is well-formed UTF-8 (no overlong forms, no surrogates,
  /// nothing above U+10FFFF) and finds the first byte that is not.
  static func validateUTF8(_ bytes: [UInt8], from start: Int) -> DecodedText {
    let count = bytes.count
    let badOffset: Int? = bytes.withSpan { buffer in
      var index = start
      while index < count {
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        // The sequence length and the range of the second byte, which rules out overlong
        // forms, surrogates and values above U+10FFFF.
        let (length, low, high): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return index
        }
        guard index + length <= count else { return index }
        let second = buffer[index + 1]
        guard second >= low, second <= high else { return index }
        var next = index + 2
        while next < index + length {
          guard buffer[next] & 0xC0 == 0x80 else { return index }
          next += 1
        }
        index = next
      }
      return nil
    }
    guard let badOffset else { return DecodedText(utf8: bytes, valid: start..<count) }
    return DecodedText(
      utf8: bytes, valid: start..<badOffset, failure: "invalid UTF-8 byte \(hex(bytes[badOffset]))")
  }

  /// Converts UTF-16 to UTF-8, stopping at an unpaired surrogate or a lone last byte.
  static func transcodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) -> DecodedText {
    let units = (bytes.count - start) / 2
    var failure: String?
    var output: [UInt8] = []
    // Most text is ASCII, one byte of UTF-8 per unit.
    output.reserveCapacity(units)
    bytes.withSpan { input in
      @inline(__always) func unit(_ index: Int) -> UInt32 {
        let first = UInt32(input[start + 2 * index])
        let second = UInt32(input[start + 2 * index + 1])
        return bigEndian ? first << 8 | second : second << 8 | first
      }
      var index = 0
      while index < units {
        var value = unit(index)
        index += 1
        if value < 0x80 {
          output.append(UInt8(value))
          continue
        }
        if value & 0xFC00 == 0xD800, index < units, unit(index) & 0xFC00 == 0xDC00 {
          value = 0x10000 + ((value - 0xD800) << 10) + (unit(index) - 0xDC00)
          index += 1
        } else if value & 0xF800 == 0xD800 {
          failure = "invalid UTF-16: unpaired surrogate \(hex(UInt16(value)))"
          break
        }
        appendUTF8(Unicode.Scalar(value)!, to: &output)
      }
    }
    if failure == nil, (bytes.count - start) % 2 != 0 {
      failure = "incomplete UTF-16 character at the end of the file"
    }
    return DecodedText(utf8: output, valid: 0..<output.count, failure: failure)
  }

  static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      output.append(UInt8(value))
    case 0x80..<0x800:
      output.append(0xC0 | UInt8(value >> 6))
      output.append(0x80 | UInt8(value & 0x3F))
    case 0x800..<0x10000:
      output.append(0xE0 | UInt8(value >> 12))
      output.append(0x80 | UInt8((value >> 6) & 0x3F))
      output.append(0x80 | UInt8(value & 0x3F))
    default:
      output.append(0xF0 | UInt8(value >> 18))
      output.append(0x80 | UInt8((value >> 12) & 0x3F))
      output.append(0x80 | UInt8((value >> 6) & 0x3F))
      output.append(0x80 | UInt8(value & 0x3F))
    }
  }

  static func hex<T: BinaryInteger>(_ value: T) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    let width = MemoryLayout<T>.size * 2
    return "0x" + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

/// Turns byte offsets in UTF-8 text into 1-based lines and columns, counting columns in
/// Unicode scalars and LF, CRLF and CR as one line break each. Asking for offsets in
/// increasing order costs one pass over the text in all.
struct TextLocator {
  private let start: Int
  private var offset: Int
  private var line = 1
  private var column = 1
  private var afterCR = false

  init(start: Int) {
    self.start = start
    self.offset = start
  }

  mutating func lineAndColumn(at target: Int, in text: Span<UInt8>) -> (line: Int, column: Int) {
    if target < offset {
      self = TextLocator(start: start)
    }
    // Eight bytes at a time where none breaks a line (each byte but a UTF-8 continuation
    // byte, 10xxxxxx, is a column), else one.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
    while offset < target {
      if offset + 8 <= target {
        let word = text.word(at: offset)
        if !hasZeroByte(word ^ (ones &* 0x0A)) && !hasZeroByte(word ^ (ones &* 0x0D)) {
          column += 8 - (word & ~(word << 1) & highs).nonzeroBitCount
          afterCR = false
          offset += 8
          continue
        }
      }
      let byte = text[offset]
      if byte == 0x0A {
        if !afterCR {
          line += 1
          column = 1
        }
        afterCR = false
      } else if byte == 0x0D {
        line += 1
        column = 1
        afterCR = true
      } else {
        afterCR = false
        if byte & 0xC0 != 0x80 { column += 1 }
      }
      offset += 1
    }
    return (line, column)
  }
}
