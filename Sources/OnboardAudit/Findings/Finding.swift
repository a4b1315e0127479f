/// One problem found by a rule: what, how serious, where, and about which subject.
public struct Finding: Sendable, Equatable {
  public var rule: String
  public var message: String
  public var location: SourceLocation?
  public var locale: String?
  public var table: String?
  public var key: String?
  public var screen: String? {
    get { details?.fields.screen }
    set { detail { $0.screen = newValue } }
  }
  public var element: String? {
    get { details?.fields.element }
    set { detail { $0.element = newValue } }
  }
  /// The keys a finding about many keys names (`key.missing`: every key a locale lacks).
  public var keys: [String] {
    get { details?.fields.keys ?? [] }
    set { detail { $0.keys = newValue } }
  }
  public var severity: Severity
  /// Whether the baseline lists the finding: it is reported but does not fail the run.
  public var isKnown = false

  /// The screen, the element and the keys, in a box of their own and only when a finding
  /// has one: most findings are about one key of a table, and a run may hold a million
  /// of them (40 bytes each saved, a quarter of a finding).
  private var details: Box?

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
    let details = Details(screen: screen, element: element, keys: keys)
    self.details = details.isEmpty ? nil : Box(details)
  }

  public static func == (a: Finding, b: Finding) -> Bool {
    a.rule == b.rule && a.severity == b.severity && a.message == b.message && a.location == b.location
      && a.locale == b.locale && a.table == b.table && a.key == b.key && a.screen == b.screen
      && a.element == b.element && a.keys == b.keys && a.isKnown == b.isKnown
  }

  private mutating func detail(_ change: (inout Details) -> Void) {
    var fields = details?.fields ?? Details()
    change(&fields)
    // A new box each time: findings are copied freely, and a box is never changed in place.
    details = fields.isEmpty ? nil : Box(fields)
  }

  private struct Details: Sendable {
    var screen: String?
    var element: String?
    var keys: [String] = []

    var isEmpty: Bool { screen == nil && element == nil && keys.isEmpty }
  }

  private final class Box: Sendable {
    let fields: Details
    init(_ fields: Details) { self.fields = fields }
  }
}
