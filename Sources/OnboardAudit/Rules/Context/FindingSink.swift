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

  /// The findings so far, in full blocks of `blockSize` and the block being filled. A
  /// locale may have hundreds of thousands: an array grown by doubling would hold up to
  /// twice the room they need, and for a moment three times, while it moves them.
  ///
  /// A block takes a little over 32 MiB, the size from which allocators (glibc's among
  /// them) map memory for it alone and give it back to the system when it is freed: as the
  /// blocks are copied into one array, each goes as the array's pages come in, and the
  /// findings are not held twice.
  private var blocks: [[Finding]] = []
  private var current: [Finding] = []
  private static let blockSize = (32 << 20) / MemoryLayout<Finding>.stride + 1

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
  /// sink; each block is let go of as it is copied.
  public mutating func takeFindings() -> [Finding] {
    if blocks.isEmpty { return Self.take(&current) }
    var all: [Finding] = []
    all.reserveCapacity(blocks.count * Self.blockSize + current.count)
    for index in blocks.indices { all += Self.take(&blocks[index]) }
    all += Self.take(&current)
    blocks = []
    return all
  }

  private static func take(_ block: inout [Finding]) -> [Finding] {
    defer { block = [] }
    return block
  }

  private mutating func append(_ finding: consuming Finding) {
    if current.count == Self.blockSize {
      blocks.append(Self.take(&current))
    }
    // The first block grows as an array does (most locales have a few findings or none);
    // the others are made at their full size at once.
    if current.isEmpty && !blocks.isEmpty { current.reserveCapacity(Self.blockSize) }
    current.append(finding)
  }

  /// Reports a finding; `severity` is for rules whose severity depends on the case.
  public mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, locale: String? = nil, table: String? = nil,
    key: String? = nil, severity: Severity? = nil, screen: String? = nil, element: String? = nil
  ) {
    append(
      Finding(
        rule: rule, severity: configuredSeverity ?? severity ?? defaultSeverity, message: message.text,
        location: location, locale: locale, table: table, key: key, screen: screen, element: element))
  }

  /// Reports a finding about an element of a screen, located at the element (or `location`),
  /// unless the element's `ignore` names the rule.
  public mutating func report(
    _ message: FindingMessage, on element: Element, in context: ScreenContext,
    at location: SourceLocation? = nil,
    severity: Severity? = nil
  ) {
    guard !element.ignore.contains(rule) else { return }
    append(
      Finding(
        rule: rule, severity: configuredSeverity ?? severity ?? defaultSeverity, message: message.text,
        location: location ?? element.location, locale: context.isPerLocale ? context.locale.tag : nil,
        screen: context.screen.id, element: element.id))
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
        rule: rule, severity: configuredSeverity ?? severity ?? defaultSeverity, message: message.text,
        location: location,
        locale: context.locale.tag, table: context.table.identity, keys: keys))
  }
}
