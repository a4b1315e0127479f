/// The strings of a locale that are its source's as written, whitespace aside, or with the
/// locale's punctuation swapped in, by their place in the leaf index, in order: found once
/// per locale for `CopiedValues` and `NameConsensus`.
struct CopiedStrings: Sendable {
  var found: [(position: Int, comparison: ValueUntranslatedRule.Copy)] = []

  static func find(leafIndex: LeafIndex, sourceTexts: [LocatedText?]) -> CopiedStrings {
    var copies = CopiedStrings()
    for position in sourceTexts.indices {
      guard let original = sourceTexts[position] else { continue }
      let comparison = ValueUntranslatedRule.compareCopy(original.string, leafIndex.string(at: position))
      if comparison != .different { copies.found.append((position, comparison)) }
    }
    return copies
  }
}

/// The values of a locale that are still its source's text, in a locale of another language:
/// what `value.untranslated` reports, what coverage does not count as translated, and what
/// the plural rules leave to `value.untranslated` (one root cause, one finding). Found once per
/// locale (`LocaleContext.copiedValues`) for all of them.
struct CopiedValues: Sendable {
  /// One entry whose variants (or whose one text) are copies of the source.
  struct Copy: Sendable {
    /// The entry's place in the locale's `orderedEntries`.
    var entry: Int
    var key: String
    /// The source's text of the first copied variant.
    var text: String
    var punctuationOnly: Bool
    var location: SourceLocation?
    /// The paths of the copied variants ("" for a plain text).
    var variants: [String]
    /// Whether the catalog or XLIFF state says `new`: `value.state` reports it, once.
    var isNew: Bool
  }

  /// The copies that are surely untranslated, in the locale's order.
  var untranslated: [Copy] = []
  /// The copies that may well be right (names, numbers with units, single words).
  var maybeRight = ValueUntranslatedRule.MaybeRight()

  /// The entries with variants (plurals) whose every text is the source's, and which
  /// `value.untranslated` reports: the plural and format rules leave them to it (one value,
  /// one finding).
  var wholeCopies: Set<Int> = []

  /// The entries of `untranslated`, by their place in the locale.
  var untranslatedEntries: Set<Int> { Set(untranslated.map(\.entry)) }

  static func find(in context: LocaleContext) -> CopiedValues {
    var found = CopiedValues()
    guard let source = context.source, !context.isSource, context.isOtherLanguage else { return found }
    let writesLatin = Scripts.ofLocale(context.locale.tag).contains(Scripts.latin)
    // Most strings differ from their source: compared first, in place.
    let leafIndex = context.localeTable.indexed.leafIndex
    let sources = context.sourceTexts
    var current: Copy?
    // How many texts of each entry are the source's.
    var copiedTexts: [Int: Int] = [:]
    // The copies that may be right, kept until the entries reported as untranslated are known.
    var maybe: [(entry: Int, key: String, text: String, location: SourceLocation?, path: String)] = []
    for (position, comparison) in context.copiedStrings {
      let entryIndex = leafIndex.entry(at: position)
      guard let original = sources[position] else { continue }
      let text = leafIndex.string(at: position)
      let punctuationOnly = comparison == .punctuationSwapped
      copiedTexts[entryIndex, default: 0] += 1
      let entry = context.entry(ofLeaf: position, in: leafIndex)
      let leaf = leafIndex[position].leaf
      guard entry.shouldTranslate,
        context.sourcePosition(of: entry).map({ source.orderedEntries[$0].shouldTranslate }) == true
      else { continue }
      let words = ValueUntranslatedRule.translatableWords(
        text, terms: context.settings.doNotTranslate, syntax: context.table.formatSyntax)
      var verdict = ValueUntranslatedRule.verdict(words: words, text: text, writesLatin: writesLatin)
      // A value most of the table's locales keep is a name, if written as one: every word
      // capitalized ("GNU General Public License v3"; not "Continue to your account").
      if verdict == .untranslated, ValueUntranslatedRule.isWrittenAsName(words.words),
        let names = context.nameConsensus,
        let sourceEntry = context.sourcePosition(of: entry),
        names.isName(NameConsensus.SourceString(entry: sourceEntry, path: leaf.path))
      {
        verdict = .maybe
      }
      switch verdict {
      case .fine: continue
      case .maybe:
        if entry.state != "new" {
          maybe.append((entryIndex, entry.key, original.string, leaf.text.location, leaf.path))
        }
      case .untranslated:
        if current?.entry != entryIndex {
          if let copy = current { found.untranslated.append(copy) }
          current = Copy(
            entry: entryIndex, key: entry.key, text: original.string, punctuationOnly: punctuationOnly,
            location: leaf.text.location, variants: [], isNew: entry.state == "new")
        }
        current?.variants.append(leaf.path)
      }
    }
    if let copy = current { found.untranslated.append(copy) }
    let entries = context.localeTable.orderedEntries
    // Only those value.untranslated reports: "%.1f km" may be right as it is.
    let reported = found.untranslatedEntries
    found.wholeCopies = Set(
      copiedTexts.filter { entry, copied in
        reported.contains(entry) && !entries[entry].value.isPlain
          && entries[entry].value.leaves.count == copied
      }.keys)
    // A value reported as untranslated is not also one that may be right: its variants that
    // alone might be ("1 seed left") are named with the others.
    var places: [Int: Int] = [:]
    var grown: Set<Int> = []
    for item in maybe {
      guard reported.contains(item.entry) else {
        found.maybeRight.add(key: item.key, text: item.text, at: item.location)
        continue
      }
      if places.isEmpty {
        for (place, copy) in found.untranslated.enumerated() { places[copy.entry] = place }
      }
      if let place = places[item.entry] {
        found.untranslated[place].variants.append(item.path)
        grown.insert(place)
      }
    }
    // In the order the value has them.
    for place in grown {
      let order = entries[found.untranslated[place].entry].value.leaves.map(\.path)
      found.untranslated[place].variants.sort {
        (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0)
      }
    }
    return found
  }
}
