/// The result of an audit, everything the reports need.
public struct AuditResult: Sendable {
  /// Sorted by file, line, rule (see `Finding.reportOrder`).
  public var findings: [Finding]
  /// The canonical tags of the locales audited, sorted.
  public var locales: [String]
  /// How many files were read: table files (an XLIFF document counts once, whatever its
  /// tables) and Swift sources.
  public var fileCount: Int
  /// The rules that ran, in catalog order.
  public var rules: [RuleDescription]
  /// The rules turned off.
  public var disabledRules: [RuleDescription]
  /// How much of the source each audited locale translates, by tag.
  public var coverage: [String: Coverage] = [:]
  /// Baseline entries no longer found, with how many of each: fixed since the baseline.
  public var fixed: [Fingerprint: Int] = [:]
  /// Whether a baseline was applied.
  public var usesBaseline = false
  /// Each screen of the flow as read left to right and right to left, for the pictures of
  /// the HTML report; empty without a manifest.
  public var screens: [ScreenPicture] = []
  /// The string tables read, as the rules saw them. (Kept with the findings also so that a
  /// command line tool can leave their hundred thousand entries to the process's exit
  /// rather than free them one by one before it writes its reports.)
  public var tables: [StringTable] = []
  /// The slice audited (`--shard K/N`); nil for the whole. Reports of a slice carry what
  /// `ReportMerge` needs to join them into the whole run's report.
  public var shard: Shard?
  /// How many files were read in all, whatever the slice: zero means nothing to audit.
  public var filesRead = 0
  /// For a flow derived from the Swift sources: how much of it the tool knows, and what it
  /// did not follow (docs/swiftui.md, "What was not seen"); nil without one.
  public var sources: SourcesSummary?

  /// The findings that count for `--fail-on`: those the baseline does not know, and that no
  /// suppression covers.
  public var newFindings: [Finding] { findings.filter { !$0.isKnown && !$0.isSuppressed } }

  /// How many findings have the severity, suppressed ones left out (they are counted apart,
  /// `suppressedCount`). (Index by index: a run may have a hundred thousand findings, and a
  /// loop over values copies each.)
  public func count(_ severity: Severity) -> Int {
    var count = 0
    for index in findings.indices where findings[index].severity == severity && !findings[index].isSuppressed
    {
      count += 1
    }
    return count
  }

  /// How many findings suppressions cover (docs/ci.md, "Suppressions").
  public var suppressedCount: Int {
    var count = 0
    for index in findings.indices where findings[index].isSuppressed { count += 1 }
    return count
  }

  /// How many findings have each severity, counted in one pass, suppressed ones left out.
  public var severityCounts: [Severity: Int] {
    var (errors, warnings, notes) = (0, 0, 0)
    for index in findings.indices where !findings[index].isSuppressed {
      switch findings[index].severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: notes += 1
      }
    }
    return [.error: errors, .warning: warnings, .note: notes]
  }

  /// How many findings the baseline knows.
  public var knownCount: Int {
    var count = 0
    for index in findings.indices where findings[index].isKnown { count += 1 }
    return count
  }

  /// Whether a finding the baseline does not know satisfies `predicate`.
  public func hasNewFinding(where predicate: (Severity) -> Bool) -> Bool {
    findings.indices.contains {
      !findings[$0].isKnown && !findings[$0].isSuppressed && predicate(findings[$0].severity)
    }
  }
}

/// How many of the source's keys a locale has and translates: present, translated (present,
/// not empty, and not a copy of the source's text, though a copy that may be right counts),
/// and copied (left in the source's language); and inherited, the keys a variant lacks and
/// shows from its parent (`fr-BE` from `fr`), which count as translated (docs/tables.md,
/// "Fallback").
public struct Coverage: Sendable, Equatable {
  public var translated: Int
  public var total: Int
  public var present: Int
  public var copied: Int
  public var inherited: Int
  /// The locale the inherited keys come from.
  public var inheritedFrom: String?

  public init(
    translated: Int, total: Int, present: Int? = nil, copied: Int = 0, inherited: Int = 0,
    from: String? = nil
  ) {
    self.translated = translated
    self.total = total
    self.present = present ?? translated
    self.copied = copied
    self.inherited = inherited
    self.inheritedFrom = inherited > 0 ? from : nil
  }

  /// "12 of 716", or with keys from a parent "12 of 716, 704 from fr".
  public var keysText: String {
    let own = "\(present) of \(total)"
    guard inherited > 0, let inheritedFrom else { return own }
    return own + ", \(inherited) from \(inheritedFrom)"
  }

  /// The share translated, 0 to 100; 100 when there is nothing to translate.
  public var percent: Double { total == 0 ? 100 : Double(translated) * 100 / Double(total) }

  /// The share a locale must translate at least to be ready to ship.
  public static let readyPercent = 90.0

  /// Whether enough is translated to ship (errors aside): at least `readyPercent`.
  public var isReady: Bool { percent >= Self.readyPercent }

  /// Coverage of every audited locale over every table that has a source, given what each
  /// locale has in all (`LocaleContext.translationCounts`, summed over tables).
  static func measure(
    _ tables: [StringTable], locales: [AuditLocale], counts: [String: TranslationCounts]
  ) -> [String: Coverage] {
    // A data table (docs/tables.md, "Tables that are data") is no locale's to translate.
    let total = tables.reduce(0) { total, table in
      table.isData ? total : total + (table.source?.orderedEntries.count(where: \.isRequired) ?? 0)
    }
    var coverage: [String: Coverage] = [:]
    for locale in locales {
      let counts = counts[locale.tag] ?? TranslationCounts()
      coverage[locale.tag] = Coverage(
        translated: counts.translated, total: total, present: counts.present, copied: counts.copied,
        inherited: counts.inherited, from: counts.inheritedFrom)
    }
    return coverage
  }
}

/// Load → check → result.
public enum Audit {
  /// Reads the tables the settings name and runs every enabled rule on them.
  /// `progress` hears how many table files are read of how many.
  public static func run(_ settings: AuditSettings, progress: ((Int, Int) -> Void)? = nil) -> AuditResult {
    // The manifest wins (its screens that name a view made from the code); without one, the
    // flow is derived from the sources once the tables give its texts their lengths.
    let loadedProject = LoadedProject.load(settings.inputs, progress: progress)
    var sources = loadedProject.sources
    let written = loadedProject.manifest
    let loaded = loadedProject.tables
    var terms = settings.doNotTranslate
    for name in [written?.app].compactMap({ $0 }) + appNames(loaded.tables) where !terms.contains(name) {
      terms.append(name)
    }
    var ruleSettings = RuleSettings(
      requiredLocales: settings.locales, doNotTranslate: terms, options: settings.ruleOptions)
    // What the inputs say not to report (docs/ci.md, "Suppressions").
    ruleSettings.suppressions = Suppressions(
      tables: loaded.ignores, swift: sources?.files.flatMap(\.ignores) ?? [],
      sourceLocales: Dictionary(
        loaded.tables.map { ($0.identity, $0.sourceLocale.tag) }, uniquingKeysWith: { first, _ in first }))
    let audited = loadedProject.auditedLocales
    let strings = loadedProject.strings
    let sourceStrings = sources.map { SourceStringLookup($0.strings, strings: strings) }
    if let sourceStrings { ruleSettings.formatUses = FormatUses(sourceStrings) }
    // What a bound kept from being expanded (`input.too-complex`).
    let expansionNotes = loadedProject.derived?.notes.filter { $0.rule != nil } ?? []
    let sourcesSummary = loadedProject.derived?.sources
    let manifest = loadedProject.flow
    // Literals the derived flow's views show as written are the sources' `text.hardcoded`.
    sources?.add(loadedProject.derived?.shownAsWritten ?? [])
    let project = ProjectContext(
      loaded: loaded, settings: ruleSettings, locales: audited, flow: written,
      flowProblem: settings.flowProblem, strings: strings,
      sources: sources, sourceStrings: sourceStrings, expansionNotes: expansionNotes,
      sourcesSummary: sourcesSummary)
    let auditedTags = Set(audited.map(\.tag))
    // A derived flow is laid out again in each locale: its texts wrap by their own length.
    var layOut: (@Sendable (Screen, AuditLocale) -> Screen)?
    if written == nil {
      layOut = { @Sendable screen, locale in
        DerivedFlow.layOut(screen, device: .phone) { text in strings.resolve(text, locale: locale).string }
      }
    }
    let screens = manifest.map {
      ScreenContexts(
        $0, strings: strings, settings: ruleSettings, locales: audited,
        sourceLocale: loadedProject.sourceLocale, layOut: layOut)
    }

    var findings: [Finding] = []
    var enabled: [RuleDescription] = []
    var disabled: [RuleDescription] = []
    var active: [ActiveRule] = []
    for rule in RuleCatalog.all {
      let description = rule.description
      switch settings.ruleLevels[description.id] {
      case .off:
        disabled.append(description)
      case .severity(let severity):
        active.append(ActiveRule(rule: rule, severity: severity))
      case nil:
        active.append(ActiveRule(rule: rule, severity: nil))
      }
    }
    enabled = active.map(\.rule.description)
    // The checks of the whole project (flow, sources, files read) run in the first slice only.
    let checksProject = settings.shard?.isFirst ?? true
    for item in active where checksProject {
      var sink = item.sink()
      item.rule.check(project: project, &sink)
      for context in screens?.contexts(for: item.rule.description.scope) ?? [] {
        item.rule.check(screen: context, &sink)
      }
      findings += SharedCodeFindings.merging(sink.findings)
    }
    let translated: [String: TranslationCounts]
    (findings, translated) = LocaleChecks(
      tables: loaded.tables, shard: settings.shard, auditedTags: auditedTags, rules: active,
      settings: ruleSettings
    ).run(after: findings)
    let unusedSuppressions = suppress(
      &findings, ruleSettings.suppressions, active: active, shard: settings.shard,
      audited: settings.locales.isEmpty ? nil : auditedTags)
    findings += unusedSuppressions
    Finding.sortForReport(&findings)
    let fixed = settings.baseline?.apply(to: &findings) ?? [:]
    let slice = loaded.tables.filter { settings.shard?.contains(table: $0.identity) ?? true }
    let coverage = Coverage.measure(slice, locales: audited, counts: translated)
    var result = AuditResult(
      findings: findings, locales: audited.map(\.tag),
      fileCount: fileCount(loaded.files, sources: sources?.files.count ?? 0, shard: settings.shard),
      rules: enabled,
      disabledRules: disabled, coverage: coverage, fixed: fixed,
      usesBaseline: settings.baseline != nil,
      screens: screens?.pictures(manifest: manifest, strings: strings) ?? [], tables: loaded.tables,
      shard: settings.shard,
      filesRead: fileCount(loaded.files, sources: sources?.files.count ?? 0, shard: nil))
    result.sources = checksProject ? sourcesSummary : nil
    return result
  }

  /// Marks the findings a suppression covers, and gives the `suppression.unused` notes of
  /// those that cover none (when that rule runs).
  /// `audited` names the locales when `--locale` chose them, nil when every locale found is.
  private static func suppress(
    _ findings: inout [Finding], _ suppressions: Suppressions, active: [ActiveRule], shard: Shard?,
    audited: Set<String>?
  ) -> [Finding] {
    guard !suppressions.isEmpty else { return [] }
    let usage = suppressions.apply(to: &findings)
    guard let rule = active.first(where: { $0.rule.description.id == SuppressionUnusedRule.id }) else {
      return []
    }
    // What this run cannot have found is not judged: another slice's tables, and where the
    // locales are chosen (`--locale`), a translation not audited, or a source's suppression,
    // which covers locales not audited too.
    let unused = suppressions.unused(
      usage, rulesRun: Set(active.map(\.rule.description.id)), ruleIDs: RuleCatalog.ids
    ) { table, locale, isSource in
      guard let table else { return shard?.isFirst ?? true }
      guard shard?.contains(table: table) ?? true else { return false }
      guard let audited else { return true }
      return !isSource && locale.map(audited.contains) == true
    }
    var sink = rule.sink()
    for (directive, table, key, message) in unused {
      sink.report(FindingMessage(message), at: directive.location, table: table, key: key)
    }
    return sink.findings
  }

  /// The app's name as its source `InfoPlist.strings` gives it (`CFBundleDisplayName`,
  /// `CFBundleName`): the same in every language, so never an untranslated copy.
  private static func appNames(_ tables: [StringTable]) -> [String] {
    tables.filter { $0.identity == "InfoPlist" || $0.identity.hasSuffix("/InfoPlist") }.flatMap { table in
      ["CFBundleDisplayName", "CFBundleName"].compactMap { key in
        table.source?.entries[key]?.value.text.map(\.string).flatMap { $0.isBlank ? nil : $0 }
      }
    }
  }

  /// How many files were read, an XLIFF document once whatever its tables. A slice counts
  /// a file where its first table (by identity) is checked, and the sources in the first
  /// slice, so that the slices' counts add up to the whole run's.
  private static func fileCount(_ files: [TableFile], sources: Int, shard: Shard?) -> Int {
    guard let shard else { return Set(files.map(\.path)).count + sources }
    var firstTable: [String: String] = [:]
    for file in files where firstTable[file.path].map({ file.table < $0 }) ?? true {
      firstTable[file.path] = file.table
    }
    return firstTable.values.count { shard.contains(table: $0) } + (shard.isFirst ? sources : 0)
  }
}

/// The screens of a manifest simulated in the source locale (for rules of `flow` scope) and
/// in every audited locale (for the others), each simulation made once.
private struct ScreenContexts {
  var flow: [ScreenContext]
  var perLocale: [ScreenContext]

  init(
    _ manifest: FlowManifest, strings: StringResolver, settings: RuleSettings, locales: [AuditLocale],
    sourceLocale source: AuditLocale, layOut: (@Sendable (Screen, AuditLocale) -> Screen)? = nil
  ) {
    let audited = locales.filter { !$0.isBase }
    func context(_ screen: Screen, _ locale: AuditLocale, perLocale: Bool) -> ScreenContext {
      let screen = perLocale ? layOut?(screen, locale) ?? screen : screen
      return ScreenContext(
        manifest: manifest, screen: screen,
        simulation: ScreenSimulation(screen: screen, manifest: manifest, locale: locale, resolver: strings),
        strings: strings, settings: settings, isPerLocale: perLocale, auditedLocales: audited,
        sourceLocale: source)
    }
    flow = manifest.screens.map { context($0, source, perLocale: false) }
    perLocale = audited.flatMap { locale in
      manifest.screens.map { context($0, locale, perLocale: true) }
    }
  }

  func contexts(for scope: RuleScope) -> [ScreenContext] {
    scope == .flow ? flow : perLocale
  }

  /// Each screen in the source locale and in the first right-to-left locale audited (or, with
  /// none, the source's strings laid out right to left).
  func pictures(manifest: FlowManifest?, strings: StringResolver) -> [ScreenPicture] {
    guard let manifest else { return [] }
    return flow.map { source in
      let screen = source.simulation.screen
      let rightToLeft =
        perLocale.first { $0.simulation.screen.id == screen.id && $0.simulation.locale.isRightToLeft }?
        .simulation
        ?? {
          var locale = source.simulation.locale
          locale.isRightToLeft = true
          return ScreenSimulation(screen: screen, manifest: manifest, locale: locale, resolver: strings)
        }()
      return ScreenPicture(
        size: screen.size(on: manifest.device), device: manifest.device, leftToRight: source.simulation,
        rightToLeft: rightToLeft,
        locales: perLocale.filter { $0.simulation.screen.id == screen.id }.map(\.simulation))
    }
  }
}
