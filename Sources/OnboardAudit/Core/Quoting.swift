/// A subject for a message: in double quotes, with line breaks and controls shown as
/// escapes and very long text shortened, so every message stays on one line.
func quoted(_ text: String, limit: Int = 80) -> String {
  if isShownAsIs(text, limit: limit) { return inQuotes(text) }
  var shown = ""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == limit {
      shown += "…"
      break
    }
    switch scalar {
    case "\n": shown += "\\n"
    case "\r": shown += "\\r"
    case "\t": shown += "\\t"
    case "\"": shown += "\\\""
    default:
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    count += 1
  }
  return "\"" + shown + "\""
}

/// `text` between double quotes, made in one string of its size: a message quotes a key
/// for each of up to a million findings, and `"\"" + text + "\""` makes two.
private func inQuotes(_ text: String) -> String {
  var text = text
  return text.withUTF8 { utf8 in
    String(unsafeUninitializedCapacity: utf8.count + 2) { buffer in
      buffer[0] = UInt8(ascii: "\"")
      _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(fromContentsOf: utf8)
      buffer[utf8.count + 1] = UInt8(ascii: "\"")
      return utf8.count + 2
    }
  }
}

/// Whether `quoted` would change nothing: no more than `limit` scalars, no quote, no
/// control character. Most keys and values are like that, and are checked in one pass,
/// their ASCII eight bytes at a time (a message quotes a key for each of up to a million
/// findings).
func isShownAsIs(_ text: String, limit: Int = 80) -> Bool {
  var text = text
  return text.withUTF8 { utf8 in
    var scalars = 0
    var start = 0
    if let base = utf8.baseAddress {
      while start + 8 <= utf8.count, scalars < limit,
        isPlainASCII(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self))
      {
        scalars += 8
        start += 8
      }
    }
    // The bytes before `start` are ASCII: the byte before it leads no two-byte scalar.
    var previous: UInt8 = 0
    for byte in utf8[start...] {
      switch byte {
      case 0..<0x20, 0x7F, UInt8(ascii: "\""): return false
      case 0x80...0x9F where previous == 0xC2: return false  // U+0080…U+009F
      case 0x80...0xBF: break  // a continuation byte: the same scalar
      default: scalars += 1
      }
      previous = byte
    }
    return scalars <= limit
  }
}

/// Whether the eight bytes of `word` are ASCII that `quoted` shows as they are: no byte
/// from 0x80, none below 0x20 (each byte plus 0x60 reaches 0x80), no 0x7F (plus 1 reaches
/// it) and no quote (a zero byte in the word xor quotes). No sum carries into the next
/// byte, as every byte is below 0x80.
@inline(__always)
private func isPlainASCII(_ word: UInt64) -> Bool {
  let (ones, highs): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
  guard word & highs == 0 else { return false }
  let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
  return (word &+ ones &* 0x60) & highs == highs && (word &+ ones) & highs == 0
    && (quotes &- ones) & ~quotes & highs == 0
}

/// Names a variant for a message: "" is the value itself, else `variant plural.one`.
func variantSuffix(_ path: String) -> String {
  path.isEmpty ? "" : " (variant \(path))"
}

/// Digits in groups of three, the same on every machine: "2,654".
func groupedDigits(_ number: Int) -> String {
  var digits = String(number)
  var result = ""
  while digits.count > 3 {
    result = "," + digits.suffix(3) + result
    digits.removeLast(3)
  }
  return digits + result
}

/// The first few of many subjects for a message, quoted: `"a", "b", "c" and 309 more`.
/// The finding's `keys` carry every one.
func firstFew(_ subjects: [String], shown: Int = 3) -> String {
  let list = subjects.prefix(shown).map { quoted($0) }.joined(separator: ", ")
  return subjects.count > shown ? "\(list) and \(groupedDigits(subjects.count - shown)) more" : list
}
