/// Every value of the tables below some paths, as the tool read them: what
/// `onboard-audit strings` prints (docs/strings.md).
///
/// The values are those of the assembled tables, so a key defined twice has the value the
/// platform's loader keeps (the later one), and a `.stringsdict` entry replaces the `.strings`
/// entry of the same key. Order: table identity, locale tag, then the entries in the order first
/// read and the variants of each in the order written.
public struct TableListing: Sendable {
  /// One string: an entry's text, or one of its plural, device or substitution variants.
  public struct Value: Sendable, Equatable {
    public var table: String
    public var locale: String
    public var key: String
    /// "" for the entry's own text, else the variant as findings name it: `plural.one`,
    /// `device.ipad`, `substitution.count/plural.other`.
    public var variant: String
    public var value: String
    public var location: SourceLocation
    /// A catalog's or XLIFF's state, where the format has one.
    public var state: String?
    /// The translator comment, where the format has one.
    public var comment: String?
  }

  /// A file that could not be read to its end, or a value the platform's tools reject.
  public struct Problem: Sendable, Equatable {
    /// `error` for a file read in part; `warning` for a value aapt2 rejects, or a folder
    /// whose name is no locale (its files are not read).
    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    /// `file:line:column: severity: message`, as compilers print it.
    public var description: String {
      let place =
        location.line > 0 ? "\(location.file):\(location.line):\(location.column)" : location.file
      return "\(place): \(severity.rawValue): \(message)"
    }
  }

  public var values: [Value] = []
  /// In the order of the files' paths, then of their place in the file.
  public var problems: [Problem] = []
  /// Paths given that do not exist.
  public var missingInputs: [String] = []
  /// How many table files were found.
  public var fileCount = 0

  /// Whether a file could not be read whole (so some of its values may be missing).
  public var hasBrokenFile: Bool { problems.contains { $0.severity == .error } }

  /// Reads the tables below `paths` (a folder is searched, a file read as itself), none
  /// larger than `maximumFileSize` bytes; with `locales` (canonical tags, or `Base`), only
  /// those locales' values are kept.
  public static func read(
    paths: [String], locales: [String] = [], sourceLocale: String? = nil,
    maximumFileSize: Int = FileSystem.defaultMaximumFileSize
  ) -> TableListing {
    let loaded = TableLoader(sourceLocaleOverride: sourceLocale, maximumFileSize: maximumFileSize).load(
      paths: paths)
    var listing = TableListing()
    listing.missingInputs = loaded.missingInputs
    listing.fileCount = loaded.files.count
    let wanted = Set(locales)
    for table in loaded.tables {
      for tag in table.locales.keys.sorted() where wanted.isEmpty || wanted.contains(tag) {
        guard let localeTable = table.locales[tag] else { continue }
        for entry in localeTable.orderedEntries {
          for leaf in entry.value.leaves {
            listing.values.append(
              Value(
                table: table.identity, locale: tag, key: entry.key, variant: leaf.path,
                value: leaf.text.string,
                location: leaf.text.location, state: entry.state, comment: entry.comment))
          }
        }
      }
    }
    var problems: [Problem] = []
    for file in loaded.files {
      if let problem = file.result.problem {
        problems.append(Problem(severity: .error, message: problem.message, location: problem.location))
      }
      for malformation in file.result.malformations {
        problems.append(
          Problem(severity: .warning, message: malformation.message, location: malformation.location))
      }
    }
    for unknown in loaded.unknownLocales {
      problems.append(
        Problem(
          severity: .warning, message: "'\(unknown.name)' is not a locale ICU knows; the folder is not read",
          location: unknown.location))
    }
    // Stable whatever the order files were read in.
    listing.problems = problems.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }.map(\.element)
    return listing
  }
}
