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
  }

  /// `--source-locale`, which wins over everything.
  public var sourceLocaleOverride: String?
  /// The source locale of tables that do not name one (`.lproj` tables): the manifest's, else
  /// the first catalog's, else "en".
  public var defaultSourceLocale: String?

  public init(sourceLocaleOverride: String? = nil, defaultSourceLocale: String? = nil) {
    self.sourceLocaleOverride = sourceLocaleOverride
    self.defaultSourceLocale = defaultSourceLocale
  }

  /// Loads every table file below the paths (a folder is searched, a file is read as itself).
  /// `progress` is told how many files are read of how many, after each file.
  public func load(paths: [String], progress: ((Int, Int) -> Void)? = nil) -> Loaded {
    var loaded = Loaded()
    var candidates: [(path: String, root: String?)] = []
    for path in paths {
      switch FileSystem.kind(of: path) {
      case .missing:
        loaded.missingInputs.append(path)
      case .file:
        candidates.append((path, nil))
      case .directory:
        for file in FileSystem.files(below: path) where TableFormat(fileName: file) != nil {
          candidates.append((file, path))
        }
      }
    }
    for (index, candidate) in candidates.enumerated() {
      readFile(candidate.path, root: candidate.root, into: &loaded)
      progress?(index + 1, candidates.count)
    }
    loaded.tables = assemble(loaded.files)
    return loaded
  }

  private func readFile(_ path: String, root: String?, into loaded: inout Loaded) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let format = TableFormat(fileName: name) else { return }
    let display = FileSystem.displayPath(path)
    let location = TableLocation(path: FileSystem.normalize(path), root: root.map(FileSystem.normalize))
    var folderLocale: AuditLocale?
    if format != .catalog, let folder = location.localeFolder {
      if folder == "Base" {
        folderLocale = AuditLocale(tag: "Base", language: "", isRightToLeft: false)
      } else if let tag = LocaleNames.canonical(folder) {
        folderLocale = AuditLocale(canonical: tag)
      } else {
        loaded.unknownLocales.append(
          UnknownLocale(name: folder, location: SourceLocation(file: display)))
        return
      }
    }
    let result: ReadResult
    switch FileSystem.read(path) {
    case .failure(let problem):
      result = ReadResult(problem: ReadProblem(problem.message, at: SourceLocation(file: display)))
    case .success(let bytes):
      result = Self.read(format, bytes, path: display)
    }
    loaded.files.append(
      TableFile(
        path: display, format: format, table: location.identity, folderLocale: folderLocale,
        result: result))
  }

  static func read(_ format: TableFormat, _ bytes: [UInt8], path: String) -> ReadResult {
    switch format {
    case .strings: StringsReader.read(bytes, path: path)
    case .stringsdict: StringsdictReader.read(bytes, path: path)
    case .catalog: CatalogReader.read(bytes, path: path)
    }
  }

  private func assemble(_ files: [TableFile]) -> [StringTable] {
    let fallbackSource =
      sourceLocaleOverride ?? defaultSourceLocale
      ?? files.lazy.compactMap { $0.result.sourceLanguage }.first ?? "en"
    var tables: [String: StringTable] = [:]
    // `.strings` before `.stringsdict` of the same table, so the plural definitions win.
    let ordered = files.sorted {
      ($0.table, $0.format == .strings ? 0 : 1) < ($1.table, $1.format == .strings ? 0 : 1)
    }
    for file in ordered {
      let sourceName = sourceLocaleOverride ?? file.result.sourceLanguage ?? fallbackSource
      let sourceTag = LocaleNames.canonical(sourceName) ?? sourceName
      var table =
        tables[file.table]
        ?? StringTable(
          identity: file.table, sourceLocale: AuditLocale(canonical: sourceTag),
          platform: file.format.platform,
          locales: [:])
      var entriesByLocale = file.result.entries
      if file.format != .catalog, entriesByLocale.isEmpty {
        entriesByLocale[""] = []  // an empty file is an empty table: its locale exists, with no keys
      }
      for (name, entries) in entriesByLocale {
        guard let locale = locale(named: name, in: file, sourceTag: sourceTag) else { continue }
        var localeTable = table.locales[locale.tag] ?? LocaleTable(locale: locale)
        if !localeTable.files.contains(file.path) { localeTable.files.append(file.path) }
        if file.result.problem != nil { localeTable.isComplete = false }
        for entry in entries { localeTable.add(entry) }
        table.locales[locale.tag] = localeTable
      }
      tables[file.table] = table
    }
    return tables.values.sorted { $0.identity < $1.identity }
  }

  /// The locale of entries read from a file: the folder's for `.lproj` files (the source
  /// locale for a file in no `.lproj`), the named one for catalogs (nil when ICU does not know it).
  private func locale(named name: String, in file: TableFile, sourceTag: String) -> AuditLocale? {
    if name.isEmpty {
      guard file.format != .catalog else { return nil }
      var locale = file.folderLocale ?? AuditLocale(canonical: sourceTag)
      if locale.isBase { locale.language = AuditLocale(canonical: sourceTag).language }
      return locale
    }
    guard let tag = LocaleNames.canonical(name) else { return nil }
    return AuditLocale(canonical: tag)
  }
}

/// Where a table file sits: the locale folder in its path, and the table identity that is
/// left when that folder and the extension are removed.
struct TableLocation {
  var localeFolder: String?
  var identity: String

  init(path: String, root: String?) {
    let allComponents = path.split(separator: "/").map(String.init)
    // The locale folder is the file's parent, even when it is the folder searched itself.
    if allComponents.count >= 2, allComponents[allComponents.count - 2].hasSuffix(".lproj") {
      localeFolder = String(allComponents[allComponents.count - 2].dropLast(".lproj".count))
    }
    var relative = path
    if let root, root != ".", path.hasPrefix(root + "/") {
      relative = String(path.dropFirst(root.count + 1))
    }
    var components = relative.split(separator: "/").map(String.init)
    let fileName = components.popLast() ?? relative
    if localeFolder != nil, components.last?.hasSuffix(".lproj") == true {
      components.removeLast()
    }
    let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
    identity = (components + [stem]).joined(separator: "/")
  }
}
