/// Places (into an array of keys, entries or findings kept elsewhere) found by 32 bits of a
/// hash: open addressing with linear probing, at most three quarters full.
///
/// Each slot holds the hash above the place plus one, 0 when empty: 8 bytes, where a
/// `Set` or a `Dictionary` keeps the thing itself in every slot and compares it at every
/// slot a probe passes. Here a probe asks its caller whether a place holds what it looks
/// for only where the hashes agree, and growing places the slots again by their hashes:
/// the things are elsewhere in memory, and each one read is a wait for memory.
struct HashedPlaces: Sendable {
  private var slots: [UInt64] = []
  /// How many places are recorded.
  private(set) var count = 0
  /// What `warm(_:)` read, kept so that its reads are made.
  private var warmed: UInt64 = 0

  /// Room for `total` places before any growing.
  init(capacity total: Int = 0) {
    if total > 0 { grow(toHold: total) }
  }

  /// The place recorded under `hash` for which `matches` is true, and the slot of it, or
  /// of the empty slot where such a place would go. Call `makeRoom(for:)` first when the
  /// place may be recorded then: growing moves the slots.
  @inline(__always)
  func probe(hash: UInt32, matches: (Int) -> Bool) -> (slot: Int, place: Int?) {
    guard !slots.isEmpty else { return (0, nil) }
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] != 0 {
      if UInt32(truncatingIfNeeded: slots[slot] >> 32) == hash {
        let place = Int(UInt32(truncatingIfNeeded: slots[slot])) - 1
        if matches(place) { return (slot, place) }
      }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }

  /// Reads the slots where probes for `hashes` start, one after the other without waiting
  /// for each, so that the waits for memory overlap: a table of a million places is larger
  /// than the processor's caches, and the first read of each probe would wait alone.
  @inline(__always)
  mutating func warm(_ hashes: ArraySlice<UInt32>) {
    guard !slots.isEmpty else { return }
    let mask = slots.count - 1
    var sum: UInt64 = 0
    for hash in hashes { sum &+= slots[Int(hash) & mask] }
    warmed &+= sum
  }

  /// Records `place` under `hash` in `slot`, an empty slot that `probe` gave since the last
  /// `makeRoom(for:)`.
  @inline(__always)
  mutating func record(_ place: Int, hash: UInt32, in slot: Int) {
    slots[slot] = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: place + 1))
    count += 1
  }

  /// Makes room for `total` places, so that recording them grows nothing.
  mutating func makeRoom(for total: Int) {
    if total * 4 > slots.count * 3 { grow(toHold: total) }
  }

  /// Every place recorded, with its hash, in no particular order.
  @inline(__always)
  func forEachPlace(_ body: (_ place: Int, _ hash: UInt32) -> Void) {
    forEachPlace(part: 0, of: 1, body)
  }

  /// The places recorded in the `part`-th of `parts` equal runs of slots, with their hashes:
  /// each place is in exactly one of the parts.
  @inline(__always)
  func forEachPlace(part: Int, of parts: Int, _ body: (_ place: Int, _ hash: UInt32) -> Void) {
    precondition(parts > 0 && (0..<parts).contains(part), "a part of the slots")
    let range = slots.count * part / parts..<slots.count * (part + 1) / parts
    for value in slots[range] where value != 0 {
      body(Int(UInt32(truncatingIfNeeded: value)) - 1, UInt32(truncatingIfNeeded: value >> 32))
    }
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
}
