/// One problem found by a rule: what, how serious, where, and about which subject.
public struct Finding: Sendable, Equatable {
  public var rule: String {
    get { origin.fields.rule }
    set { changeOrigin { $0.rule = newValue } }
  }
  public var message: String
  public var location: SourceLocation? {
    get { origin.fields.file.map { SourceLocation(file: $0, line: Int(line), column: Int(column)) } }
    set {
      changeOrigin { $0.file = newValue?.file }
      line = Int32(clamping: newValue?.line ?? 0)
      column = Int32(clamping: newValue?.column ?? 0)
    }
  }
  public var locale: String? {
    get { origin.fields.locale }
    set { changeOrigin { $0.locale = newValue } }
  }
  public var table: String? {
    get { origin.fields.table }
    set { changeOrigin { $0.table = newValue } }
  }
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
  /// Where the inputs say not to report it (docs/ci.md, "Suppressions"): it is reported as
  /// suppressed, and never fails the run.
  public var suppression: SuppressionMark? {
    get { details?.fields.suppression }
    set { detail { $0.suppression = newValue } }
  }
  /// The code that fixes it, where the fix is one insertion at a known place (SARIF `fixes`).
  public var fix: CodeFix? {
    get { details?.fields.fix }
    set { detail { $0.fix = newValue } }
  }
  /// Whether a suppression covers it.
  public var isSuppressed: Bool { details?.fields.suppression != nil }

  /// Whether the two findings share their rule, file, locale and table because they share
  /// the box of them (see `Origin`): then they are the same, without comparing them.
  func sharesOrigin(with other: Finding) -> Bool { origin === other.origin }

  /// The line of the location, 0 when there is none: read without the location's file.
  var lineNumber: Int { Int(line) }
  /// The column of the location, 0 when there is none.
  var columnNumber: Int { Int(column) }

  /// The box of the rule, file, locale and table: two findings with the same have the same
  /// four, and a report that meets it again may reuse what it made of them.
  var originIdentity: ObjectIdentifier { ObjectIdentifier(origin) }

  /// The rule, the file, the locale and the table, in a box that the findings a sink
  /// collects in turn share (see `Origin`).
  private var origin: Origin
  /// The screen, the element and the keys, in a box of their own and only when a finding
  /// has one: most findings are about one key of a table, and a run may hold a million
  /// of them.
  private var details: Box?
  private var line: Int32
  private var column: Int32
  public var severity: Severity
  /// Whether the baseline lists the finding: it is reported but does not fail the run.
  public var isKnown = false

  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation? = nil,
    locale: String? = nil, table: String? = nil, key: String? = nil, screen: String? = nil,
    element: String? = nil, keys: [String] = []
  ) {
    self.init(
      origin: Origin(Origin.Fields(rule: rule, file: location?.file, locale: locale, table: table)),
      severity: severity, message: message, line: location?.line ?? 0,
      column: location?.column ?? 0, key: key, screen: screen, element: element, keys: keys)
  }

  /// A finding with an origin made already, which it may share with others.
  init(
    origin: Origin, severity: Severity, message: String,
    line: Int, column: Int, key: String?, screen: String? = nil, element: String? = nil, keys: [String] = []
  ) {
    self.origin = origin
    self.severity = severity
    self.message = message
    // No line or column without a file: `lineNumber` reads them alone.
    let hasFile = origin.fields.file != nil
    self.line = hasFile ? Int32(clamping: line) : 0
    self.column = hasFile ? Int32(clamping: column) : 0
    self.key = key
    let details = Details(screen: screen, element: element, keys: keys)
    self.details = details.isEmpty ? nil : Box(details)
  }

  public static func == (a: Finding, b: Finding) -> Bool {
    a.rule == b.rule && a.severity == b.severity && a.message == b.message && a.location == b.location
      && a.locale == b.locale && a.table == b.table && a.key == b.key && a.screen == b.screen
      && a.element == b.element && a.keys == b.keys && a.isKnown == b.isKnown
      && a.suppression == b.suppression
  }

  /// What the findings of one rule in one file of one locale have in common, kept once for
  /// all of them: a locale may have a hundred thousand findings of a rule, and the four
  /// strings would take 64 bytes of each (a finding is 64 bytes with them here, was 120).
  final class Origin: Sendable {
    struct Fields: Sendable {
      var rule: String
      /// The file of the finding's location; nil for a finding without a location.
      var file: String?
      var locale: String?
      var table: String?
    }

    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  private mutating func changeOrigin(_ change: (inout Origin.Fields) -> Void) {
    var fields = origin.fields
    change(&fields)
    // A new box each time: findings are copied freely, and a box is never changed in place.
    origin = Origin(fields)
  }

  private mutating func detail(_ change: (inout Details) -> Void) {
    var fields = details?.fields ?? Details()
    change(&fields)
    // A new box each time, as for the origin.
    details = fields.isEmpty ? nil : Box(fields)
  }

  private struct Details: Sendable {
    var screen: String?
    var element: String?
    var keys: [String] = []
    var suppression: SuppressionMark?
    var fix: CodeFix?

    var isEmpty: Bool { screen == nil && element == nil && keys.isEmpty && suppression == nil && fix == nil }
  }

  private final class Box: Sendable {
    let fields: Details
    init(_ fields: Details) { self.fields = fields }
  }
}

/// How a finding is suppressed: SARIF's kind (`inSource`, written where the finding is) and
/// the reason given after `--`.
public struct SuppressionMark: Sendable, Equatable {
  public var kind: String
  public var reason: String?

  public init(kind: String = "inSource", reason: String?) {
    self.kind = kind
    self.reason = reason
  }
}
