/// Where a lookup goes for a key a locale lacks, as Android's and Apple's loaders do
/// (docs/tables.md, "Fallback"): the locale's parents as CLDR gives them (`fr-BE` → `fr`,
/// `en-AU` → `en-001` → `en`, `zh-HK` → `zh-Hant`; never across a script, so `sr-Latn` does not
/// fall back to Cyrillic `sr`), then the source locale, the development region.
public struct LocaleFallback: Sendable, Equatable {
  /// The parents that have a table of their own, nearest first (the source excluded).
  public var parents: [String]
  /// Whether the chain ends in a locale of the source's language before leaving the locale's
  /// own: an English variant of an English source then shows the source's text, in its
  /// language, for every key it lacks.
  public var endsInSourceLanguage: Bool

  /// Whether the nearest parent is audited too, with every file read: then the keys it
  /// lacks as well are its finding, not this locale's (one cause, one finding).
  public var parentReports = false

  public init(parents: [String] = [], endsInSourceLanguage: Bool = false) {
    self.parents = parents
    self.endsInSourceLanguage = endsInSourceLanguage
  }

  /// Whether the locale takes keys it lacks from anywhere but the development region in
  /// another language.
  public var fallsBack: Bool { endsInSourceLanguage || !parents.isEmpty }

  /// The chain of a locale of `table`, `audited` the tags audited.
  static func of(_ locale: LocaleTable, in table: StringTable, audited: Set<String>?) -> LocaleFallback {
    guard let source = table.source?.locale.tag else { return LocaleFallback() }
    var fallback = of(locale.locale.tag, source: source) { table.locales[$0] != nil }
    if let nearest = fallback.parents.first, let parent = table.locales[nearest] {
      fallback.parentReports = (audited?.contains(nearest) ?? true) && parent.isComplete
    }
    return fallback
  }

  /// The chain of `tag` among the locales that have a table, given the source locale.
  /// Without ICU's data for the tag, its subtags are dropped one by one.
  public static func of(_ tag: String, among tags: Set<String>, source: String) -> LocaleFallback {
    of(tag, source: source, has: tags.contains)
  }

  /// The chain of `tag` among the locales `has` says have a table, given the source locale.
  static func of(_ tag: String, source: String, has: (String) -> Bool) -> LocaleFallback {
    var fallback = LocaleFallback()
    guard tag != source, tag != "Base" else { return fallback }
    let language = tag.prefix { $0 != "-" }
    fallback.endsInSourceLanguage = language == source.prefix { $0 != "-" }
    for parent in ancestors(of: tag) {
      if parent == source { break }
      if has(parent) { fallback.parents.append(parent) }
    }
    return fallback
  }

  /// Every parent of a tag up to the root, nearest first, asked of ICU once per tag.
  private static func ancestors(of tag: String) -> [String] {
    known.value(for: tag) {
      var chain: [String] = []
      var seen: Set<String> = [tag]
      var current = tag
      while let parent = parentTag(of: current), seen.insert(parent).inserted {
        chain.append(parent)
        current = parent
      }
      return chain
    }
  }

  private static let known = LockedCache<String, [String]>()

  /// ICU's parent, else the tag without its last subtag.
  private static func parentTag(of tag: String) -> String? {
    if let parent = ICU.parentLocale(tag) { return parent }
    guard LocaleNames.lacksICUData(tag), let dash = tag.lastIndex(of: "-") else { return nil }
    return String(tag[..<dash])
  }
}
