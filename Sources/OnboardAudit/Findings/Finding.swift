/// One problem found by a rule: what, how serious, where, and about which subject.
///
/// A value type whose fields live in one shared, copy-on-write box: a run may have a hundred
/// thousand findings, and they are gathered from every locale, sorted and handed to each
/// report. A copy then costs one reference count instead of one per string field.
public struct Finding: Sendable, Equatable {
  public var rule: String {
    get { storage.rule }
    set { uniqueStorage().rule = newValue }
  }
  public var severity: Severity {
    get { storage.severity }
    set { uniqueStorage().severity = newValue }
  }
  public var message: String {
    get { storage.message }
    set { uniqueStorage().message = newValue }
  }
  public var location: SourceLocation? {
    get { storage.location }
    set { uniqueStorage().location = newValue }
  }
  public var locale: String? {
    get { storage.locale }
    set { uniqueStorage().locale = newValue }
  }
  public var table: String? {
    get { storage.table }
    set { uniqueStorage().table = newValue }
  }
  public var key: String? {
    get { storage.key }
    set { uniqueStorage().key = newValue }
  }
  public var screen: String? {
    get { storage.screen }
    set { uniqueStorage().screen = newValue }
  }
  public var element: String? {
    get { storage.element }
    set { uniqueStorage().element = newValue }
  }
  /// Whether the baseline lists the finding: it is reported but does not fail the run.
  public var isKnown: Bool {
    get { storage.isKnown }
    set { uniqueStorage().isKnown = newValue }
  }

  private var storage: Storage

  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation? = nil,
    locale: String? = nil, table: String? = nil, key: String? = nil, screen: String? = nil,
    element: String? = nil
  ) {
    storage = Storage(
      rule: rule, severity: severity, message: message, location: location, locale: locale, table: table,
      key: key, screen: screen, element: element)
  }

  public static func == (a: Finding, b: Finding) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  /// The box, copied before a change when another finding shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// Only ever changed through `uniqueStorage()`, so a box another value can see is never
  /// written: that is what makes sharing it across threads safe.
  private final class Storage: @unchecked Sendable {
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

    init(
      rule: String, severity: Severity, message: String, location: SourceLocation?, locale: String?,
      table: String?, key: String?, screen: String?, element: String?
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
    }

    func copy() -> Storage {
      let copy = Storage(
        rule: rule, severity: severity, message: message, location: location, locale: locale, table: table,
        key: key, screen: screen, element: element)
      copy.isKnown = isKnown
      return copy
    }

    /// Every field, for equality.
    var fields: Fields {
      Fields(
        rule: rule, severity: severity, message: message, location: location, locale: locale, table: table,
        key: key, screen: screen, element: element, isKnown: isKnown)
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
    var isKnown: Bool
  }
}
