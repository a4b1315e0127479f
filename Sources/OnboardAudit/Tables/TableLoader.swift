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
        for file in FileSystem.files(below: path) where Self.isTable(file) {
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

  private func readFile(_ path: String, root: String?, into loaded: inout Loaded) {
    // A file named on the command line is read as the format its name says, in any folder.
    guard
      let format = TableFormat(path: path)
        ?? (root == nil && path.hasSuffix(".xml") ? TableFormat.androidStrings : nil)
    else { return }
    let display = FileSystem.displayPath(path)
    let location = TableLocation(
      path: FileSystem.normalize(path), root: root.map(FileSystem.normalize), format: format)
    if location.isConfigurationVariant { return }
    var folderLocale: AuditLocale?
    if !format.holdsLocales, let folder = location.localeFolder {
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
    let results: [ReadResult]
    switch FileSystem.read(path) {
    case .failure(let problem):
      results = [ReadResult(problem: ReadProblem(problem.message, at: SourceLocation(file: display)))]
    case .success(let bytes):
      results = Self.read(format, bytes, path: display)
    }
    for result in results {
      // An XLIFF `<file>` names its table by the path of the file it was exported from.
      let table = result.table.map { TableLocation(path: $0, root: nil).identity } ?? location.identity
      loaded.files.append(
        TableFile(path: display, format: format, table: table, folderLocale: folderLocale, result: result))
    }
  }

  /// What the reader of the format makes of a file: one result, or one per table it holds.
  static func read(_ format: TableFormat, _ bytes: [UInt8], path: String) -> [ReadResult] {
    switch format {
    case .strings: [StringsReader.read(bytes, path: path)]
    case .stringsdict: [StringsdictReader.read(bytes, path: path)]
    case .catalog: [CatalogReader.read(bytes, path: path)]
    case .xliff: XLIFFReader.read(bytes, path: path)
    case .androidStrings: [AndroidStringsReader.read(bytes, path: path)]
    }
  }

  private func assemble(_ files: [TableFile]) -> [StringTable] {
    let fallbackSource =
      sourceLocaleOverride ?? defaultSourceLocale
      ?? files.lazy.compactMap { $0.result.sourceLanguage }.first ?? "en"
    var tables: [String: StringTable] = [:]
    // `.strings` before `.stringsdict` of the same table, so the plural definitions win; an
    // XLIFF that only holds the source (a template) before the translations that repeat it.
    let ordered = files.sorted { ($0.table, Self.rank($0)) < ($1.table, Self.rank($1)) }
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
      if !file.format.holdsLocales, entriesByLocale.isEmpty {
        entriesByLocale[""] = []  // an empty file is an empty table: its locale exists, with no keys
      }
      for (name, entries) in entriesByLocale {
        guard let locale = locale(named: name, in: file, sourceTag: sourceTag) else { continue }
        if file.result.targetLanguage != nil, name == file.result.sourceLanguage,
          let existing = table.locales[locale.tag]
        {
          // A translated XLIFF repeats its source: it fills in keys the source lacks, no more.
          var localeTable = existing
          let missing = entries.filter { !localeTable.entries.contains($0.key) }
          if missing.isEmpty { continue }
          if !localeTable.files.contains(file.path) { localeTable.files.append(file.path) }
          for entry in missing { localeTable.add(entry) }
          table.locales[locale.tag] = localeTable
          continue
        }
        var localeTable = table.locales[locale.tag] ?? LocaleTable(locale: locale)
        if !localeTable.files.contains(file.path) { localeTable.files.append(file.path) }
        if file.result.problem != nil { localeTable.isComplete = false }
        for entry in entries { localeTable.add(entry) }
        table.locales[locale.tag] = localeTable
      }
      tables[file.table] = table
    }
    for identity in tables.keys {
      for tag in tables[identity]!.locales.keys { tables[identity]!.locales[tag]!.indexLeaves() }
    }
    return tables.values.sorted { $0.identity < $1.identity }
  }

  /// The order files are merged in, within a table.
  private static func rank(_ file: TableFile) -> Int {
    switch file.format {
    case .strings: 0
    case .xliff: file.result.targetLanguage == nil ? 1 : 2
    default: 1
    }
  }

  /// The locale of entries read from a file: the folder's for `.lproj` and `values-…` files
  /// (the source locale for a file in neither), the named one for catalogs and XLIFF (nil
  /// when ICU does not know it).
  private func locale(named name: String, in file: TableFile, sourceTag: String) -> AuditLocale? {
    if name.isEmpty {
      guard !file.format.holdsLocales else { return nil }
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
