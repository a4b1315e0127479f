/// What per-locale rules see: one table in one locale, and its source.
public struct LocaleContext: Sendable {
  public var table: StringTable
  public var localeTable: LocaleTable
  /// The table the locale is compared with; nil when the table has no source locale.
  public var source: LocaleTable?
  public var settings: RuleSettings
  /// The source's entries prepared for comparison, shared by every locale of the table.
  public var sourceIndex: SourceIndex
  /// The place in the source's `orderedEntries` of each entry of `localeTable`, by the
  /// entry's own place (nil for a key the source lacks; empty without a source): each key is
  /// looked up once, for every rule and the coverage.
  let sourcePositions: SourcePositions
  /// The source string of each string of `localeTable.leafIndex`, by its place (nil for a
  /// key the source lacks; empty in the source itself and without a source), looked up once
  /// for every rule.
  let sourceTexts: [LocatedText?]
  /// Where the platform looks for a key this locale lacks (docs/tables.md, "Fallback").
  public var fallback: LocaleFallback
  /// The locale's copies of its source's text, found on first use.
  private let copies = LockedOnce<CopiedValues>()
  /// The locale's values in a script it is not written in, found on first use.
  private let foreign = LockedOnce<TextScriptMismatchRule.Found>()
  /// The strings that are the source's (`CopiedStrings`), found on first use, for the copies
  /// and the table's consensus on names.
  let copiedStringsOnce = LockedOnce<CopiedStrings>()
  /// The values most of the table's locales keep as the source's (names), shared by every
  /// locale of the table; nil where the table's other locales are not at hand.
  var nameConsensus: NameConsensus?

  public init(
    table: StringTable, localeTable: LocaleTable, source: LocaleTable?, settings: RuleSettings,
    sourceIndex: SourceIndex? = nil
  ) {
    self.init(
      table: table, localeTable: localeTable, source: source, settings: settings, sourceIndex: sourceIndex,
      sourcePositions: nil, fallback: nil)
  }

  /// `sourcePositions`, when given, are `localeTable`'s keys found in `source` already
  /// (see `SourcePositionsSearch`); `fallback`, when given, the locale's chain among the
  /// audited locales (else among all of them).
  init(
    table: StringTable, localeTable: LocaleTable, source: LocaleTable?, settings: RuleSettings,
    sourceIndex: SourceIndex?, sourcePositions: SourcePositions?, fallback: LocaleFallback?
  ) {
    self.table = table
    self.fallback = fallback ?? LocaleFallback.of(localeTable, in: table, audited: nil)
    let localeTable = localeTable.indexed
    self.localeTable = localeTable
    self.source = source
    self.settings = settings
    let sourceIndex = sourceIndex ?? SourceIndex(source, syntax: table.formatSyntax)
    self.sourceIndex = sourceIndex
    let isSource = source?.locale.tag == localeTable.locale.tag
    let sourcePositions = sourcePositions ?? Self.positions(of: localeTable, in: source)
    self.sourcePositions = sourcePositions
    sourceTexts =
      isSource || source == nil
      ? [] : Self.sourceTexts(of: localeTable, in: source, positions: sourcePositions, index: sourceIndex)
  }

  /// See `sourcePositions`.
  private static func positions(of table: LocaleTable, in source: LocaleTable?) -> SourcePositions {
    guard let source else { return SourcePositions(placesPlusOne: []) }
    if source.locale.tag == table.locale.tag { return .own(count: table.orderedEntries.count) }
    return table.positions(in: source)
  }

  /// The source string of each leaf of the locale (whose table is indexed). Both are plain text most of the time:
  /// then it is the source entry's text, with no look-up by variant path.
  private static func sourceTexts(
    of localeTable: LocaleTable, in source: LocaleTable?, positions: SourcePositions, index: SourceIndex
  ) -> [LocatedText?] {
    guard let source else { return [] }
    let sourceEntries = source.orderedEntries
    let leafIndex = localeTable.leafIndex
    var texts: [LocatedText?] = []
    texts.reserveCapacity(leafIndex.count)
    for item in leafIndex.indices {
      guard let position = positions[leafIndex.entry(at: item)] else {
        texts.append(nil)
        continue
      }
      if leafIndex.path(at: item).isEmpty, sourceEntries[position].value.isPlain {
        texts.append(sourceEntries[position].value.text)
      } else {
        texts.append(index.matcher(at: position).sourceLeaf(for: leafIndex.path(at: item))?.text)
      }
    }
    return texts
  }

  /// The place in the source's `orderedEntries` of an entry of this locale, or nil for a key
  /// the source lacks.
  func sourcePosition(of entry: EntryView) -> Int? {
    entry.index < sourcePositions.count ? sourcePositions[entry.index] : nil
  }

  /// The source's matcher for an entry of this locale, or nil for the source itself and for
  /// a key the source lacks.
  func sourceMatcher(for entry: EntryView) -> VariantMatcher? {
    guard !isSource, let position = sourcePosition(of: entry) else { return nil }
    return sourceIndex.matcher(at: position)
  }

  /// The strings of this locale that are the source's (see `CopiedStrings`), in order.
  var copiedStrings: [(position: Int, comparison: ValueUntranslatedRule.Copy)] {
    copiedStringsOnce.value {
      CopiedStrings.find(leafIndex: localeTable.indexed.leafIndex, sourceTexts: sourceTexts)
    }.found
  }

  /// The values of this locale that are still the source's text (see `CopiedValues`).
  var copiedValues: CopiedValues {
    copies.value { CopiedValues.find(in: self) }
  }

  /// The values of this locale in a script it is not written in (see
  /// `TextScriptMismatchRule.Found`).
  var foreignScript: TextScriptMismatchRule.Found {
    foreign.value { TextScriptMismatchRule.Found.find(in: self) }
  }

  /// The source's required keys (`Entry.isRequired`) that this locale lacks and no parent of
  /// its fallback chain has, in the source's order, and how many keys are required in all:
  /// what the platform's lookup finds nowhere but in the source (docs/tables.md, "Fallback").
  var keysLackingAfterFallback: (keys: [String], required: Int) {
    guard let source else { return ([], 0) }
    let parents = fallback.parents.compactMap { table.locales[$0] }
    // Which source entries the locale has, from the keys it was already matched on.
    var present = [Bool](repeating: false, count: source.orderedEntries.count)
    for case let position? in sourcePositions { present[position] = true }
    // By position, reading each source entry in place: a copy of each would cost more than the check.
    let expected = source.orderedEntries
    var lacking: [String] = []
    var required = 0
    for position in expected.indices where expected[position].isRequired {
      required += 1
      if !present[position], !parents.contains(where: { $0.entries.contains(expected[position].key) }) {
        lacking.append(expected[position].key)
      }
    }
    return (lacking, required)
  }

  /// How many of the source's entries are to be translated: those marked for translation
  /// and in use (whether or not every locale must have them).
  var valuesToTranslate: Int {
    source?.orderedEntries.count { $0.shouldTranslate && $0.isInUse } ?? 0
  }

  /// This locale's share of the coverage: how many of the source's keys to translate it has
  /// (`present`), has with a value that is neither empty nor a copy of the source's text
  /// (`translated`; a copy that may be right counts), and has as a copy (`copied`).
  var translationCounts: TranslationCounts {
    guard let source else { return TranslationCounts() }
    let sourceEntries = source.orderedEntries
    let entries = localeTable.orderedEntries
    let copied = copiedValues.untranslatedEntries
    var counts = TranslationCounts()
    var own = [Bool](repeating: false, count: sourceEntries.count)
    for (index, position) in sourcePositions.enumerated() {
      guard let position, sourceEntries[position].isRequired else {
        continue
      }
      own[position] = true
      counts.present += 1
      if copied.contains(index) {
        counts.copied += 1
      } else if entries[index].value.containsText(where: { !$0.string.isBlank }) {
        counts.translated += 1
      }
    }
    guard !isSource, fallback.fallsBack else { return counts }
    // What the locale lacks and the platform shows from a parent, or from the source when
    // that is in the locale's own language, is translated for its users.
    let parents = fallback.parents.compactMap { table.locales[$0] }
    for (position, entry) in sourceEntries.enumerated()
    where !own[position] && entry.isRequired {
      if let parent = parents.first(where: {
        $0.entries[entry.key]?.value.containsText(where: { !$0.string.isBlank }) ?? false
      }) {
        counts.inherit(from: parent.locale.tag)
      } else if fallback.endsInSourceLanguage {
        counts.inherit(from: source.locale.tag)
      }
    }
    return counts
  }

  public var locale: AuditLocale { localeTable.locale }
  /// Whether this is the source locale itself.
  public var isSource: Bool { source?.locale.tag == localeTable.locale.tag }
  /// Whether this locale is in another language than the source (`de` for `en`; not `en-GB`).
  public var isOtherLanguage: Bool {
    guard let source else { return false }
    return locale.language != source.locale.language
  }
}

/// How many of the source's keys a locale has, translates, and leaves as copies, and how
/// many it takes from a parent locale (translated for its users, but not its own).
public struct TranslationCounts: Sendable, Equatable {
  public var present = 0
  public var translated = 0
  public var copied = 0
  public var inherited = 0
  /// The locale the inherited keys come from (the first, when tables differ).
  public var inheritedFrom: String?

  public init(present: Int = 0, translated: Int = 0, copied: Int = 0, inherited: Int = 0, from: String? = nil)
  {
    self.present = present
    self.translated = translated
    self.copied = copied
    self.inherited = inherited
    self.inheritedFrom = from
  }

  /// One key shown from `parent`.
  mutating func inherit(from parent: String) {
    inherited += 1
    translated += 1
    if inheritedFrom == nil { inheritedFrom = parent }
  }

  static func + (a: Self, b: Self) -> Self {
    Self(
      present: a.present + b.present, translated: a.translated + b.translated, copied: a.copied + b.copied,
      inherited: a.inherited + b.inherited, from: a.inheritedFrom ?? b.inheritedFrom)
  }
}
