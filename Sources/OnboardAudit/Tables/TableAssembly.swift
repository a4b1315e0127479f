/// Merging the files that were read into string tables.
///
/// A first, cheap pass decides in file order which table and locale each part of each file
/// goes to; each locale table is then built from its parts, in that order, on all cores. A
/// locale table only ever depends on the parts that go to it, so the result is the one a
/// single pass over the files would give.
extension TableLoader {
  /// The string tables, and for each file the locales (as the file names them) whose keys are
  /// known to be unique: those that began a locale table, which tells (see
  /// `LocaleTable.start(with:)`). Their repeated keys need no search.
  struct Assembled {
    var tables: [StringTable]
    var uniqueKeyLocales: [Set<String>]
  }

  /// The entries of one locale of one file, and how they join their locale table.
  private struct Part: Sendable {
    /// The file, as an index into the files assembled.
    var file: Int
    /// The locale as the file names it ("" when the folder decides).
    var name: String
    /// The source side of a translated XLIFF: it only fills in keys the source lacks.
    var fillsIn: Bool
  }

  /// The parts that go to one locale of one table, in merge order.
  private struct Group: Sendable {
    var table: String
    var locale: AuditLocale
    var parts: [Part] = []
  }

  func assemble(_ files: [TableFile]) -> Assembled {
    let fallbackSource =
      sourceLocaleOverride ?? defaultSourceLocale
      ?? files.lazy.compactMap { $0.result.sourceLanguage }.first ?? "en"
    var tables: [String: StringTable] = [:]
    var groups: [Group] = []
    var groupIndex: [String: [String: Int]] = [:]
    // `.strings` before `.stringsdict` of the same table, so the plural definitions win; an
    // XLIFF that only holds the source (a template) before the translations that repeat it.
    let order = files.indices.sorted {
      (files[$0].table, Self.rank(files[$0])) < (files[$1].table, Self.rank(files[$1]))
    }
    var names = LocaleMemo()
    for position in order {
      let file = files[position]
      let sourceName = sourceLocaleOverride ?? file.result.sourceLanguage ?? fallbackSource
      let sourceTag = names.canonical(sourceName) ?? sourceName
      if tables[file.table] == nil {
        tables[file.table] = StringTable(
          identity: file.table, sourceLocale: names.locale(sourceTag),
          platform: file.format.platform, locales: [:])
      }
      var localeNames = Array(file.result.entries.keys)
      if !file.format.holdsLocales, localeNames.isEmpty {
        localeNames = [""]  // an empty file is an empty table: its locale exists, with no keys
      }
      for name in localeNames {
        guard let locale = locale(named: name, in: file, sourceTag: sourceTag, names: &names) else {
          continue
        }
        let fillsIn = file.result.targetLanguage != nil && name == file.result.sourceLanguage
        let part = Part(file: position, name: name, fillsIn: fillsIn)
        if let index = groupIndex[file.table]?[locale.tag] {
          groups[index].parts.append(part)
        } else {
          groupIndex[file.table, default: [:]][locale.tag] = groups.count
          groups.append(Group(table: file.table, locale: locale, parts: [part]))
        }
      }
    }
    let built = groups.concurrentMap { group in Self.localeTable(group, files: files) }
    var uniqueKeyLocales = [Set<String>](repeating: [], count: files.count)
    for (group, built) in zip(groups, built) {
      if built.firstPartHasUniqueKeys, let first = group.parts.first {
        uniqueKeyLocales[first.file].insert(first.name)
      }
      guard let localeTable = built.table else { continue }
      tables[group.table]!.locales[group.locale.tag] = localeTable
    }
    return Assembled(
      tables: tables.values.sorted { $0.identity < $1.identity }, uniqueKeyLocales: uniqueKeyLocales)
  }

  /// A locale table (nil when its only parts fill in nothing), and whether the keys of its
  /// first part are unique.
  private struct BuiltTable: Sendable {
    var table: LocaleTable?
    var firstPartHasUniqueKeys = false
  }

  /// One locale table from its parts.
  private static func localeTable(_ group: Group, files: [TableFile]) -> BuiltTable {
    var localeTable: LocaleTable?
    var firstPartHasUniqueKeys = false
    for part in group.parts {
      let file = files[part.file]
      let entries = file.result.entries[part.name] ?? []
      if part.fillsIn, var existing = localeTable {
        // A translated XLIFF repeats its source: it fills in keys the source lacks, no more.
        let missing = entries.filter { !existing.entries.contains($0.key) }
        if missing.isEmpty { continue }
        localeTable = nil  // keeps `existing` the only reference, so adding copies nothing
        if !existing.files.contains(file.path) { existing.files.append(file.path) }
        for entry in missing { existing.add(entry) }
        localeTable = existing
        continue
      }
      let isFirst = localeTable == nil
      var table = localeTable ?? LocaleTable(locale: group.locale)
      localeTable = nil  // keeps `table` the only reference, so adding copies nothing
      if !table.files.contains(file.path) { table.files.append(file.path) }
      if let problem = file.result.problem, !problem.losesNothing { table.isComplete = false }
      if isFirst {
        firstPartHasUniqueKeys = table.start(with: entries)
      } else {
        table.reserveCapacity(table.orderedEntries.count + entries.count)
        for entry in entries { table.add(entry) }
      }
      localeTable = table
    }
    localeTable?.indexLeaves()
    return BuiltTable(table: localeTable, firstPartHasUniqueKeys: firstPartHasUniqueKeys)
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
  private func locale(
    named name: String, in file: TableFile, sourceTag: String, names: inout LocaleMemo
  ) -> AuditLocale? {
    if name.isEmpty {
      guard !file.format.holdsLocales else { return nil }
      var locale = file.folderLocale ?? names.locale(sourceTag)
      if locale.isBase { locale.language = names.locale(sourceTag).language }
      return locale
    }
    guard let tag = names.canonical(name) else { return nil }
    return names.locale(tag)
  }
}

/// The canonical tags and locales asked for while files are merged, each computed once: every
/// file asks for its source locale, and ICU takes microseconds per question, which thousands
/// of files add up to.
private struct LocaleMemo {
  private var tags: [String: String?] = [:]
  private var locales: [String: AuditLocale] = [:]

  /// `LocaleNames.canonical(name)`.
  mutating func canonical(_ name: String) -> String? {
    if let tag = tags[name] { return tag }
    let tag = LocaleNames.canonical(name)
    tags[name] = .some(tag)
    return tag
  }

  /// `AuditLocale(canonical: tag)`.
  mutating func locale(_ tag: String) -> AuditLocale {
    if let locale = locales[tag] { return locale }
    let locale = AuditLocale(canonical: tag)
    locales[tag] = locale
    return locale
  }
}
