/// The test case names a rule's findings have taken in a suite, so that each new one is
/// made unique.
///
/// A name is most often its finding's subject (its key) as it is: such a name is kept as
/// the finding's place beside 32 bits of the name's hash (see `HashedPlaces`), 8 bytes, and
/// its finding is asked for it again only when the hashes agree. A `Set<String>` kept 16
/// bytes and half as many again empty, 17 MB for 600,000 findings of one rule. The rare
/// names made unique with a table or a number are kept as strings. Names are compared as
/// strings are (`==`).
struct JUnitCaseNames {
  private let findings: [Finding]
  private let subject: (LentFinding) -> String
  private var places: HashedPlaces
  private var others: Set<String> = []

  /// Room for `count` names of findings among `findings`, each named after `subject`.
  init(count: Int, findings: [Finding], subject: @escaping (LentFinding) -> String) {
    self.findings = findings
    self.subject = subject
    places = HashedPlaces(capacity: count)
  }

  func contains(_ name: String) -> Bool {
    isOther(name) || probe(name, hash: Self.hash(name)).place != nil
  }

  /// Takes the subject of the finding at `place` as a name, unless it is taken: then false.
  /// `hash` is the name's, as `hash(_:)` makes it.
  mutating func insertSubject(_ name: String, of place: Int, hash: UInt32) -> Bool {
    places.makeRoom(for: places.count + 1)
    let (slot, known) = probe(name, hash: hash)
    if known != nil || isOther(name) { return false }
    places.record(place, hash: hash, in: slot)
    return true
  }

  /// Takes a name made unique.
  mutating func insert(_ name: String) {
    others.insert(name)
  }

  /// Whether a name made unique is `name`; asked of no set when there is none, as for most
  /// rules (a set hashes what it is asked for even when empty).
  private func isOther(_ name: String) -> Bool {
    !others.isEmpty && others.contains(name)
  }

  private func probe(_ name: String, hash: UInt32) -> (slot: Int, place: Int?) {
    findings.withUnsafeBufferPointer { findings in
      places.probe(hash: hash) { subject(findings[lent: $0]) == name }
    }
  }

  /// Reads the slots where the names of `hashes` would go, together, before they are taken
  /// in turn (see `HashedPlaces.warm`): a rule may have hundreds of thousands of names.
  mutating func warm(_ hashes: UnsafeBufferPointer<UInt32>) {
    places.makeRoom(for: places.count + hashes.count)
    places.warm(hashes)
  }

  static func hash(_ name: String) -> UInt32 { UInt32(truncatingIfNeeded: name.hashValue) }
}
