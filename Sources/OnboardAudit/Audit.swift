/// The result of an audit, everything the reports need.
public struct AuditResult: Sendable {
  /// Sorted by file, line, rule (see `Finding.reportOrder`).
  public var findings: [Finding]
  /// The canonical tags of the locales audited, sorted.
  public var locales: [String]
  /// How many table files were read (an XLIFF document counts once, whatever its tables).
  public var fileCount: Int
  /// The rules that ran, in catalog order.
  public var rules: [RuleDescription]
  /// The rules turned off.
  public var disabledRules: [RuleDescription]

  public func count(_ severity: Severity) -> Int {
    findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }
}

/// Load → check → result.
public enum Audit {
  /// Reads the tables the settings name and runs every enabled rule on them.
  public static func run(_ settings: AuditSettings) -> AuditResult {
    let loader = TableLoader(sourceLocaleOverride: settings.sourceLocale)
    let loaded = loader.load(paths: settings.tables)
    let ruleSettings = RuleSettings(
      requiredLocales: settings.locales, doNotTranslate: settings.doNotTranslate)
    let audited = auditedLocales(loaded, required: settings.locales)
    let project = ProjectContext(loaded: loaded, settings: ruleSettings, locales: audited)
    let auditedTags = Set(audited.map(\.tag))

    var findings: [Finding] = []
    var enabled: [RuleDescription] = []
    var disabled: [RuleDescription] = []
    for rule in RuleCatalog.all {
      let description = rule.description
      var configured: Severity?
      switch settings.ruleLevels[description.id] {
      case .off:
        disabled.append(description)
        continue
      case .severity(let severity): configured = severity
      case nil: break
      }
      enabled.append(description)
      var sink = FindingSink(rule: description, configuredSeverity: configured)
      rule.check(project: project, &sink)
      for table in loaded.tables {
        let source = table.source
        for localeTable in table.locales.values.sorted(by: { $0.locale < $1.locale })
        where auditedTags.contains(localeTable.locale.tag) || localeTable.locale.tag == source?.locale.tag {
          let context = LocaleContext(
            table: table, localeTable: localeTable, source: source, settings: ruleSettings)
          rule.check(locale: context, &sink)
        }
      }
      findings += sink.findings
    }
    findings.sort(by: Finding.reportOrder)
    return AuditResult(
      findings: findings, locales: audited.map(\.tag), fileCount: Set(loaded.files.map(\.path)).count,
      rules: enabled,
      disabledRules: disabled)
  }

  /// The required locales with each table's source, or, when none are required, every locale found.
  private static func auditedLocales(_ loaded: TableLoader.Loaded, required: [String]) -> [AuditLocale] {
    var locales: Set<AuditLocale> = []
    if required.isEmpty {
      for table in loaded.tables { locales.formUnion(table.locales.values.map(\.locale)) }
    } else {
      for tag in required.compactMap(LocaleNames.canonical) { locales.insert(AuditLocale(canonical: tag)) }
      for table in loaded.tables {
        if let source = table.source { locales.insert(source.locale) }
      }
    }
    // Base shares its language with the source; one entry per tag is enough.
    var byTag: [String: AuditLocale] = [:]
    for locale in locales where byTag[locale.tag] == nil { byTag[locale.tag] = locale }
    return byTag.values.sorted()
  }
}

extension Finding {
  /// The order of every report: by file, line, rule, then column and message, so that
  /// output is the same byte for byte on every run.
  public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
    let left = (a.location?.file ?? "", a.location?.line ?? 0, a.rule, a.location?.column ?? 0)
    let right = (b.location?.file ?? "", b.location?.line ?? 0, b.rule, b.location?.column ?? 0)
    if left != right { return left < right }
    return (a.locale ?? "", a.message) < (b.locale ?? "", b.message)
  }
}
