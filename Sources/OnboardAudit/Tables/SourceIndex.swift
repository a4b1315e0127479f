/// What the rules need of a table's source, made once per table and shared by every locale
/// and rule: the variant matcher of each source entry, with its placeholders parsed, by the
/// entry's place in the source's `orderedEntries`.
public final class SourceIndex: Sendable {
  private let source: LocaleTable?
  private let matchers: [VariantMatcher]
  /// The formats of the source entries that have placeholders or substitutions.
  private let sourceFormats: [SourceFormats?]

  init(_ source: LocaleTable?, syntax: FormatSyntax) {
    self.source = source
    var matchers: [VariantMatcher] = []
    var sourceFormats: [SourceFormats?] = []
    for entry in source?.orderedEntries ?? [] {
      let matcher = VariantMatcher(source: entry.value, syntax: syntax)
      matchers.append(matcher)
      let hasFormats =
        !entry.value.substitutions.isEmpty
        || entry.value.containsText(where: { $0.traits.contains(.percent) })
      sourceFormats.append(hasFormats ? SourceFormats(matcher: matcher, key: entry.key) : nil)
    }
    self.matchers = matchers
    self.sourceFormats = sourceFormats
  }

  /// The place of a key in the source's `orderedEntries`, or nil when the source lacks it.
  func position(of key: String) -> Int? { source?.position(of: key) }

  /// The formats of a source entry with placeholders or substitutions, made once.
  func formats(at position: Int) -> SourceFormats? { sourceFormats[position] }

  /// The matcher of a source entry.
  func matcher(at position: Int) -> VariantMatcher { matchers[position] }
}
