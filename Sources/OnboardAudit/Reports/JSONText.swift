/// Builds JSON text with a fixed layout: members in the order written, two-space indent,
/// so that the same result gives the same bytes.
struct JSONText {
  private(set) var text = ""

  /// A JSON string literal; every control character escaped, the rest as UTF-8.
  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// An object of members already rendered as JSON values, one per line.
  static func object(_ members: [(String, String)], indent: Int) -> String {
    guard !members.isEmpty else { return "{}" }
    let pad = String(repeating: "  ", count: indent + 1)
    let lines = members.map { pad + string($0.0) + ": " + $0.1 }
    return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
  }

  /// An array of values already rendered as JSON, one per line.
  static func array(_ values: [String], indent: Int) -> String {
    guard !values.isEmpty else { return "[]" }
    let pad = String(repeating: "  ", count: indent + 1)
    return "[\n" + values.map { pad + $0 }.joined(separator: ",\n") + "\n"
      + String(repeating: "  ", count: indent) + "]"
  }
}
