extension [Finding] {
  /// Adds `findings` at the end; into an empty array, by taking `findings`' storage itself.
  /// A rule or a locale may find a hundred thousand: appending them to nothing would copy
  /// each, and hold them twice for a moment.
  mutating func append(from findings: [Finding]) {
    if isEmpty { self = findings } else { self += findings }
  }
}
