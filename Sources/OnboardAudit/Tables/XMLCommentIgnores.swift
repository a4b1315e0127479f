/// `<!-- onboard-audit:ignore RULE -->` in an XML table (`.stringsdict`, Android's
/// `strings.xml`): the XML reader skips comments, so they are found in the file's bytes, and
/// each covers the entry that starts after it (docs/ci.md, "Suppressions").
enum XMLCommentIgnores {
  /// The suppressions of the file's comments, with the line each comment ends on; empty,
  /// after one scan, for a file that never writes the marker.
  static func find(in bytes: [UInt8], path: String) -> [(endLine: Int, directive: IgnoreDirective)] {
    guard IgnoreDirective.isMentioned(in: bytes) else { return [] }
    var found: [(Int, IgnoreDirective)] = []
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), starts(bytes, at: index, with: "<!--") {
        let start = SourceLocation(file: path, line: line, column: column)
        var end = index + 4
        while end < bytes.count && !starts(bytes, at: end, with: "-->") {
          if bytes[end] == UInt8(ascii: "\n") { line += 1 }
          end += 1
        }
        end = min(end + 3, bytes.count)
        if IgnoreDirective.isMentioned(in: bytes, index..<end) {
          let text = String(decoding: bytes[index..<end], as: UTF8.self)
          for directive in IgnoreDirective.parse(comment: text, at: start) { found.append((line, directive)) }
        }
        column = 1
        index = end
        continue
      }
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    return found
  }

  /// Gives each entry the suppressions of the comments that end before its line and after
  /// the previous entry's; `ignore-file` ones go to the file, those after the last entry
  /// are stray.
  static func attach(_ found: [(endLine: Int, directive: IgnoreDirective)], to result: inout ReadResult) {
    guard !found.isEmpty else { return }
    for (locale, entries) in result.entries {
      var entries = entries
      let order = entries.indices.sorted { entries[$0].location.line < entries[$1].location.line }
      var next = 0
      for (endLine, directive) in found {
        if directive.reach == .file {
          if !result.fileIgnores.contains(directive) { result.fileIgnores.append(directive) }
          continue
        }
        while next < order.count && entries[order[next]].location.line <= endLine { next += 1 }
        if next < order.count {
          entries[order[next]].ignores.append(directive)
        } else if !result.strayIgnores.contains(directive) {
          result.strayIgnores.append(directive)
        }
      }
      result.entries[locale] = entries
    }
  }

  private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
    let prefix = Array(text.utf8)
    guard index + prefix.count <= bytes.count else { return false }
    return prefix.indices.allSatisfy { bytes[index + $0] == prefix[$0] }
  }
}
