/// Finds the table files below the given paths, reads them and assembles string tables.
public struct TableLoader {
  /// A locale name that ICU does not know, and where it was found.
  public struct UnknownLocale: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
  }

  /// What loading produced.
  public struct Loaded: Sendable {
    public var files: [TableFile] = []
    public var tables: [StringTable] = []
    public var unknownLocales: [UnknownLocale] = []
    /// Inputs that could not be read at all (missing path).
    public var missingInputs: [String] = []
    /// Tables found as links leading outside the folder searched, which are not read.
    public var linksOutside: [LinkOutside] = []
    /// The suppressions written in the tables (docs/ci.md, "Suppressions").
    public var ignores: [TableIgnore] = []
  }

  /// `--source-locale`, which wins over everything.
  public var sourceLocaleOverride: String?
  /// The most bytes one table file may have (`--max-file-size`).
  public var maximumFileSize = FileSystem.defaultMaximumFileSize
  /// The source locale of tables that do not name one (`.lproj` tables): the manifest's, else
  /// the first catalog's, else "en".
  public var defaultSourceLocale: String?

  public init(
    sourceLocaleOverride: String? = nil, defaultSourceLocale: String? = nil,
    maximumFileSize: Int = FileSystem.defaultMaximumFileSize
  ) {
    self.sourceLocaleOverride = sourceLocaleOverride
    self.defaultSourceLocale = defaultSourceLocale
    self.maximumFileSize = maximumFileSize
  }

  /// Loads every table file below the paths (a folder is searched, a file is read as itself).
  /// `progress` is told how many files are read of how many, after each file; files are read
  /// on several threads, and `progress` is called from any of them, but never twice at once.
  public func load(paths: [String], progress: ((Int, Int) -> Void)? = nil) -> Loaded {
    var loaded = Loaded()
    let (candidates, missing, outside) = Self.candidates(paths)
    loaded.missingInputs = missing
    loaded.linksOutside = outside
    // Files are read on all cores; their results are merged in the order of `candidates`
    // (sorted paths), so the outcome does not depend on which file finished first.
    let counter = LoadProgress(total: candidates.count, report: progress)
    // The largest files first, so that no core is left reading a large one at the end.
    let sizes = candidates.map { FileSystem.size(of: $0.path) }
    let keys = KeyInterner()
    let limit = maximumFileSize
    let outcomes = candidates.concurrentMap(heaviestFirst: sizes) { candidate in
      let outcome = Self.readFile(candidate.path, root: candidate.root, keys: keys, limit: limit)
      counter.fileRead()
      return outcome
    }
    keys.forgetKeys()
    for outcome in outcomes {
      loaded.unknownLocales += outcome.unknownLocales
      loaded.files += outcome.files
    }
    let assembled = assemble(loaded.files)
    loaded.tables = assembled.tables.map { $0.markingArrayLabels() }
    InterfaceBuilderTables.mark(&loaded.tables, files: loaded.files)
    loaded.ignores = TableIgnore.all(in: loaded.tables, files: loaded.files)
    // The tables now hold every entry: each file keeps its repeated keys, not a second copy.
    loaded.files = Array(zip(loaded.files, assembled.uniqueKeyLocales)).concurrentMap { file, unique in
      var file = file
      // The XLIFF reader folds the units of a key into one entry: its keys never repeat.
      if file.format != .xliff {
        file.result.duplicateKeys = DuplicateKey.find(in: file.result.entries, except: unique)
      }
      file.result.entries = [:]
      return file
    }
    return loaded
  }

  /// The files a load of `paths` reads: each file named, and the tables found below each
  /// folder. The command line checks reports against them before anything is written.
  public static func files(in paths: [String]) -> [String] {
    candidates(paths).files.map(\.path)
  }

  /// The files to read, each with the folder it was found in (nil for a file named), the
  /// paths that do not exist, and the tables found as links that lead outside their folder.
  private static func candidates(_ paths: [String]) -> (
    files: [(path: String, root: String?)], missing: [String], outside: [LinkOutside]
  ) {
    var files: [(path: String, root: String?)] = []
    var missing: [String] = []
    var outside: [LinkOutside] = []
    for path in paths {
      switch FileSystem.kind(of: path) {
      case .missing:
        missing.append(path)
      case .file:
        files.append((path, nil))
      case .directory:
        let listing = FileSystem.files(below: path)
        for file in listing.files where Self.isTable(file) {
          files.append((file, path))
        }
        outside += listing.linksOutside.filter { Self.isTable($0.path) }
      }
    }
    return (files, missing, outside)
  }

  /// What reading one file gave: its tables (several for an XLIFF document), or the unknown
  /// locale its folder names.
  private struct FileOutcome: Sendable {
    var files: [TableFile] = []
    var unknownLocales: [UnknownLocale] = []
  }

  /// Whether a file found in a folder is a table: by its format, and not the copy of the
  /// source tables an Xcode localization catalog carries beside its XLIFF
  /// (`X.xcloc/Source Contents/…`).
  static func isTable(_ path: String) -> Bool {
    guard TableFormat(path: path) != nil else { return false }
    let components = path.split(separator: "/")
    if let catalog = components.lastIndex(where: { $0.hasSuffix(".xcloc") }), catalog + 1 < components.count {
      return components[catalog + 1] == "Localized Contents"
    }
    return true
  }

  private static func readFile(_ path: String, root: String?, keys: KeyInterner, limit: Int) -> FileOutcome {
    var loaded = FileOutcome()
    // A file named on the command line is read as the format its name says, in any folder.
    guard
      let format = TableFormat(path: path)
        ?? (root == nil && path.hasSuffix(".xml") ? TableFormat.androidStrings : nil)
    else { return loaded }
    let display = FileSystem.displayPath(path)
    let location = TableLocation(
      path: FileSystem.normalize(path), root: root.map(FileSystem.normalize), format: format)
    if location.isConfigurationVariant { return loaded }
    var folderLocale: AuditLocale?
    if !format.holdsLocales, let folder = location.localeFolder {
      if folder == "Base" {
        folderLocale = AuditLocale(tag: "Base", language: "", isRightToLeft: false)
      } else if let locale = Self.folderLocales.value(for: folder, { Self.locale(folder: folder) }) {
        folderLocale = locale
      } else {
        loaded.unknownLocales.append(
          UnknownLocale(name: folder, location: SourceLocation(file: display)))
        return loaded
      }
    }
    let results: [ReadResult]
    switch FileSystem.read(path, limit: limit) {
    case .failure(let problem):
      results = [
        ReadResult(problem: AuditError.unreadable(problem.message, at: SourceLocation(file: display)))
      ]
    case .success(let bytes):
      results = Self.read(format, bytes, path: display, keys: keys)
    }
    for var result in results {
      // A table of a million entries, grown by doubling, may hold room for a million more.
      result.entries = result.entries.mapValues(\.withoutSpareCapacity)
      // An XLIFF `<file>` names its table by the path of the file it was exported from.
      let table = result.table.map { TableLocation(path: $0, root: nil).identity } ?? location.identity
      loaded.files.append(
        TableFile(path: display, format: format, table: table, folderLocale: folderLocale, result: result))
    }
    return loaded
  }

  /// The locale of each folder name met, nil for a name ICU does not know: many files share
  /// a folder name, and asking ICU takes microseconds each time.
  private static let folderLocales = LockedCache<String, AuditLocale?>()

  private static func locale(folder: String) -> AuditLocale? {
    LocaleNames.canonical(folder).map { AuditLocale(canonical: $0) }
  }

  /// What the reader of the format makes of a file: one result, or one per table it holds.
  /// `keys` gives the files' keys one string for each spelling.
  static func read(
    _ format: TableFormat, _ bytes: [UInt8], path: String, keys: KeyInterner? = nil
  ) -> [ReadResult] {
    switch format {
    case .strings: [StringsReader.read(bytes, path: path, keys: keys)]
    case .stringsdict: [StringsdictReader.read(bytes, path: path)]
    case .catalog: [CatalogReader.read(bytes, path: path)]
    case .xliff: XLIFFReader.read(bytes, path: path, keys: keys)
    case .androidStrings: [AndroidStringsReader.read(bytes, path: path, keys: keys)]
    }
  }
}

/// Where a table file sits: the locale folder in its path, and the table identity that is
/// left when that folder and the extension are removed.
struct TableLocation {
  /// The locale the folder names: the `X` of `X.lproj`, or the BCP 47 name of an Android
  /// `values-…` folder's locale qualifiers.
  var localeFolder: String?
  var identity: String
  /// An Android folder with qualifiers other than a locale (`values-night`, `values-de-land`):
  /// its resources replace others only on some devices, so it is no translation.
  var isConfigurationVariant = false

  init(path: String, root: String?, format: TableFormat? = nil) {
    let allComponents = path.split(separator: "/").map(String.init)
    let parent = allComponents.count >= 2 ? allComponents[allComponents.count - 2] : nil
    var dropsParent = false
    if format == .androidStrings, let parent, let qualifiers = AndroidQualifiers(folder: parent) {
      localeFolder = qualifiers.locale
      isConfigurationVariant = !qualifiers.others.isEmpty
      dropsParent = true
    } else if let parent, parent.hasSuffix(".lproj") {
      // The locale folder is the file's parent, even when it is the folder searched itself.
      localeFolder = String(parent.dropLast(".lproj".count))
      dropsParent = true
    }
    var relative = path
    if let root, root != ".", path.hasPrefix(root + "/") {
      relative = String(path.dropFirst(root.count + 1))
    }
    var components = relative.split(separator: "/").map(String.init)
    let fileName = components.popLast() ?? relative
    if dropsParent, components.last == parent {
      components.removeLast()
    }
    let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
    identity = (components + [stem]).joined(separator: "/")
  }
}
