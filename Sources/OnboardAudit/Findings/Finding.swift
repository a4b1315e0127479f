/// One problem found by a rule: what, how serious, where, and about which subject.
///
/// A value type whose fields live in one shared, copy-on-write box: a run may have a hundred
/// thousand findings, and they are gathered from every locale, sorted and handed to each
/// report. A copy then costs one reference count instead of one per string field.
public struct Finding: Sendable, Equatable {
  public var rule: String {
    get { storage.fields.rule }
    set { update { $0.rule = newValue } }
  }
  public var severity: Severity {
    get { storage.fields.severity }
    set { update { $0.severity = newValue } }
  }
  public var message: String {
    get { storage.fields.message.text }
    set { update { $0.message = FindingMessage(newValue) } }
  }
  public var location: SourceLocation? {
    get { storage.fields.location }
    set { update { $0.location = newValue } }
  }
  public var locale: String? {
    get { storage.fields.locale }
    set { update { $0.locale = newValue } }
  }
  public var table: String? {
    get { storage.fields.table }
    set { update { $0.table = newValue } }
  }
  public var key: String? {
    get { storage.fields.key }
    set { update { $0.key = newValue } }
  }
  public var screen: String? {
    get { storage.fields.screen }
    set { update { $0.screen = newValue } }
  }
  public var element: String? {
    get { storage.fields.element }
    set { update { $0.element = newValue } }
  }
  /// The keys a finding about many keys names (`key.missing`: every key a locale lacks).
  public var keys: [String] {
    get { storage.fields.keys }
    set { update { $0.keys = newValue } }
  }
  /// Whether the baseline lists the finding: it is reported but does not fail the run.
  public var isKnown: Bool {
    get { storage.fields.isKnown }
    set { update { $0.isKnown = newValue } }
  }

  private var storage: Storage

  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation? = nil,
    locale: String? = nil, table: String? = nil, key: String? = nil, screen: String? = nil,
    element: String? = nil, keys: [String] = []
  ) {
    self.init(
      rule: rule, severity: severity, message: FindingMessage(message), location: location, locale: locale,
      table: table, key: key, screen: screen, element: element, keys: keys)
  }

  init(
    rule: String, severity: Severity, message: FindingMessage, location: SourceLocation?, locale: String?,
    table: String?, key: String?, screen: String?, element: String?, keys: [String] = []
  ) {
    storage = Storage(
      Fields(
        rule: rule, severity: severity, message: message, location: location, locale: locale, table: table,
        key: key, screen: screen, element: element, keys: keys))
  }

  /// The parts of the message when it is a sentence quoting its subject as it is (see
  /// `FindingMessage`), for reports that copy them instead of making the message.
  var sentenceParts: (prefix: String, subject: String, suffix: String)? {
    storage.fields.message.sentenceParts
  }

  public static func == (a: Finding, b: Finding) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  /// A change makes a new box: changes are rare (the baseline marks findings known), and a
  /// box that is never written is safe to share across threads.
  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  /// Never changed once made, so sharing it across threads is safe.
  private final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private struct Fields: Equatable, Sendable {
    var rule: String
    var severity: Severity
    var message: FindingMessage
    var location: SourceLocation?
    var locale: String?
    var table: String?
    var key: String?
    var screen: String?
    var element: String?
    var keys: [String] = []
    var isKnown = false
  }
}

/// A finding's message: its text, or the three parts of a sentence that quotes its subject
/// (`sentence(_:quoting:_:)`), put together only when read. `key.missing` says the same
/// sentence about every key a locale lacks, and a run may make a hundred thousand of them:
/// as parts, they cost no string of their own, and the JSON report copies the parts.
struct FindingMessage: Equatable, Sendable {
  private enum Form {
    case text(String)
    /// Only for a subject `quoted` shows as it is, between two double quotes.
    case sentence(prefix: String, subject: String, suffix: String)
  }

  private let form: Form

  init(_ text: String) {
    form = .text(text)
  }

  init(_ prefix: String, quoting subject: String, _ suffix: String) {
    form =
      isShownAsIs(subject)
      ? .sentence(prefix: prefix, subject: subject, suffix: suffix)
      : .text(OnboardAudit.sentence(prefix, quoting: subject, suffix))
  }

  var text: String {
    switch form {
    case .text(let text): text
    case .sentence(let prefix, let subject, let suffix):
      OnboardAudit.sentence(prefix, quoting: subject, suffix)
    }
  }

  var sentenceParts: (prefix: String, subject: String, suffix: String)? {
    guard case .sentence(let prefix, let subject, let suffix) = form else { return nil }
    return (prefix, subject, suffix)
  }

  static func == (a: FindingMessage, b: FindingMessage) -> Bool {
    a.text == b.text
  }
}
