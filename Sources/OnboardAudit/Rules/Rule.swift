/// A check. Each rule is one type in its own file under `Rules/<Family>/`; it looks at the
/// whole project, at each locale of each table, or both.
public protocol Rule: Sendable {
  var description: RuleDescription { get }
  /// Checks what concerns the whole run: files, folders, the set of locales.
  func check(project: ProjectContext, _ sink: inout FindingSink)
  /// Checks one locale of one table; called for the source locale too.
  func check(locale: LocaleContext, _ sink: inout FindingSink)
  /// Checks one screen of the manifest: in every audited locale for rules of `locale` scope,
  /// once (in the source locale) for rules of `flow` scope.
  func check(screen: ScreenContext, _ sink: inout FindingSink)
}

extension Rule {
  public func check(project: ProjectContext, _ sink: inout FindingSink) {}
  public func check(locale: LocaleContext, _ sink: inout FindingSink) {}
  public func check(screen: ScreenContext, _ sink: inout FindingSink) {}
}

/// Settings that change what rules report.
public struct RuleSettings: Sendable {
  /// The locales the configuration requires (`--locale`, `locales`); empty: the ones found.
  public var requiredLocales: [String] = []
  /// Terms that stay the same in every language (brand names); the app's name is one.
  public var doNotTranslate: [String] = []

  public init(requiredLocales: [String] = [], doNotTranslate: [String] = []) {
    self.requiredLocales = requiredLocales
    self.doNotTranslate = doNotTranslate
  }
}

/// What project-wide rules see.
public struct ProjectContext: Sendable {
  public var loaded: TableLoader.Loaded
  public var settings: RuleSettings
  /// The locales audited, canonical and sorted.
  public var locales: [AuditLocale]
  /// The flow manifest, when there is one (its own texts: a flow derived from the sources
  /// has its keys among `sourceStrings`).
  public var flow: FlowManifest?
  /// Why the manifest could not be read, when it could not.
  public var flowProblem: ManifestError?
  /// Resolves the manifest's Texts in the tables.
  public var strings: StringResolver
  /// The Swift sources read, when `--sources` names any.
  public var sources: SwiftSources?
  /// The sources' localized strings, looked up in the tables.
  public var sourceStrings: SourceStringLookup?
}

/// What screen rules see: one screen, simulated in one locale.
public struct ScreenContext: Sendable {
  public var manifest: FlowManifest
  public var screen: Screen
  /// The screen as VoiceOver reads it in `locale`.
  public var simulation: ScreenSimulation
  public var strings: StringResolver
  public var settings: RuleSettings
  /// Whether findings belong to the locale (rules of `locale` scope) or to the flow.
  public var isPerLocale: Bool
  /// The locales the screen is simulated in for rules of `locale` scope, sorted: a rule
  /// can tell a defect of one locale from one of every locale.
  public var auditedLocales: [AuditLocale] = []

  public var locale: AuditLocale { simulation.locale }
}

/// What per-locale rules see: one table in one locale, and its source.
public struct LocaleContext: Sendable {
  public var table: StringTable
  public var localeTable: LocaleTable
  /// The table the locale is compared with; nil when the table has no source locale.
  public var source: LocaleTable?
  public var settings: RuleSettings
  /// The source's entries prepared for comparison, shared by every locale of the table.
  public var sourceIndex: SourceIndex
  /// The place in the source's `orderedEntries` of each entry of `localeTable`, by the
  /// entry's own place (nil for a key the source lacks; empty without a source): each key is
  /// looked up once, for every rule and the coverage.
  let sourcePositions: [Int?]
  /// The source string of each string of `localeTable.leafIndex`, by its place (nil for a
  /// key the source lacks; empty in the source itself and without a source), looked up once
  /// for every rule.
  let sourceTexts: [LocatedText?]

  public init(
    table: StringTable, localeTable: LocaleTable, source: LocaleTable?, settings: RuleSettings,
    sourceIndex: SourceIndex? = nil
  ) {
    self.table = table
    let localeTable = localeTable.indexed
    self.localeTable = localeTable
    self.source = source
    self.settings = settings
    let sourceIndex = sourceIndex ?? SourceIndex(source, syntax: table.platform.formatSyntax)
    self.sourceIndex = sourceIndex
    let isSource = source?.locale.tag == localeTable.locale.tag
    let sourcePositions = Self.positions(of: localeTable, in: source, index: sourceIndex)
    self.sourcePositions = sourcePositions
    sourceTexts =
      isSource || source == nil
      ? [] : Self.sourceTexts(of: localeTable, in: source, positions: sourcePositions, index: sourceIndex)
  }

  /// See `sourcePositions`.
  private static func positions(of table: LocaleTable, in source: LocaleTable?, index: SourceIndex) -> [Int?]
  {
    guard let source else { return [] }
    let entries = table.orderedEntries
    if source.locale.tag == table.locale.tag { return Array(entries.indices) }
    return entries.indices.map { index.position(of: entries[$0].key) }
  }

  /// The source string of each leaf of the locale (whose table is indexed). Both are plain text most of the time:
  /// then it is the source entry's text, with no look-up by variant path.
  private static func sourceTexts(
    of localeTable: LocaleTable, in source: LocaleTable?, positions: [Int?], index: SourceIndex
  ) -> [LocatedText?] {
    guard let source else { return [] }
    let sourceEntries = source.orderedEntries
    let leafIndex = localeTable.leafIndex
    var texts: [LocatedText?] = []
    texts.reserveCapacity(leafIndex.count)
    for item in leafIndex.indices {
      guard let position = positions[leafIndex[item].entry] else {
        texts.append(nil)
        continue
      }
      if leafIndex[item].leaf.path.isEmpty, sourceEntries[position].value.isPlain {
        texts.append(sourceEntries[position].value.text)
      } else {
        texts.append(index.matcher(at: position).sourceLeaf(for: leafIndex[item].leaf.path)?.text)
      }
    }
    return texts
  }

  /// The place in the source's `orderedEntries` of an entry of this locale, or nil for a key
  /// the source lacks.
  func sourcePosition(of entry: EntryView) -> Int? {
    entry.index < sourcePositions.count ? sourcePositions[entry.index] : nil
  }

  /// The source's matcher for an entry of this locale, or nil for the source itself and for
  /// a key the source lacks.
  func sourceMatcher(for entry: EntryView) -> VariantMatcher? {
    guard !isSource, let position = sourcePosition(of: entry) else { return nil }
    return sourceIndex.matcher(at: position)
  }

  /// How many of the source's keys to translate this locale has with a non-empty value: its
  /// share of the coverage.
  var translatedCount: Int {
    guard let source else { return 0 }
    let sourceEntries = source.orderedEntries
    let entries = localeTable.orderedEntries
    var count = 0
    for (index, position) in sourcePositions.enumerated() {
      guard let position, sourceEntries[position].shouldTranslate, sourceEntries[position].isInUse,
        entries[index].value.containsText(where: { !$0.string.isBlank })
      else { continue }
      count += 1
    }
    return count
  }

  public var locale: AuditLocale { localeTable.locale }
  /// Whether this is the source locale itself.
  public var isSource: Bool { source?.locale.tag == localeTable.locale.tag }
  /// Whether this locale is in another language than the source (`de` for `en`; not `en-GB`).
  public var isOtherLanguage: Bool {
    guard let source else { return false }
    return locale.language != source.locale.language
  }
}

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

  /// Reports a finding about one key of a locale table whose message is
  /// `sentence(prefix, quoting: subject, suffix)`, kept as its parts until it is read: for a
  /// rule that says one sentence about thousands of keys.
  mutating func report(
    _ prefix: String, quoting subject: String, _ suffix: String, at location: SourceLocation?,
    in context: LocaleContext, key: String?
  ) {
    findings.append(
      Finding(
        rule: rule, severity: configuredSeverity ?? defaultSeverity,
        message: FindingMessage(prefix, quoting: subject, suffix), location: location,
        locale: context.locale.tag, table: context.table.identity, key: key, screen: nil, element: nil))
  }
}
