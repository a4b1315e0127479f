/// Builds JSON text with a fixed layout: members in the order written, two-space indent,
/// so that the same result gives the same bytes.
struct JSONText {
  private(set) var text = ""

  /// A JSON string literal; every control character escaped (and U+2028, U+2029, which
  /// JavaScript takes for line ends), the rest as UTF-8.
  static func string(_ value: String) -> String {
    var json = JSONBytes()
    json.string(value)
    return String(decoding: json.bytes, as: UTF8.self)
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
