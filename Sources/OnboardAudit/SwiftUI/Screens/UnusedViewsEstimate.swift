/// How many views no code names, read from the files' bytes before any is parsed (docs/swiftui.md,
/// "Bounded work"): with no root and no screens named, each view no other view uses is a
/// screen (`SeparateScreens`), and past `SeparateScreens.maximumRoots` none is derived. When
/// the bytes already show more such views than that, the syntax trees of the whole sources
/// need not be kept for a flow that will not be derived.
///
/// The count is a lower bound of the views the declarations would find unused: a view counts
/// only where `struct Name` is followed by an inheritance clause naming `View`, with no generic
/// parameters, and where its name occurs nowhere else in the sources but in previews (a
/// comment that names it makes it used here). So a flow is never refused that the
/// declarations would derive.
struct UnusedViewsEstimate: Sendable, Equatable {
  /// How many views no code names.
  var count: Int
  /// The first of them, in the order of the files and of their bytes.
  var first: SourceLocation

  /// The estimate over the files, nil when no view is unnamed.
  static func estimate(_ files: [(path: String, bytes: [UInt8])]) -> UnusedViewsEstimate? {
    var declared: [(name: String, path: String, offset: Int, bytes: [UInt8])] = []
    for file in files {
      for (name, offset) in views(in: file.bytes) {
        declared.append((name, file.path, offset, file.bytes))
      }
    }
    guard !declared.isEmpty else { return nil }
    let names = Set(declared.map(\.name))
    var occurrences: [String: Int] = [:]
    for file in files {
      // What previews name shows nothing to a user, as the declarations read it.
      var kept = file.bytes
      for range in previews(in: file.bytes) {
        kept.replaceSubrange(range, with: repeatElement(UInt8(ascii: " "), count: range.count))
      }
      forEachCapitalized(in: kept) { identifier in
        if names.contains(identifier) { occurrences[identifier, default: 0] += 1 }
      }
    }
    let unused = declared.filter { occurrences[$0.name] == 1 }
    guard let first = unused.first else { return nil }
    let location = SourceLocation(
      file: first.path, line: line(of: first.offset, in: first.bytes),
      column: column(of: first.offset, in: first.bytes))
    return UnusedViewsEstimate(count: unused.count, first: location)
  }

  /// The names of `struct Name: … View … {` declarations without generic parameters, with the
  /// offset of each name.
  static func views(in bytes: [UInt8]) -> [(name: String, offset: Int)] {
    var found: [(name: String, offset: Int)] = []
    for name in IdentifierBytes.structNames(in: bytes) {
      let end = name.upperBound
      guard !name.isEmpty, end < bytes.count, bytes[end] == UInt8(ascii: ":") else { continue }
      // The inheritance clause, up to the body's brace.
      var clauseEnd = end
      while clauseEnd < bytes.count, clauseEnd - end < 400, bytes[clauseEnd] != UInt8(ascii: "{") {
        clauseEnd += 1
      }
      var namesView = false
      let clause = Array(bytes[end..<clauseEnd])
      IdentifierBytes.forEach(in: clause) {
        if IdentifierBytes.text(clause, $0) == "View" { namesView = true }
      }
      if namesView { found.append((IdentifierBytes.text(bytes, name), name.lowerBound)) }
    }
    return found
  }

  /// The bodies of `#Preview { … }` and of `struct …: PreviewProvider { … }`, from their
  /// opening brace to the brace that closes it, braces in string literals and comments aside.
  static func previews(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    let preview = Array("#Preview".utf8)
    let provider = Array("PreviewProvider".utf8)
    var index = 0
    while index < bytes.count {
      let startsPreview =
        bytes[index] == preview[0] && bytes[index...].starts(with: preview)
      let startsProvider =
        bytes[index] == provider[0] && bytes[index...].starts(with: provider)
        && (index == 0 || !IdentifierBytes.isIdentifierByte(bytes[index - 1]))
      guard startsPreview || startsProvider else {
        index += 1
        continue
      }
      guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")),
        let close = closingBrace(bytes, open)
      else { break }
      ranges.append(open..<close + 1)
      index = close + 1
    }
    return ranges
  }

  /// The brace that closes the one at `open`, past string literals and comments.
  private static func closingBrace(_ bytes: [UInt8], _ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          index += 1
        }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 1
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Calls `body` with each identifier of the bytes that starts with a capital ASCII letter.
  private static func forEachCapitalized(in bytes: [UInt8], _ body: (String) -> Void) {
    IdentifierBytes.forEach(in: bytes) { range in
      if bytes[range.lowerBound] >= UInt8(ascii: "A"), bytes[range.lowerBound] <= UInt8(ascii: "Z") {
        body(IdentifierBytes.text(bytes, range))
      }
    }
  }

  private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
  }

  private static func column(of offset: Int, in bytes: [UInt8]) -> Int {
    let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return offset - lineStart + 1
  }
}
