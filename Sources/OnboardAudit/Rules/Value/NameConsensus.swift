/// The source's values that most of a table's translated locales keep as they are: names
/// ("Vikidia", "GNU General Public License v3"), whose copies `value.untranslated` calls "may
/// be right" (a note), never a warning. Found once per table, for all its locales, on first use.
///
/// A value is a name when at least two thirds of the table's locales in another language than
/// the source keep it as the source's text (`ValueUntranslatedRule.compareCopy`), and at least
/// `minimumLocales` do. A locale that leaves half of its values or more as the source's has not
/// been translated yet: it says nothing about names, and is not counted. Nor is a copy whose
/// neighbour in the source's order is a copy too: a run of values no locale translated is a
/// part not translated yet (a new feature's strings), which a name amid translations is not.
/// `value.untranslated` asks only of values written as names (`isWrittenAsName`).
final class NameConsensus: Sendable {
  /// A string of the source: its entry's place in the source's `orderedEntries` and its
  /// variant's path ("" for a plain text).
  struct SourceString: Hashable, Sendable {
    var entry: Int
    var path: String
  }

  /// What the consensus reads of one locale.
  struct Locale: Sendable {
    var leafIndex: LeafIndex
    var sourceTexts: [LocatedText?]
    var sourcePositions: SourcePositions
    /// The locale's `CopiedStrings`, shared with its `CopiedValues`.
    var copies: LockedOnce<CopiedStrings>

    var copiedStrings: [(position: Int, comparison: ValueUntranslatedRule.Copy)] {
      copies.value { CopiedStrings.find(leafIndex: leafIndex, sourceTexts: sourceTexts) }.found
    }
  }

  /// How many locales keep a value at least, for it to be a name.
  static let minimumLocales = 5

  private let locales: [Locale]
  /// The table's other locales, not audited in this run: read as well, when first needed.
  private let others: @Sendable () -> [Locale]
  private let found = LockedOnce<Set<SourceString>>()

  init(locales: [Locale], others: @escaping @Sendable () -> [Locale] = { [] }) {
    self.locales = locales
    self.others = others
  }

  /// The locales of `contexts` (one table's, with its source) in another language than the
  /// source, and the table's other locales in another language, audited or not.
  convenience init(
    table: StringTable, contexts: [LocaleContext], sourceIndex: SourceIndex, settings: RuleSettings
  ) {
    let audited = Set(contexts.map(\.locale.tag))
    let locales = contexts.filter { $0.isOtherLanguage }.map(\.consensusLocale)
    self.init(locales: locales) {
      guard let source = table.source else { return [] }
      return table.locales.values.sorted { $0.locale < $1.locale }.compactMap { localeTable in
        guard !audited.contains(localeTable.locale.tag), localeTable.locale.language != source.locale.language
        else { return nil }
        return LocaleContext(
          table: table, localeTable: localeTable, source: source, settings: settings, sourceIndex: sourceIndex
        ).consensusLocale
      }
    }
  }

  /// Whether a string of the source is a name by the table's consensus.
  func isName(_ string: SourceString) -> Bool {
    names.contains(string)
  }

  /// The names of the table.
  var names: Set<SourceString> {
    found.value { Self.names(in: locales + others()) }
  }

  static func names(in locales: [Locale]) -> Set<SourceString> {
    var kept: [SourceString: Int] = [:]
    var voters = 0
    for locale in locales {
      // Each source entry the locale has, by its place in the source: 1 translated, 2 a
      // copy (of one of its strings), 0 absent.
      var state: [UInt8] = []
      for case let entry? in locale.sourcePositions {
        if entry >= state.count { state.append(contentsOf: repeatElement(0, count: entry + 1 - state.count)) }
        state[entry] = 1
      }
      var copies: [SourceString] = []
      for (position, _) in locale.copiedStrings {
        guard let entry = locale.sourcePositions[locale.leafIndex.entry(at: position)] else { continue }
        state[entry] = 2
        copies.append(SourceString(entry: entry, path: locale.leafIndex.path(at: position)))
      }
      let present = state.count { $0 != 0 }
      let copied = state.count { $0 == 2 }
      // A locale not translated yet tells nothing of names.
      guard present > 0, copied * 2 < present else { continue }
      voters += 1
      // A name is kept among translations; a copy next to other copies (in the source's
      // order) is one of a run of values not translated yet, such as the strings of a new
      // feature.
      func neighbour(of entry: Int, by step: Int) -> UInt8 {
        var place = entry + step
        while place >= 0 && place < state.count {
          if state[place] != 0 { return state[place] }
          place += step
        }
        return 0
      }
      for string in copies
      where neighbour(of: string.entry, by: -1) != 2 && neighbour(of: string.entry, by: 1) != 2 {
        kept[string, default: 0] += 1
      }
    }
    // Two thirds of the voters, rounded up, and never fewer than `minimumLocales`.
    let needed = max(minimumLocales, (2 * voters + 2) / 3)
    return Set(kept.filter { $0.value >= needed }.keys)
  }
}

extension LocaleContext {
  /// What `NameConsensus` reads of this locale.
  var consensusLocale: NameConsensus.Locale {
    NameConsensus.Locale(
      leafIndex: localeTable.indexed.leafIndex, sourceTexts: sourceTexts, sourcePositions: sourcePositions,
      copies: copiedStringsOnce)
  }
}
