/// A subject for a message: in double quotes, with line breaks and controls shown as
/// escapes and very long text shortened, so every message stays on one line.
public func quoted(_ text: String, limit: Int = 80) -> String {
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

/// `text` between double quotes.
private func inQuotes(_ text: String) -> String {
  "\"" + text + "\""
}

/// Whether `quoted` would change nothing: no more than `limit` scalars, no quote, no
/// control character. Most keys and values are like that, and are checked in one pass
/// over their UTF-8.
func isShownAsIs(_ text: String, limit: Int = 80) -> Bool {
  var scalars = 0
  var previous: UInt8 = 0
  for byte in text.utf8 {
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

/// A count with its noun, which agrees with it: "1 line break", "0 line breaks", "2,654
/// keys". `plural` is for a noun that does not take an "s" ("1 bold span", "3 entries").
func counted(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
  "\(groupedDigits(number)) \(number == 1 ? singular : plural ?? singular + "s")"
}

/// The first few of many subjects for a message, quoted: `"a", "b", "c" and 309 more`.
/// The finding's `keys` carry every one.
func firstFew(_ subjects: [String], shown: Int = 3) -> String {
  let list = subjects.prefix(shown).map { quoted($0) }.joined(separator: ", ")
  return subjects.count > shown ? "\(list) and \(groupedDigits(subjects.count - shown)) more" : list
}

/// The escape a double-quoted literal of JSON or Swift writes for a quote, a backslash, a
/// line break or a tab; nil for any other scalar.
func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
  switch scalar {
  case "\"": "\\\""
  case "\\": "\\\\"
  case "\n": "\\n"
  case "\r": "\\r"
  case "\t": "\\t"
  default: nil
  }
}

extension String {
  /// The string with every scalar for which `replacement` gives a text replaced by that text.
  func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let text = replacement(scalar) {
        result += text
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// `text` on one line: line breaks and control characters (C0 but tab, DEL, C1, U+2028 and
/// U+2029) shown as escapes (`\n`, `\u{1B}`), so that nothing an input holds starts a line of
/// the output, as a workflow command or a diagnostic, nor moves or colours what a terminal
/// or a CI log shows (docs/security.md, "What the run prints").
public func singleLine(_ text: String) -> String {
  guard !isSingleLine(text) else { return text }
  return text.replacingScalars { scalar in
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": nil
    default: controlEscape(scalar)
    }
  }
}

/// Whether `singleLine` would change nothing, in one pass over the UTF-8.
func isSingleLine(_ text: String) -> Bool {
  var previous: (UInt8, UInt8) = (0, 0)
  for byte in text.utf8 {
    switch byte {
    case 0x09: break
    case 0..<0x20, 0x7F: return false
    case 0x80...0x9F where previous.1 == 0xC2: return false  // U+0080…U+009F
    case 0xA8...0xA9 where previous == (0xE2, 0x80): return false  // U+2028, U+2029
    default: break
    }
    previous = (previous.1, byte)
  }
  return true
}

/// `\u{1B}` for a control character (C0, DEL, C1) or a line or paragraph separator (U+2028,
/// U+2029); nil for any other scalar.
func controlEscape(_ scalar: Unicode.Scalar) -> String? {
  switch scalar.value {
  case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  default: nil
  }
}
