/// A subject for a message: in double quotes, with line breaks and controls shown as
/// escapes and very long text shortened, so every message stays on one line.
func quoted(_ text: String, limit: Int = 80) -> String {
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

/// Names a variant for a message: "" is the value itself, else `variant plural.one`.
func variantSuffix(_ path: String) -> String {
  path.isEmpty ? "" : " (variant \(path))"
}
