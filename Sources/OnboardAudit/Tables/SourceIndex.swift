/// What the rules need of a table's source, made once per table and shared by every locale
/// and rule: the variant matcher of each source entry, with its placeholders parsed.
public final class SourceIndex: Sendable {
  private let matchers: [String: VariantMatcher]
  /// The formats of the source entries that have placeholders or substitutions.
  private let sourceFormats: [String: SourceFormats]

  init(_ source: LocaleTable?, syntax: FormatSyntax) {
    var matchers: [String: VariantMatcher] = [:]
    var sourceFormats: [String: SourceFormats] = [:]
    for entry in source?.orderedEntries ?? [] {
      let matcher = VariantMatcher(source: entry.value, syntax: syntax)
      matchers[entry.key] = matcher
      if !entry.value.substitutions.isEmpty
        || entry.value.containsText(where: { $0.traits.contains(.percent) })
      {
        sourceFormats[entry.key] = SourceFormats(matcher: matcher, key: entry.key)
      }
    }
    self.matchers = matchers
    self.sourceFormats = sourceFormats
  }

  /// The formats of a source key with placeholders or substitutions, made once.
  func formats(for key: String) -> SourceFormats? { sourceFormats[key] }

  /// The matcher of a source key.
  func matcher(for key: String) -> VariantMatcher? { matchers[key] }
}
