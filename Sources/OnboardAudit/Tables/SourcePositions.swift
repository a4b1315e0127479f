/// The place in a source table of each entry of a locale table, by the entry's place; nil
/// for a key the source lacks.
///
/// Every entry of every locale has one, so a place takes 32 bits where an `Int?` takes 16
/// bytes, and the source itself, each of whose entries is its own place, keeps none.
struct SourcePositions: Sendable, RandomAccessCollection {
  /// Each place plus one, 0 for none; empty for the source itself.
  private let places: [UInt32]
  /// The number of entries of the source itself; nil for another locale.
  private let ownCount: Int?

  /// The places of a locale's entries, each given with one plus the place, 0 for none.
  init(placesPlusOne: [UInt32]) {
    places = placesPlusOne
    ownCount = nil
  }

  /// The source's own places: each entry is where it is.
  static func own(count: Int) -> SourcePositions { SourcePositions(ownCount: count) }

  private init(ownCount: Int) {
    places = []
    self.ownCount = ownCount
  }

  var startIndex: Int { 0 }
  var endIndex: Int { ownCount ?? places.count }

  subscript(position: Int) -> Int? {
    if ownCount != nil { return position }
    let place = places[position]
    return place == 0 ? nil : Int(place) - 1
  }
}
