/// The place of each key among a locale table's entries, found by the key: 32-bit places
/// into the entries (which hold the keys themselves), each beside 32 bits of its key's hash
/// (see `HashedPlaces`). A `[String: Int]` keeps each key and a whole `Int` in every slot,
/// 24 bytes where this keeps 8, and a table of a hundred locales has hundreds of thousands
/// of keys.
///
/// Keys are hashed and compared as `String`s, so two keys are the same key exactly when a
/// dictionary would say so.
struct KeyIndex: Sendable {
  private var places = HashedPlaces()
  /// How many places are recorded.
  var count: Int { places.count }

  /// The place of `key` in `entries`, the entries whose places were recorded.
  func position(of key: String, in entries: [Entry]) -> Int? {
    guard places.count > 0 else { return nil }
    return places.probe(hash: Self.hash(key)) { entries[$0].key == key }.place
  }

  /// The place in `other`'s entries of each key recorded in the `part`-th of `parts` runs
  /// of this index's slots, handed to `found` with the key's place in `entries` (nothing
  /// where `other` lacks the key). Each key's hash is the one kept in its
  /// slot: no key is hashed again; `other` must be hashed as this index is (any index of
  /// this process is). Each key is in one part only, so the parts, run at once, never write
  /// to the same place.
  func findPositions(
    in other: KeyIndex, entries: [Entry], otherEntries: [Entry], part: Int, of parts: Int,
    found: (_ place: Int, _ otherPlace: Int) -> Void
  ) {
    guard other.count > 0 else { return }
    var other = other
    // A batch at a time, the other index's slots read together (see `HashedPlaces.warm`).
    let batch = 16
    var places = [Int](repeating: 0, count: batch)
    var hashes = [UInt32](repeating: 0, count: batch)
    var count = 0
    func lookUp() {
      other.places.warm(hashes[..<count])
      for index in 0..<count {
        let key = entries[places[index]].key
        if let known = other.places.probe(hash: hashes[index], matches: { otherEntries[$0].key == key }).place
        {
          found(places[index], known)
        }
      }
      count = 0
    }
    self.places.forEachPlace(part: part, of: parts) { place, hash in
      (places[count], hashes[count]) = (place, hash)
      count += 1
      if count == batch { lookUp() }
    }
    lookUp()
  }

  /// Records the place of `entries[position]` by its key, unless the key has a place
  /// already: then that place is returned, and nothing is recorded.
  mutating func insert(_ position: Int, in entries: [Entry]) -> Int? {
    places.makeRoom(for: places.count + 1)
    let key = entries[position].key
    let hash = Self.hash(key)
    let (slot, known) = places.probe(hash: hash) { entries[$0].key == key }
    if let known { return known }
    places.record(position, hash: hash, in: slot)
    return nil
  }

  /// Records the place of each of `entries` by its key, into an empty index: true, or false
  /// as soon as a key has a place already (the index is then incomplete). The keys are
  /// hashed a batch at a time, and their slots read together (see `HashedPlaces.warm`):
  /// twice as fast as one at a time on a table of 600,000 keys.
  mutating func insertAll(_ entries: [Entry]) -> Bool {
    assert(places.count == 0)
    places.makeRoom(for: entries.count)
    let batch = 16
    var hashes = [UInt32](repeating: 0, count: batch)
    for start in stride(from: 0, to: entries.count, by: batch) {
      let range = start..<min(start + batch, entries.count)
      for position in range { hashes[position - start] = Self.hash(entries[position].key) }
      places.warm(hashes[..<range.count])
      for position in range {
        let key = entries[position].key
        let hash = hashes[position - start]
        let (slot, known) = places.probe(hash: hash) { entries[$0].key == key }
        if known != nil { return false }
        places.record(position, hash: hash, in: slot)
      }
    }
    return true
  }

  /// Makes room for `total` places, so recording them grows nothing.
  mutating func reserveCapacity(_ total: Int) {
    places.makeRoom(for: total)
  }

  private static func hash(_ key: String) -> UInt32 { UInt32(truncatingIfNeeded: key.hashValue) }
}
