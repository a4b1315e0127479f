/// One problem found by a rule: what, how serious, where, and about which subject.
///
/// A value type whose fields live in one shared, copy-on-write box: a run may have a hundred
/// thousand findings, and they are gathered from every locale, sorted and handed to each
/// report. A copy then costs one reference count instead of one per string field.
public struct Finding: Sendable, Equatable {
  public var rule: String {
    get { storage.fields.rule }
    set { uniqueStorage().fields.rule = newValue }
  }
  public var severity: Severity {
    get { storage.fields.severity }
    set { uniqueStorage().fields.severity = newValue }
  }
  public var message: String {
    get { storage.fields.message }
    set { uniqueStorage().fields.message = newValue }
  }
  public var location: SourceLocation? {
    get { storage.fields.location }
    set { uniqueStorage().fields.location = newValue }
  }
  public var locale: String? {
    get { storage.fields.locale }
    set { uniqueStorage().fields.locale = newValue }
  }
  public var table: String? {
    get { storage.fields.table }
    set { uniqueStorage().fields.table = newValue }
  }
  public var key: String? {
    get { storage.fields.key }
    set { uniqueStorage().fields.key = newValue }
  }
  public var screen: String? {
    get { storage.fields.screen }
    set { uniqueStorage().fields.screen = newValue }
  }
  public var element: String? {
    get { storage.fields.element }
    set { uniqueStorage().fields.element = newValue }
  }
  /// Whether the baseline lists the finding: it is reported but does not fail the run.
  public var isKnown: Bool {
    get { storage.fields.isKnown }
    set { uniqueStorage().fields.isKnown = newValue }
  }

  private var storage: Storage

  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation? = nil,
    locale: String? = nil, table: String? = nil, key: String? = nil, screen: String? = nil,
    element: String? = nil
  ) {
    storage = Storage(
      Fields(
        rule: rule, severity: severity, message: message, location: location, locale: locale, table: table,
        key: key, screen: screen, element: element))
  }

  public static func == (a: Finding, b: Finding) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  /// The box, copied before a change when another finding shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    return storage
  }

  /// Only ever changed through `uniqueStorage()`, so a box another value can see is never
  /// written: that is what makes sharing it across threads safe.
  private final class Storage: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private struct Fields: Equatable {
    var rule: String
    var severity: Severity
    var message: String
    var location: SourceLocation?
    var locale: String?
    var table: String?
    var key: String?
    var screen: String?
    var element: String?
    var isKnown = false
  }
}
