/// Where a run of findings that share their origin (rule, file, locale and table, see
/// `Finding.originIdentity`), severity, baseline state and suppression starts: a report makes what
/// it writes alike for all of them once for the run, and reuses it. Findings come sorted by
/// file and rule, so a report of a million findings escapes a path and a rule's id a few
/// times, not a million, and reads none of the strings the findings of both reports being
/// written share.
struct FindingRun {
  private var last: (origin: ObjectIdentifier, severity: Severity, isKnown: Bool, isSuppressed: Bool)?

  /// Whether `finding` starts a run: the first finding, or one whose origin, severity,
  /// baseline state or suppression is not the finding's before it.
  mutating func starts(_ finding: Finding) -> Bool {
    let run = (
      origin: finding.originIdentity, severity: finding.severity, isKnown: finding.isKnown,
      isSuppressed: finding.isSuppressed
    )
    defer { last = run }
    guard let last else { return true }
    return last != run
  }
}
