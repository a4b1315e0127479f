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
    // A locale in one part (most are) fills its places itself; the parts of a large one
    // give their places and their places in the source, joined by locale after.
    let found = parts.concurrentMap(heaviestFirst: parts.map(\.weight)) { part -> PartPlaces in
      let check = checks[part.check]
      let source = check.table.source!
      if part.of == 1 {
        var places = [UInt32](repeating: 0, count: check.localeTable.orderedEntries.count)
        check.localeTable.findPositions(in: source, part: 0, of: 1) { place, other in
          places[place] = UInt32(truncatingIfNeeded: other + 1)
        }
        return .whole(places)
      }
      var pairs: [(place: Int32, otherPlace: UInt32)] = []
      pairs.reserveCapacity(check.localeTable.orderedEntries.count / part.of + 1)
      check.localeTable.findPositions(in: source, part: part.part, of: part.of) { place, other in
        pairs.append((Int32(truncatingIfNeeded: place), UInt32(truncatingIfNeeded: other + 1)))
      }
      return .pairs(pairs)
    }
    var places: [[UInt32]?] = checks.map { _ in nil }
    for (part, result) in zip(parts, found) {
      switch result {
      case .whole(let whole): places[part.check] = whole
      case .pairs(let pairs):
        if places[part.check] == nil {
          places[part.check] = [UInt32](
            repeating: 0, count: checks[part.check].localeTable.orderedEntries.count)
        }
        for (place, otherPlace) in pairs { places[part.check]![Int(place)] = otherPlace }
      }
    }
    return places.map { $0.map { SourcePositions(placesPlusOne: $0) } }
  }

  /// What a part finds: a whole locale's places, or some places with their places in the
  /// source.
  private enum PartPlaces: Sendable {
    case whole([UInt32])
    case pairs([(place: Int32, otherPlace: UInt32)])
  }

  private struct Part: Sendable {
    var check: Int
    var part: Int
    var of: Int
    var weight: Int
  }
}
