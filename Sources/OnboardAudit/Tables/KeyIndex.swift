/// The place of each key among a locale table's entries, found by the key: a table of
/// 32-bit places into the entries (which hold the keys themselves), each beside 32 bits of
/// its key's hash. A `[String: Int]` keeps each key and a whole `Int` in every slot, 24
/// bytes where this keeps 8, and a table of a hundred locales has hundreds of thousands of
/// keys.
///
/// Open addressing with linear probing, at most three quarters full; keys are hashed and
/// compared as `String`s, so two keys are the same key exactly when a dictionary would say so.
struct KeyIndex: Sendable {
  /// Each slot: 0 when empty, else 32 bits of the key's hash above the entry's place plus
  /// one. A probe compares keys only where the hashes agree, and growing places the slots
  /// again by their hashes, without reading a key: the entries and their keys are
  /// elsewhere in memory, and each key read is a wait for memory in a large table.
  private var slots: [UInt64] = []
  /// How many places are recorded.
  private(set) var count = 0

  /// The place of `key` in `entries`, the entries whose places were recorded.
  func position(of key: String, in entries: [Entry]) -> Int? {
    guard !slots.isEmpty else { return nil }
    return probe(for: key, hash: Self.hash(key), in: entries).known
  }

  /// The place in `other`'s entries of each key recorded here, by the key's place in
  /// `entries`. Each key's hash is the one kept in its slot: no key is hashed again.
  /// `other` must be hashed as this index is (any index of this process is).
  func positions(in other: KeyIndex, entries: [Entry], otherEntries: [Entry]) -> SourcePositions {
    var result = [UInt32](repeating: 0, count: entries.count)
    if !other.slots.isEmpty {
      for value in slots where value != 0 {
        let place = Int(UInt32(truncatingIfNeeded: value)) - 1
        let hash = UInt32(truncatingIfNeeded: value >> 32)
        if let known = other.probe(for: entries[place].key, hash: hash, in: otherEntries).known {
          result[place] = UInt32(truncatingIfNeeded: known + 1)
        }
      }
    }
    return SourcePositions(placesPlusOne: result)
  }

  /// Records the place of `entries[position]` by its key, unless the key has a place
  /// already: then that place is returned, and nothing is recorded.
  mutating func insert(_ position: Int, in entries: [Entry]) -> Int? {
    if (count + 1) * 4 > slots.count * 3 { grow(toHold: count + 1) }
    let hash = Self.hash(entries[position].key)
    let (slot, known) = probe(for: entries[position].key, hash: hash, in: entries)
    if let known { return known }
    slots[slot] = Self.slot(hash: hash, position: position)
    count += 1
    return nil
  }

  /// Walks the slots from `key`'s: the place recorded for `key`, or the empty slot where it
  /// would go. There is always one: the slots are at most three quarters full.
  private func probe(for key: String, hash: UInt32, in entries: [Entry]) -> (slot: Int, known: Int?) {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] != 0 {
      if UInt32(truncatingIfNeeded: slots[slot] >> 32) == hash {
        let known = Int(UInt32(truncatingIfNeeded: slots[slot])) - 1
        if entries[known].key == key { return (slot, known) }
      }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }

  /// Makes room for `total` places, so recording them grows nothing.
  mutating func reserveCapacity(_ total: Int) {
    if total * 4 > slots.count * 3 { grow(toHold: total) }
  }

  /// Room for `total` places, the places recorded so far placed again.
  private mutating func grow(toHold total: Int) {
    var capacity = max(slots.count, 16)
    while total * 4 > capacity * 3 { capacity *= 2 }
    let old = slots
    slots = [UInt64](repeating: 0, count: capacity)
    let mask = capacity - 1
    for value in old where value != 0 {
      var slot = Int(value >> 32) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = value
    }
  }

  private static func hash(_ key: String) -> UInt32 { UInt32(truncatingIfNeeded: key.hashValue) }

  private static func slot(hash: UInt32, position: Int) -> UInt64 {
    UInt64(hash) << 32 | UInt64(UInt32(position + 1))
  }
}
