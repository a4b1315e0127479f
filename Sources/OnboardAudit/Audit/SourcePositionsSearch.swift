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
    let searched: [Bool] = checks.map { check in
      guard let source = check.table.source else { return false }
      return source.locale.tag != check.localeTable.locale.tag
    }
    var parts: [Part] = []
    for (index, check) in checks.enumerated() where searched[index] {
      let count = check.localeTable.orderedEntries.count
      let total = min(Self.maximumParts, max(1, count / max(1, entriesPerPart)))
      parts += (0..<total).map { Part(check: index, part: $0, of: total, weight: count / total) }
    }
    // Each part's places and their places in the source, joined by locale after.
    let found = parts.concurrentMap(heaviestFirst: parts.map(\.weight)) { part in
      let check = checks[part.check]
      var found: [(place: Int32, otherPlace: UInt32)] = []
      check.localeTable.findPositions(in: check.table.source!, part: part.part, of: part.of) { place, other in
        found.append((Int32(truncatingIfNeeded: place), UInt32(truncatingIfNeeded: other + 1)))
      }
      return found
    }
    var places: [[UInt32]?] = checks.indices.map { index in
      searched[index] ? [UInt32](repeating: 0, count: checks[index].localeTable.orderedEntries.count) : nil
    }
    for (part, pairs) in zip(parts, found) {
      for (place, otherPlace) in pairs { places[part.check]![Int(place)] = otherPlace }
    }
    return places.map { $0.map { SourcePositions(placesPlusOne: $0) } }
  }

  private struct Part: Sendable {
    var check: Int
    var part: Int
    var of: Int
    var weight: Int
  }
}
