extension FindingSink {
  /// Reports a finding about an element from a project-wide check (no locale), unless the
  /// element's `ignore` names the rule.
  mutating func report(
    _ message: FindingMessage, at location: SourceLocation, screen: Screen, element: Element,
    table: String? = nil,
    key: String? = nil
  ) {
    guard !element.ignore.contains(rule) else { return }
    report(message, at: location, table: table, key: key, screen: screen.id, element: element.id)
  }
}
