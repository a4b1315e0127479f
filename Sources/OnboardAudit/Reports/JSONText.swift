/// Builds JSON text with a fixed layout: members in the order written, two-space indent,
/// so that the same result gives the same bytes.
struct JSONText {
  private(set) var text = ""

  /// A JSON string literal; every control character escaped (and U+2028, U+2029, which
  /// JavaScript takes for line ends), the rest as UTF-8.
  static func string(_ value: String) -> String {
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    bytes.reserveCapacity(value.utf8.count + 8)
    let utf8 = Array(value.utf8)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      switch byte {
      case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0..<0x20: bytes += Array("\\u00".utf8) + hex(byte >> 4) + hex(byte & 0xF)
      case 0xE2
      where index + 2 < utf8.count && utf8[index + 1] == 0x80
        && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
        bytes += Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
        index += 2
      default: bytes.append(byte)
      }
      index += 1
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hex(_ nibble: UInt8) -> [UInt8] {
    [nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10]
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
