/// Collects findings and gives them the rule that reports them and the severity the
/// configuration chose. One sink may collect the findings of several rules in turn.
public struct FindingSink: Sendable {
  /// The rule whose findings are collected.
  public private(set) var rule: String
  /// The severity the user set for the rule, if any; it wins over the rule's own choice.
  public private(set) var configuredSeverity: Severity?
  public private(set) var defaultSeverity: Severity
  /// The findings collected, in the order reported.
  public var findings: [Finding] {
    var copy = self
    return copy.takeFindings()
  }

  /// The findings so far.
  private var current: [Finding] = []
  /// The origin of the last finding, which the next one shares when it is the same.
  private var lastOrigin: Finding.Origin?

  public init(rule: RuleDescription, configuredSeverity: Severity?) {
    self.rule = rule.id
    self.defaultSeverity = rule.defaultSeverity
    self.configuredSeverity = configuredSeverity
  }

  /// Collects the findings of `rule` from now on, after those collected so far.
  public mutating func collect(for rule: RuleDescription, configuredSeverity: Severity?) {
    self.rule = rule.id
    self.defaultSeverity = rule.defaultSeverity
    self.configuredSeverity = configuredSeverity
  }

  /// Hands over the findings collected and empties the sink.
  public mutating func takeFindings() -> [Finding] {
    defer { current = [] }
    return current
  }

  private mutating func append(_ finding: consuming Finding) {
    current.append(finding)
  }

  /// Reports a finding; `severity` is for rules whose severity depends on the case.
  public mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, locale: String? = nil, table: String? = nil,
    key: String? = nil, severity: Severity? = nil, screen: String? = nil, element: String? = nil
  ) {
    append(
      Finding(
        origin: origin(file: location?.file, locale: locale, table: table),
        severity: configuredSeverity ?? severity ?? defaultSeverity, message: message.text,
        line: location?.line ?? 0, column: location?.column ?? 0, key: key, screen: screen, element: element))
  }

  /// Reports a finding about an element of a screen, located at the element (or `location`),
  /// unless the element's `ignore` names the rule.
  public mutating func report(
    _ message: FindingMessage, on element: Element, in context: ScreenContext,
    at location: SourceLocation? = nil,
    severity: Severity? = nil, fix: CodeFix? = nil
  ) {
    guard !element.ignore.contains(rule) else { return }
    let location = location ?? element.location
    var finding = Finding(
      origin: origin(
        file: location.file, locale: context.isPerLocale ? context.locale.tag : nil, table: nil),
      severity: configuredSeverity ?? severity ?? defaultSeverity, message: message.text,
      line: location.line, column: location.column, key: nil, screen: context.screen.id, element: element.id
    )
    finding.fix = fix
    append(finding)
  }

  /// Reports a finding about one key of a locale table.
  public mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, in context: LocaleContext, key: String?,
    severity: Severity? = nil
  ) {
    report(
      message, at: location, locale: context.locale.tag, table: context.table.identity, key: key,
      severity: severity)
  }

  /// Reports one finding about many keys of a table, all of them in `keys`.
  public mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, table: String, keys: [String],
    severity: Severity? = nil
  ) {
    append(
      Finding(
        origin: origin(file: location?.file, locale: nil, table: table),
        severity: configuredSeverity ?? severity ?? defaultSeverity, message: message.text,
        line: location?.line ?? 0, column: location?.column ?? 0, key: nil, keys: keys))
  }

  /// Reports one finding about many keys of a locale table, all of them in `keys`.
  public mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, in context: LocaleContext, keys: [String],
    severity: Severity? = nil
  ) {
    append(
      Finding(
        origin: origin(file: location?.file, locale: context.locale.tag, table: context.table.identity),
        severity: configuredSeverity ?? severity ?? defaultSeverity, message: message.text,
        line: location?.line ?? 0, column: location?.column ?? 0, key: nil, keys: keys))
  }

  /// The origin of a finding of the rule: the last finding's when they are the same, so
  /// that the findings of a rule in a file share one.
  private mutating func origin(file: String?, locale: String?, table: String?) -> Finding.Origin {
    if let lastOrigin, lastOrigin.fields.file == file, lastOrigin.fields.rule == rule,
      lastOrigin.fields.locale == locale, lastOrigin.fields.table == table
    {
      return lastOrigin
    }
    let origin = Finding.Origin(.init(rule: rule, file: file, locale: locale, table: table))
    lastOrigin = origin
    return origin
  }
}
