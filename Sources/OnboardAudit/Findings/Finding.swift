/// One problem found by a rule: what, how serious, where, and about which subject.
public struct Finding: Sendable, Equatable {
  public var rule: String
  public var severity: Severity
  public var message: String
  public var location: SourceLocation?
  public var locale: String?
  public var table: String?
  public var key: String?
  public var screen: String?
  public var element: String?
  /// The keys a finding about many keys names (`key.missing`: every key a locale lacks).
  public var keys: [String] = []
  /// Whether the baseline lists the finding: it is reported but does not fail the run.
  public var isKnown = false

  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation? = nil,
    locale: String? = nil, table: String? = nil, key: String? = nil, screen: String? = nil,
    element: String? = nil, keys: [String] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.location = location
    self.locale = locale
    self.table = table
    self.key = key
    self.screen = screen
    self.element = element
    self.keys = keys
  }
}
