/// Where a reader is in a String Catalog, for messages: `strings."Hello".localizations.de`.
///
/// String keys are always quoted, since they are free text; other names (locales, plural
/// categories, field names) only when they hold more than letters, digits, `-` and `_`.
struct CatalogPath: CustomStringConvertible {
  private var names: [(name: String, quoted: Bool)] = []

  /// The path one level down.
  func appending(_ name: String, alwaysQuoted: Bool = false) -> CatalogPath {
    var path = self
    path.names.append((name, alwaysQuoted || !Self.isPlain(name)))
    return path
  }

  var description: String {
    if names.isEmpty {
      return "the top level"
    }
    return names.map { $0.quoted ? JSONScanner.quoted($0.name) : $0.name }.joined(separator: ".")
  }

  private static func isPlain(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          true
        default:
          false
        }
      }
  }
}
