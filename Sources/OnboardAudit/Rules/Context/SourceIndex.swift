/// What the rules need of a table's source, made once per table and shared by every locale
/// and rule: the variant matcher of each source entry, with its placeholders parsed, by the
/// entry's place in the source's `orderedEntries`.
public final class SourceIndex: Sendable {
  private let source: LocaleTable?
  private let syntax: FormatSyntax
  /// The matchers of the entries with placeholders or variants; nil for plain text without
  /// a `%`, most of a table, whose matcher is quick to make when a rule asks (and a rule
  /// seldom does), so a source of a million keys does not keep a million of them. Empty
  /// when every entry is such text.
  private let matchers: [VariantMatcher?]
  /// The formats of the source entries that have placeholders or substitutions; empty when
  /// none has.
  private let sourceFormats: [SourceFormats?]

  init(_ source: LocaleTable?, syntax: FormatSyntax) {
    self.source = source
    self.syntax = syntax
    // Made on all cores, a slice of entries each: a source may have thousands, each parsed,
    // and every locale waits for the index.
    let entries = source?.orderedEntries ?? []
    let slices = Array(stride(from: 0, to: entries.count, by: Self.sliceSize)).concurrentMap { start in
      // By index: an entry is not copied whole for the two fields it gives.
      let made = (start..<min(start + Self.sliceSize, entries.count)).map {
        index -> (VariantMatcher?, SourceFormats?) in
        let hasFormats =
          !entries[index].value.substitutions.isEmpty
          || entries[index].value.containsText(where: { $0.traits.contains(.percent) })
        guard hasFormats || !entries[index].value.isPlain else { return (nil, nil) }
        let matcher = VariantMatcher(source: entries[index].value, syntax: syntax)
        return (matcher, hasFormats ? SourceFormats(matcher: matcher, key: entries[index].key) : nil)
      }
      // A slice of plain text, most of them, is nothing to join.
      return made.contains { $0.0 != nil } ? made : []
    }
    // Each array made at its size, and only when an entry needs one: a source may have a
    // million entries, each one an append.
    var matchers: [VariantMatcher?] = []
    var sourceFormats: [SourceFormats?] = []
    if slices.contains(where: { !$0.isEmpty }) {
      matchers.reserveCapacity(entries.count)
      sourceFormats.reserveCapacity(entries.count)
      for (number, slice) in slices.enumerated() {
        guard !slice.isEmpty else {
          let count = min(Self.sliceSize, entries.count - number * Self.sliceSize)
          matchers.append(contentsOf: repeatElement(nil, count: count))
          sourceFormats.append(contentsOf: repeatElement(nil, count: count))
          continue
        }
        for (matcher, formats) in slice {
          matchers.append(matcher)
          sourceFormats.append(formats)
        }
      }
    }
    self.matchers = matchers
    self.sourceFormats = sourceFormats.contains { $0 != nil } ? sourceFormats : []
  }

  private static let sliceSize = 256

  /// The formats of a source entry with placeholders or substitutions, made once.
  func formats(at position: Int) -> SourceFormats? {
    position < sourceFormats.count ? sourceFormats[position] : nil
  }

  /// The matcher of a source entry.
  func matcher(at position: Int) -> VariantMatcher {
    if position < matchers.count, let matcher = matchers[position] { return matcher }
    return VariantMatcher(source: source?.orderedEntries[position].value ?? LocalizedValue(), syntax: syntax)
  }
}
