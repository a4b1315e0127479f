/// A suppression written in a table, and what it covers (docs/ci.md, "Suppressions"): one
/// key of the table in the file's locale (in every locale where the file is the source's),
/// or, for `onboard-audit:ignore-file` and `tools:ignore` on an Android file's root, every
/// key of the file; a stray one covers nothing.
public struct TableIgnore: Sendable, Hashable {
  public enum Subject: Sendable, Hashable {
    case key(String)
    case file
    /// Written where no entry follows it.
    case nothing
  }

  public var directive: IgnoreDirective
  public var subject: Subject
  /// The table's identity.
  public var table: String
  /// The locale of the entry or file, canonical; nil where the file names none (Android's
  /// `values/`, the source).
  public var locale: String?
  /// The file it is written in, as reports show it, and the line of the entry it stands
  /// before (0 for a whole file).
  public var file: String
  public var line: Int

  /// The suppressions of the assembled tables' entries and of their files.
  static func all(in tables: [StringTable], files: [TableFile]) -> [TableIgnore] {
    var ignores: [TableIgnore] = []
    for table in tables {
      for localeTable in table.locales.values.sorted(by: { $0.locale.tag < $1.locale.tag }) {
        for entry in localeTable.orderedEntries where !entry.ignores.isEmpty {
          for directive in entry.ignores {
            ignores.append(
              TableIgnore(
                directive: directive, subject: .key(entry.key), table: table.identity,
                locale: localeTable.locale.tag, file: entry.location.file, line: entry.location.line))
          }
        }
      }
    }
    for file in files {
      for directive in file.result.fileIgnores {
        ignores.append(
          TableIgnore(
            directive: directive, subject: .file, table: file.table, locale: file.folderLocale?.tag,
            file: file.path, line: 0))
      }
      for directive in file.result.strayIgnores {
        ignores.append(
          TableIgnore(
            directive: directive, subject: .nothing, table: file.table, locale: file.folderLocale?.tag,
            file: file.path, line: 0))
      }
    }
    return ignores
  }
}
