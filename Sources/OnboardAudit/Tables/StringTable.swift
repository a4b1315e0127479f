/// The formats a table file can have.
public enum TableFormat: String, Sendable, CaseIterable {
  case strings
  case stringsdict
  case catalog = "xcstrings"
  /// XLIFF 1.2, as Xcode exports it (`*.xliff`, also inside `*.xcloc/Localized Contents/`).
  case xliff
  /// Android resources: `strings.xml` (and `arrays.xml`, `plurals.xml`) in a `values*/` folder.
  case androidStrings = "xml"

  /// The platform whose loader reads the format: it decides plural and placeholder semantics.
  public var platform: Platform {
    switch self {
    case .strings, .stringsdict, .catalog, .xliff: .apple
    case .androidStrings: .android
    }
  }

  /// Whether one file holds several locales (its entries say which).
  var holdsLocales: Bool { self == .catalog || self == .xliff }

  /// The names of the Android resource files read in a `values*/` folder; other resources
  /// (`colors.xml`, `styles.xml`) hold no text.
  static let androidFileNames: Set<String> = ["strings.xml", "arrays.xml", "plurals.xml"]

  /// The format for a file name, by its extension; an `.xml` file is a table only in a
  /// `values*/` folder (see ``init(path:)``).
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
    guard let format = TableFormat(rawValue: String(fileName[fileName.index(after: dot)...])),
      format != .androidStrings
    else { return nil }
    self = format
  }

  /// The format of a file by its path: by extension, and `strings.xml` (or `arrays.xml`,
  /// `plurals.xml`) in a folder named `values` or `values-…`.
  public init?(path: String) {
    let components = path.split(separator: "/")
    guard let name = components.last.map(String.init) else { return nil }
    if let format = TableFormat(fileName: name) {
      self = format
      return
    }
    guard Self.androidFileNames.contains(name), components.count >= 2 else { return nil }
    let folder = components[components.count - 2]
    guard folder == "values" || folder.hasPrefix("values-") else { return nil }
    self = .androidStrings
  }
}

/// One file that was read: where it is, which table and locale it belongs to, and what the
/// reader made of it.
public struct TableFile: Sendable {
  /// The path as shown in reports.
  public var path: String
  public var format: TableFormat
  /// The identity of the table: the path without its locale part and extension.
  public var table: String
  /// The locale named by the folder (`de.lproj`), canonical; nil for catalogs and for files
  /// whose folder names no locale known to ICU.
  public var folderLocale: AuditLocale?
  /// What the reader made of the file (of one `<file>` of an XLIFF document).
  public var result: ReadResult
}

/// The entries of one table in one locale, merged from its files (a `.stringsdict` wins over
/// the `.strings` of the same name, as in Apple's loader; a later duplicate wins over an earlier one).
public struct LocaleTable: Sendable {
  public var locale: AuditLocale
  /// The entries in the order first read (a later duplicate in the place of the first).
  public private(set) var orderedEntries: [Entry] = []
  /// Every string of every entry, with its entry's place in `orderedEntries`, in order: made
  /// once when the table is assembled (`indexLeaves()`), since every per-string rule walks it.
  public private(set) var leafIndex = LeafIndex()
  /// Whether `leafIndex` was made.
  private var isLeafIndexed = false
  /// The files the entries come from.
  public var files: [String] = []
  /// False when a file of this table could not be read to its end: keys may be missing
  /// only because they were not read.
  public var isComplete = true

  public init(locale: AuditLocale) {
    self.locale = locale
  }

  mutating func add(_ entry: Entry) {
    forgetLeaves()
    if let position = positions.position(of: entry.key, in: orderedEntries) {
      orderedEntries[position] = entry
    } else {
      orderedEntries.append(entry)
      _ = positions.insert(orderedEntries.count - 1, in: orderedEntries)
    }
  }

  /// Fills an empty table with the entries of its first file; whether their keys are unique.
  /// Unique keys leave the entries as they are, so the table takes the file's array itself,
  /// which shares its storage instead of copying every entry.
  mutating func start(with entries: [Entry]) -> Bool {
    assert(orderedEntries.isEmpty)
    forgetLeaves()
    guard positions.insertAll(entries) else {
      // A repeated key: each later definition takes the place of the first.
      positions = KeyIndex()
      reserveCapacity(entries.count)
      for entry in entries { add(entry) }
      return false
    }
    orderedEntries = entries
    return true
  }

  /// The keys in the order first read.
  public var keys: [String] { orderedEntries.map(\.key) }

  /// Each key's place in `orderedEntries`.
  private var positions = KeyIndex()

  /// The place of a key in `orderedEntries`.
  func position(of key: String) -> Int? { positions.position(of: key, in: orderedEntries) }

  /// The place in `other`'s `orderedEntries` of each entry's key, by the entry's place (nil
  /// where `other` lacks the key): every entry of a locale is looked up in its source.
  func positions(in other: LocaleTable) -> SourcePositions {
    var result = [UInt32](repeating: 0, count: orderedEntries.count)
    findPositions(in: other, part: 0, of: 1) { result[$0] = UInt32(truncatingIfNeeded: $1 + 1) }
    return SourcePositions(placesPlusOne: result)
  }

  /// The `part`-th of `parts` of `positions(in:)`: each entry's place and its key's place in
  /// `other`, handed to `found` (nothing where `other` lacks the key). Each entry is in one
  /// part only, and the parts may run at once.
  func findPositions(
    in other: LocaleTable, part: Int, of parts: Int, found: (_ place: Int, _ otherPlace: Int) -> Void
  ) {
    // Each entry has a place in the index unless the table was filled without one: then
    // its keys are looked up one by one, in the first part.
    guard positions.count == orderedEntries.count else {
      guard part == 0 else { return }
      for (place, entry) in orderedEntries.enumerated() {
        if let known = other.position(of: entry.key) { found(place, known) }
      }
      return
    }
    positions.findPositions(
      in: other.positions, entries: orderedEntries, otherEntries: other.orderedEntries, part: part, of: parts,
      found: found)
  }

  /// Makes room for `count` entries in all, so adding them grows nothing.
  mutating func reserveCapacity(_ count: Int) {
    forgetLeaves()
    positions.reserveCapacity(count)
    orderedEntries.reserveCapacity(count)
  }

  /// The entries by key. (Each entry is kept once, in `orderedEntries`: a table of a hundred
  /// locales holds hundreds of thousands.)
  public var entries: EntriesByKey { EntriesByKey(positions: positions, ordered: orderedEntries) }

  /// Every string of every entry with its entry, in order.
  public typealias Leaves = LazyMapSequence<LeafIndex, (entry: EntryView, leaf: LocalizedValue.Leaf)>

  public var leaves: Leaves {
    leafIndex.lazy.map { [orderedEntries] in (EntryView(orderedEntries, $0.entry), $0.leaf) }
  }

  /// Every entry, in order, read in place.
  public var entryViews: LazyMapSequence<Range<Int>, EntryView> {
    orderedEntries.indices.lazy.map { [orderedEntries] in EntryView(orderedEntries, $0) }
  }

  /// The table with its `leafIndex` made: itself when assembled by `TableLoader`, an indexed
  /// copy when built by hand (tests) without one.
  var indexed: LocaleTable {
    guard !isLeafIndexed else { return self }
    var indexed = self
    indexed.indexLeaves()
    return indexed
  }

  /// Makes `leafIndex` from the entries as they are now; the entries are not changed after.
  mutating func indexLeaves() {
    leafIndex = LeafIndex(of: orderedEntries)
    isLeafIndexed = true
  }

  /// Lets go of `leafIndex` before the entries change: it would be out of date, and it may
  /// share their storage, which a change would then copy.
  private mutating func forgetLeaves() {
    guard isLeafIndexed else { return }
    leafIndex = LeafIndex()
    isLeafIndexed = false
  }
}

/// The entries of a locale table by key: a view of its ordered entries.
public struct EntriesByKey: Sendable {
  fileprivate let positions: KeyIndex
  fileprivate let ordered: [Entry]

  public subscript(key: String) -> Entry? {
    positions.position(of: key, in: ordered).map { ordered[$0] }
  }

  /// Whether there is an entry for the key (without copying it out).
  public func contains(_ key: String) -> Bool { positions.position(of: key, in: ordered) != nil }

  public var count: Int { ordered.count }
  public var isEmpty: Bool { ordered.isEmpty }
  /// The keys, in the order first read.
  public var keys: [String] { ordered.map(\.key) }
  /// The entries in the order first read.
  public var values: [Entry] { ordered }
}

/// A string table (`Localizable`, `Onboarding`, a catalog) in all its locales.
public struct StringTable: Sendable {
  /// The path without its locale part and extension: `A/de.lproj/X.strings` is `A/X`.
  public var identity: String
  /// The locale the other locales are checked against.
  public var sourceLocale: AuditLocale
  /// The platform of the table's files.
  public var platform: Platform = .apple
  /// Whether Interface Builder fills its views from the table (docs/tables.md): its values
  /// are labels, never format strings.
  public var isInterfaceBuilder = false
  /// The table of each locale, by tag.
  public var locales: [String: LocaleTable]

  /// How the table's values are read for placeholders: the platform's format syntax, or
  /// none for Interface Builder's labels.
  public var formatSyntax: FormatSyntax {
    isInterfaceBuilder ? .text : platform.formatSyntax
  }

  /// The locale table the others are compared with: the source locale's, else `Base`.
  public var source: LocaleTable? {
    locales[sourceLocale.tag] ?? locales["Base"]
  }

  /// Whether the table is data rather than text to translate: Apple `.strings` or
  /// `.stringsdict` files in no locale folder (`ISO639.strings` beside the code), which the
  /// app reads itself; they count in no locale's coverage (docs/tables.md).
  public var isData: Bool {
    platform == .apple && locales.count == 1
      && locales.values.allSatisfy { table in
        !table.files.isEmpty
          && table.files.allSatisfy { path in
            (path.hasSuffix(".strings") || path.hasSuffix(".stringsdict"))
              && !path.split(separator: "/").contains { $0.hasSuffix(".lproj") }
          }
      }
  }

  /// The locales other than the source, sorted by tag.
  public var translations: [LocaleTable] {
    let sourceTag = source?.locale.tag
    return locales.values.filter { $0.locale.tag != sourceTag }.sorted { $0.locale < $1.locale }
  }
}

extension LocaleTable {
  /// Marks the entry at `position` as not to be translated; its key and texts stay.
  mutating func markNotToTranslate(at position: Int) {
    orderedEntries[position].shouldTranslate = false
  }
}
