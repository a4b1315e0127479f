/// A key a file defines again in the same locale (the later definition wins), found when the
/// file is read: what `key.duplicate` reports, kept once the file's entries have gone into
/// the tables.
public struct DuplicateKey: Sendable, Equatable {
  public var key: String
  /// The later definition.
  public var location: SourceLocation
  /// The line of the first definition.
  public var earlierLine: Int
  /// The locale as the file names it ("" when the folder decides).
  public var locale: String

  /// Each later definition of a key in a file's entries, once: a catalog lists a key once
  /// for all its locales, and a repeated key is reported once. In locale order, then file order.
  /// The locales in `unique` are known to repeat no key, and are not searched.
  static func find(in entriesByLocale: [String: [Entry]], except unique: Set<String> = []) -> [DuplicateKey] {
    var result: [DuplicateKey] = []
    var reported: Set<SourceLocation> = []
    for (locale, entries) in entriesByLocale.sorted(by: { $0.key < $1.key }) where !unique.contains(locale) {
      var firstLine: [String: Int] = [:]
      firstLine.reserveCapacity(entries.count)
      for index in entries.indices {
        let key = entries[index].key
        guard let earlier = firstLine[key] else {
          firstLine[key] = entries[index].location.line
          continue
        }
        guard reported.insert(entries[index].location).inserted else { continue }
        result.append(
          DuplicateKey(key: key, location: entries[index].location, earlierLine: earlier, locale: locale))
      }
    }
    return result
  }
}
