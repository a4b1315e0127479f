/// What a report writes alike for the findings that share their origin (rule, file, locale
/// and table, see `LentFinding.originIdentity`), severity and baseline state: made once for
/// a run of them and reused. Findings come sorted by file and rule, so a report of a
/// million findings escapes a path and a rule's id a few times, not a million, and reads
/// none of the strings the findings of both reports being written share.
struct FindingRunParts<Parts> {
  private var run: (origin: ObjectIdentifier, severity: Severity, isKnown: Bool)?
  private var parts: Parts?
  private let make: (LentFinding) -> Parts

  /// `make` makes the parts of the run a finding starts.
  init(_ make: @escaping (LentFinding) -> Parts) {
    self.make = make
  }

  /// The parts of `finding`'s run, made when it starts one.
  mutating func of(_ finding: LentFinding) -> Parts {
    let run = (origin: finding.originIdentity, severity: finding.severity, isKnown: finding.isKnown)
    if let parts, let last = self.run, last == run { return parts }
    let made = make(finding)
    (self.run, parts) = (run, made)
    return made
  }
}
