/// One problem found by a rule: what, how serious, where, and about which subject.
public struct Finding: Sendable, Equatable {
  public var rule: String
  public var severity: Severity
  public var message: String {
    get { text.text }
    set { text = FindingMessage(newValue) }
  }
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

  /// The message, kept as its parts when it is a sentence quoting its subject (see
  /// `FindingMessage`).
  private var text: FindingMessage

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
    self.rule = rule
    self.severity = severity
    self.text = message
    self.location = location
    self.locale = locale
    self.table = table
    self.key = key
    self.screen = screen
    self.element = element
    self.keys = keys
  }

  /// The parts of the message when it is a sentence quoting its subject as it is (see
  /// `FindingMessage`), for reports that copy them instead of making the message.
  var sentenceParts: (prefix: String, subject: String, suffix: String)? {
    text.sentenceParts
  }
}

/// A finding's message: its text, or the three parts of a sentence that quotes its subject
/// (`sentence(_:quoting:_:)`), put together only when read. `key.missing` says the same
/// sentence about every key a locale lacks, and a run may make a hundred thousand of them:
/// as parts, they share their strings instead of making one each, and the JSON report
/// copies the parts.
struct FindingMessage: Equatable, Sendable {
  private enum Form {
    case text(String)
    /// Only for a subject `quoted` shows as it is, between two double quotes. (The parts in a
    /// box, so that a message takes the room of one string in every finding.)
    case sentence(Sentence)
  }

  private final class Sentence: Sendable {
    let prefix: String
    let subject: String
    let suffix: String

    init(_ prefix: String, _ subject: String, _ suffix: String) {
      self.prefix = prefix
      self.subject = subject
      self.suffix = suffix
    }
  }

  private let form: Form

  init(_ text: String) {
    form = .text(text)
  }

  init(_ prefix: String, quoting subject: String, _ suffix: String) {
    form =
      isShownAsIs(subject)
      ? .sentence(Sentence(prefix, subject, suffix))
      : .text(OnboardAudit.sentence(prefix, quoting: subject, suffix))
  }

  var text: String {
    switch form {
    case .text(let text): text
    case .sentence(let parts):
      OnboardAudit.sentence(parts.prefix, quoting: parts.subject, parts.suffix)
    }
  }

  var sentenceParts: (prefix: String, subject: String, suffix: String)? {
    guard case .sentence(let parts) = form else { return nil }
    return (parts.prefix, parts.subject, parts.suffix)
  }

  static func == (a: FindingMessage, b: FindingMessage) -> Bool {
    a.text == b.text
  }
}
