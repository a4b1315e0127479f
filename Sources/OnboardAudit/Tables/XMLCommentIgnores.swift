/// `<!-- onboard-audit:ignore RULE - why -->` in an XML table (`.stringsdict`, Android's
/// `strings.xml`): the XML reader skips comments, so they are found in the file's bytes. A
/// comment covers the entry that starts after it, or, written after an entry on that entry's
/// line, that entry (docs/ci.md, "Suppressions").
enum XMLCommentIgnores {
  /// A place in the file: line, then column.
  struct Place: Comparable {
    var line: Int
    var column: Int

    static func < (a: Place, b: Place) -> Bool { (a.line, a.column) < (b.line, b.column) }
  }

  /// A comment's suppressions, and where the comment starts and ends.
  struct Found {
    var start: Place
    var end: Place
    var directives: [IgnoreDirective]
  }

  /// The suppressions of the file's comments; none, after one scan, for a file that never
  /// writes the marker.
  static func find(in bytes: [UInt8], path: String) -> [Found] {
    guard IgnoreDirective.isMentioned(in: bytes) else { return [] }
    var found: [Found] = []
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), starts(bytes, at: index, with: "<!--") {
        let start = Place(line: line, column: column)
        var end = index
        while end < bytes.count && !starts(bytes, at: end, with: "-->") {
          if bytes[end] == UInt8(ascii: "\n") {
            line += 1
            column = 1
          } else {
            column += 1
          }
          end += 1
        }
        end = min(end + 3, bytes.count)
        column += 3
        if IgnoreDirective.isMentioned(in: bytes, index..<end) {
          let text = String(decoding: bytes[index..<end], as: UTF8.self)
          let location = SourceLocation(file: path, line: start.line, column: start.column)
          found.append(
            Found(
              start: start, end: Place(line: line, column: column),
              directives: IgnoreDirective.parse(comment: text, at: location)))
        }
        index = end
        continue
      }
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1  // a column per character, as the entries' locations count them
      }
      index += 1
    }
    return found
  }

  /// Gives each entry the suppressions of its comments: one after it on the line it starts
  /// on, else the comments between the previous entry and it. `ignore-file` ones go to the
  /// file; those after the last entry are stray.
  static func attach(_ found: [Found], to result: inout ReadResult) {
    guard !found.isEmpty else { return }
    for (locale, entries) in result.entries {
      var entries = entries
      let order = entries.indices.sorted { place(of: entries[$0]) < place(of: entries[$1]) }
      for comment in found {
        for directive in comment.directives {
          if directive.reach == .file {
            if !result.fileIgnores.contains(directive) { result.fileIgnores.append(directive) }
            continue
          }
          // An entry that starts on the comment's line, before it: the comment ends its line.
          let before = order.last { index in
            let start = place(of: entries[index])
            return start.line == comment.start.line && start < comment.start
          }
          if let target = before ?? order.first(where: { place(of: entries[$0]) > comment.end }) {
            entries[target].ignores.append(directive)
          } else if !result.strayIgnores.contains(directive) {
            result.strayIgnores.append(directive)
          }
        }
      }
      result.entries[locale] = entries
    }
  }

  private static func place(of entry: Entry) -> Place {
    Place(line: entry.location.line, column: entry.location.column)
  }

  private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
    let prefix = Array(text.utf8)
    guard index + prefix.count <= bytes.count else { return false }
    return prefix.indices.allSatisfy { bytes[index + $0] == prefix[$0] }
  }
}
