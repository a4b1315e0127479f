/// The place of each key among a locale table's entries, found by the key: a table of
/// 32-bit places into the entries, which hold the keys themselves. A `[String: Int]` keeps
/// each key and a whole `Int` in every slot, 24 bytes where this keeps 4, and a table of a
/// hundred locales has hundreds of thousands of keys.
///
/// Open addressing with linear probing, at most three quarters full; keys are hashed and
/// compared as `String`s, so two keys are the same key exactly when a dictionary would say so.
struct KeyIndex: Sendable {
  /// Each slot: 0 when empty, else the entry's place plus one.
  private var slots: [UInt32] = []
  /// How many places are recorded.
  private(set) var count = 0

  /// The place of `key` in `entries`, the entries whose places were recorded.
  func position(of key: String, in entries: [Entry]) -> Int? {
    guard !slots.isEmpty else { return nil }
    return probe(for: key, in: entries).known
  }

  /// Records the place of `entries[position]` by its key, unless the key has a place
  /// already: then that place is returned, and nothing is recorded.
  mutating func insert(_ position: Int, in entries: [Entry]) -> Int? {
    if (count + 1) * 4 > slots.count * 3 { grow(toHold: count + 1, entries: entries) }
    let (slot, known) = probe(for: entries[position].key, in: entries)
    if let known { return known }
    slots[slot] = UInt32(position + 1)
    count += 1
    return nil
  }

  /// Walks the slots from `key`'s: the place recorded for `key`, or the empty slot where it
  /// would go. There is always one: the slots are at most three quarters full.
  private func probe(for key: String, in entries: [Entry]) -> (slot: Int, known: Int?) {
    let mask = slots.count - 1
    var slot = key.hashValue & mask
    while slots[slot] != 0 {
      let known = Int(slots[slot] - 1)
      if entries[known].key == key { return (slot, known) }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }

  /// Makes room for `total` places, so recording them grows nothing.
  mutating func reserveCapacity(_ total: Int, entries: [Entry]) {
    if total * 4 > slots.count * 3 { grow(toHold: total, entries: entries) }
  }

  /// Room for `total` places, the places recorded so far placed again.
  private mutating func grow(toHold total: Int, entries: [Entry]) {
    var capacity = max(slots.count, 16)
    while total * 4 > capacity * 3 { capacity *= 2 }
    let old = slots
    slots = [UInt32](repeating: 0, count: capacity)
    for value in old where value != 0 {
      place(Int(value - 1), key: entries[Int(value - 1)].key)
    }
  }

  /// Puts a place in the first empty slot from its key's.
  private mutating func place(_ position: Int, key: String) {
    let mask = slots.count - 1
    var slot = key.hashValue & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = UInt32(position + 1)
  }
}
