/// Collects findings and gives them the rule that reports them and the severity the
/// configuration chose. One sink may collect the findings of several rules in turn.
public struct FindingSink: Sendable {
  /// The rule whose findings are collected.
  public private(set) var rule: String
  /// The severity the user set for the rule, if any; it wins over the rule's own choice.
  public private(set) var configuredSeverity: Severity?
  public private(set) var defaultSeverity: Severity
  public private(set) var findings: [Finding] = []

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

  /// Reports a finding; `severity` is for rules whose severity depends on the case.
  public mutating func report(
    _ message: String, at location: SourceLocation?, locale: String? = nil, table: String? = nil,
    key: String? = nil, severity: Severity? = nil, screen: String? = nil, element: String? = nil
  ) {
    findings.append(
      Finding(
        rule: rule, severity: configuredSeverity ?? severity ?? defaultSeverity, message: message,
        location: location, locale: locale, table: table, key: key, screen: screen, element: element))
  }

  /// Reports a finding about an element of a screen, located at the element (or `location`),
  /// unless the element's `ignore` names the rule.
  public mutating func report(
    _ message: String, on element: Element, in context: ScreenContext, at location: SourceLocation? = nil,
    severity: Severity? = nil
  ) {
    guard !element.ignore.contains(rule) else { return }
    findings.append(
      Finding(
        rule: rule, severity: configuredSeverity ?? severity ?? defaultSeverity, message: message,
        location: location ?? element.location, locale: context.isPerLocale ? context.locale.tag : nil,
        screen: context.screen.id, element: element.id))
  }

  /// Reports a finding about one key of a locale table.
  public mutating func report(
    _ message: String, at location: SourceLocation?, in context: LocaleContext, key: String?,
    severity: Severity? = nil
  ) {
    report(
      message, at: location, locale: context.locale.tag, table: context.table.identity, key: key,
      severity: severity)
  }

  /// Reports one finding about many keys of a locale table, all of them in `keys`.
  public mutating func report(
    _ message: String, at location: SourceLocation?, in context: LocaleContext, keys: [String],
    severity: Severity? = nil
  ) {
    findings.append(
      Finding(
        rule: rule, severity: configuredSeverity ?? severity ?? defaultSeverity, message: message,
        location: location,
        locale: context.locale.tag, table: context.table.identity, keys: keys))
  }
}
