/// What the rules need of a table's source, made once per table and shared by every locale
/// and rule: the variant matcher of each source entry, with its placeholders parsed.
public final class SourceIndex: Sendable {
  private let matchers: [String: VariantMatcher]

  init(_ source: LocaleTable?, syntax: FormatSyntax) {
    var matchers: [String: VariantMatcher] = [:]
    for entry in source?.orderedEntries ?? [] {
      matchers[entry.key] = VariantMatcher(source: entry.value, syntax: syntax)
    }
    self.matchers = matchers
  }

  /// The matcher of a source key.
  func matcher(for key: String) -> VariantMatcher? { matchers[key] }
}
