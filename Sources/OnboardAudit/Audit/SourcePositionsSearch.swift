/// Finds the keys of each checked locale in its source (a `LocaleContext`'s
/// `sourcePositions`) before the locales are prepared, a large locale's in parts that are
/// tasks of their own.
///
/// Found inside the task that prepares a locale, the 600,000 keys of one large locale were
/// looked up on one core while the others waited: a `concurrentPerform` within another runs
/// its tasks one after the other, so the parts must be tasks beside the locales' own.
enum SourcePositionsSearch {
  /// The most parts a locale is looked up in.
  static let maximumParts = 8

  /// Each check's positions, nil for a check without a source or of the source itself
  /// (whose context finds its own). A locale is looked up in a part per `entriesPerPart`
  /// entries, at least one.
  static func positions(of checks: [LocaleChecks.Check], entriesPerPart: Int) -> [SourcePositions?] {
    let results: [PlacesBuffer?] = checks.map { check in
      guard let source = check.table.source, source.locale.tag != check.localeTable.locale.tag else {
        return nil
      }
      return PlacesBuffer(count: check.localeTable.orderedEntries.count)
    }
    var parts: [Part] = []
    for (index, check) in checks.enumerated() where results[index] != nil {
      let count = check.localeTable.orderedEntries.count
      let total = min(Self.maximumParts, max(1, count / max(1, entriesPerPart)))
      parts += (0..<total).map { Part(check: index, part: $0, of: total, weight: count / total) }
    }
    _ = parts.concurrentMap(heaviestFirst: parts.map(\.weight)) { part in
      let check = checks[part.check]
      check.localeTable.findPositions(
        in: check.table.source!, part: part.part, of: part.of, into: results[part.check]!.places)
    }
    return results.map { $0.map { SourcePositions(placesPlusOne: $0.take()) } }
  }

  private struct Part: Sendable {
    var check: Int
    var part: Int
    var of: Int
    var weight: Int
  }

  /// One locale's places, written by its parts at once, each to places of its own.
  private final class PlacesBuffer: @unchecked Sendable {
    let places: UnsafeMutableBufferPointer<UInt32>

    init(count: Int) {
      places = .allocate(capacity: count)
      places.initialize(repeating: 0)
    }

    /// The places, once every part is done.
    func take() -> [UInt32] { Array(places) }

    deinit { places.deallocate() }
  }
}
