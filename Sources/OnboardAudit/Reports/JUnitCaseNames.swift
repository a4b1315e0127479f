/// The test case names a rule's findings have taken in a suite, so that each new one is
/// made unique.
///
/// A name is most often its finding's subject (its key) as it is: such a name is kept as
/// the finding's place beside 32 bits of the name's hash, 8 bytes, and its finding is asked
/// for it again only when the hashes agree. A `Set<String>` kept 16 bytes and half as many
/// again empty, 17 MB for 600,000 findings of one rule. The rare names made unique with a
/// table or a number are kept as strings. Names are compared as strings are (`==`).
struct JUnitCaseNames {
  private let findings: [Finding]
  private let subject: (Finding) -> String
  /// 0 when empty, else the name's hash above its finding's place plus one; at most three
  /// quarters full.
  private var slots: [UInt64]
  private var others: Set<String> = []

  /// Room for `count` names of findings among `findings`, each named after `subject`.
  init(count: Int, findings: [Finding], subject: @escaping (Finding) -> String) {
    self.findings = findings
    self.subject = subject
    var capacity = 16
    while count * 4 > capacity * 3 { capacity *= 2 }
    slots = [UInt64](repeating: 0, count: capacity)
  }

  func contains(_ name: String) -> Bool {
    others.contains(name) || probe(name, hash: Self.hash(name)).known
  }

  /// Takes the subject of the finding at `place` as a name, unless it is taken: then false.
  mutating func insertSubject(_ name: String, of place: Int) -> Bool {
    let hash = Self.hash(name)
    let (slot, known) = probe(name, hash: hash)
    if known || others.contains(name) { return false }
    slots[slot] = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: place + 1))
    return true
  }

  /// Takes a name made unique.
  mutating func insert(_ name: String) {
    others.insert(name)
  }

  /// Walks the slots from `name`'s: whether a finding has it, else the empty slot where it
  /// would go.
  private func probe(_ name: String, hash: UInt32) -> (slot: Int, known: Bool) {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] != 0 {
      if UInt32(truncatingIfNeeded: slots[slot] >> 32) == hash,
        subject(findings[Int(UInt32(truncatingIfNeeded: slots[slot])) - 1]) == name
      {
        return (slot, true)
      }
      slot = (slot + 1) & mask
    }
    return (slot, false)
  }

  private static func hash(_ name: String) -> UInt32 { UInt32(truncatingIfNeeded: name.hashValue) }
}
