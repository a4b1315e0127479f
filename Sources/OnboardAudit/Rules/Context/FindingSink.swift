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

  /// The findings so far: the first in an array, as most sinks have a few or none, those
  /// after a block's worth in blocks mapped for them (see `MappedFindings`).
  private var current: [Finding] = []
  private var more: MappedFindings?
  /// The origin of the last finding, which the next one shares when it is the same.
  private var lastOrigin: Finding.Origin?
  /// Keeps the messages, one after the other (see `MessageChunk`).
  private var messages: MessageChunkWriter?

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

  /// Hands over the findings collected, in one array of their exact size, and empties the
  /// sink; each block is let go of as it is emptied.
  public mutating func takeFindings() -> [Finding] {
    guard more != nil else { return Self.take(&current) }
    // Moved out only where no copy of the sink shares them.
    let isShared = !isKnownUniquelyReferenced(&more)
    let (first, more) = (Self.take(&current), self.more!)
    self.more = nil
    return [Finding](unsafeUninitializedCapacity: first.count + more.count) { buffer, initialized in
      _ = buffer.initialize(fromContentsOf: first)
      let rest = buffer.baseAddress! + first.count
      if isShared { more.copyAll(to: rest) } else { more.moveAll(to: rest) }
      initialized = buffer.count
    }
  }

  private static func take(_ findings: inout [Finding]) -> [Finding] {
    defer { findings = [] }
    return findings
  }

  private mutating func append(_ finding: consuming Finding) {
    guard current.count == MappedFindings.perBlock else { return current.append(finding) }
    if more == nil {
      more = MappedFindings()
    } else if !isKnownUniquelyReferenced(&more) {
      more = more?.copy()
    }
    more?.append(finding)
  }

  /// Reports a finding; `severity` is for rules whose severity depends on the case.
  public mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, locale: String? = nil, table: String? = nil,
    key: String? = nil, severity: Severity? = nil, screen: String? = nil, element: String? = nil
  ) {
    append(
      Finding(
        origin: origin(file: location?.file, locale: locale, table: table),
        severity: configuredSeverity ?? severity ?? defaultSeverity, message: store(message),
        line: location?.line ?? 0, column: location?.column ?? 0, key: key, screen: screen, element: element))
  }

  /// Reports a finding about an element of a screen, located at the element (or `location`),
  /// unless the element's `ignore` names the rule.
  public mutating func report(
    _ message: FindingMessage, on element: Element, in context: ScreenContext,
    at location: SourceLocation? = nil,
    severity: Severity? = nil
  ) {
    guard !element.ignore.contains(rule) else { return }
    let location = location ?? element.location
    append(
      Finding(
        origin: origin(
          file: location.file, locale: context.isPerLocale ? context.locale.tag : nil, table: nil),
        severity: configuredSeverity ?? severity ?? defaultSeverity, message: store(message),
        line: location.line, column: location.column, key: nil, screen: context.screen.id, element: element.id
      ))
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

  /// Reports one finding about many keys of a locale table, all of them in `keys`.
  public mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, in context: LocaleContext, keys: [String],
    severity: Severity? = nil
  ) {
    append(
      Finding(
        origin: origin(file: location?.file, locale: context.locale.tag, table: context.table.identity),
        severity: configuredSeverity ?? severity ?? defaultSeverity, message: store(message),
        line: location?.line ?? 0, column: location?.column ?? 0, key: nil, keys: keys))
  }

  /// Where a message is kept.
  private mutating func store(_ message: FindingMessage) -> (
    chunk: MessageChunk, offset: UInt32, count: UInt32
  ) {
    if !isKnownUniquelyReferenced(&messages) { messages = MessageChunkWriter() }
    return message.withUTF8 { messages!.store($0) }
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
