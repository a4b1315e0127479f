/// A rule's level as set by `--rule ID=LEVEL` or the config's `rules`.
public enum RuleLevel: Equatable, Sendable {
  case severity(Severity)
  case off

  /// Reads `error`, `warning`, `note` or `off`.
  public init?(_ text: String) {
    if text == "off" {
      self = .off
    } else if let severity = Severity(rawValue: text) {
      self = .severity(severity)
    } else {
      return nil
    }
  }
}
