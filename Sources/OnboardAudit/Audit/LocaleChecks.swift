/// The checks of each locale of each table by every enabled rule.
///
/// Each locale is a task, and each rule on a large locale (a translator's table of a hundred
/// thousand strings, or the one locale of a run) a task of its own, so that such a locale is
/// checked on every core and not on one while the others wait. The findings come out as one
/// sink collecting the rules in turn, locale after locale, would give them.
struct LocaleChecks {
  /// One locale of one table, with its table's source prepared once for all its locales.
  struct Check: Sendable {
    var table: StringTable
    var tableNumber: Int
    var localeTable: LocaleTable
    var sourceIndex: SourceIndex
    var fallback: LocaleFallback
  }

  var checks: [Check]
  var rules: [ActiveRule]
  var settings: RuleSettings
  /// How many entries a locale has at least for its rules to be checked each in a task of
  /// their own.
  var entriesToSplit = 20_000

  /// The audited locales of the tables in `shard` (each table's source among them).
  init(
    tables: [StringTable], shard: Shard?, auditedTags: Set<String>, rules: [ActiveRule],
    settings: RuleSettings
  ) {
    var checks: [Check] = []
    for (tableNumber, table) in tables.enumerated() where shard?.contains(table: table.identity) ?? true {
      let source = table.source
      let index = SourceIndex(source, syntax: table.formatSyntax)
      for localeTable in table.locales.values.sorted(by: { $0.locale < $1.locale })
      where auditedTags.contains(localeTable.locale.tag) || localeTable.locale.tag == source?.locale.tag {
        checks.append(
          Check(
            table: table, tableNumber: tableNumber, localeTable: localeTable, sourceIndex: index,
            fallback: LocaleFallback.of(localeTable, in: table, audited: auditedTags)))
      }
    }
    self.checks = checks
    self.rules = rules
    self.settings = settings
  }

  /// The findings of every check, in the checks' order and each check's in the rules' order,
  /// without those a locale copies from its source (see `CopiedSourceDefects`), after
  /// `findings`; and how many of the source's keys each locale translates, by tag.
  func run(after findings: [Finding]) -> (findings: [Finding], translated: [String: TranslationCounts]) {
    let (settings, rules, checks) = (settings, rules, checks)
    // The locales with the most strings first, so that the tasks end nearly together.
    let sizes = checks.map { $0.localeTable.orderedEntries.count }
    let positions = SourcePositionsSearch.positions(of: checks, entriesPerPart: entriesToSplit)
    var contexts = Array(zip(checks, positions)).concurrentMap(heaviestFirst: sizes) { check, positions in
      LocaleContext(
        table: check.table, localeTable: check.localeTable, source: check.table.source, settings: settings,
        sourceIndex: check.sourceIndex, sourcePositions: positions, fallback: check.fallback)
    }
    // One consensus on names per table, which its locales share (found when first asked).
    var checksOfTable: [Int: [Int]] = [:]
    for (number, check) in checks.enumerated() {
      checksOfTable[check.tableNumber, default: []].append(number)
    }
    for members in checksOfTable.values {
      let check = checks[members[0]]
      let consensus = NameConsensus(
        table: check.table, contexts: members.map { contexts[$0] }, sourceIndex: check.sourceIndex,
        settings: settings)
      for member in members { contexts[member].nameConsensus = consensus }
    }
    let prepared = contexts
    // A large locale's rules one by one, a small one's together: a task has its cost. The
    // count of a locale's translations is a task of its own after a large locale's rules.
    let tasks: [Task] = checks.indices.flatMap { check in
      sizes[check] < entriesToSplit
        ? [Task(check: check, rules: rules.indices, countsTranslated: true)]
        : rules.indices.map { Task(check: check, rules: $0..<$0 + 1, countsTranslated: false) }
          + [Task(check: check, rules: 0..<0, countsTranslated: true)]
    }
    let done = tasks.concurrentMap(heaviestFirst: tasks.map { sizes[$0.check] }) { task in
      let context = prepared[task.check]
      var findings: [Finding] = []
      if var sink = rules[task.rules].first?.sink() {
        for item in rules[task.rules] {
          sink.collect(for: item.rule.description, configuredSeverity: item.severity)
          item.rule.check(locale: context, &sink)
        }
        findings = sink.takeFindings()
      }
      return (
        findings: findings,
        translated: task.countsTranslated && !context.table.isData
          ? context.translationCounts : TranslationCounts()
      )
    }
    // The findings taken out of the tasks' results, so that each array has one owner.
    var parts: [[Finding]] = []
    var translated: [String: TranslationCounts] = [:]
    for (task, item) in zip(tasks, consume done) {
      parts.append(item.findings)
      if task.countsTranslated {
        let tag = checks[task.check].localeTable.locale.tag
        translated[tag] = (translated[tag] ?? TranslationCounts()) + item.translated
      }
    }
    // The source's own findings, by table, so that a defect the translations copy is
    // reported once.
    var copied: [Int: CopiedSourceDefects] = [:]
    for (position, task) in tasks.enumerated() {
      let check = checks[task.check]
      guard let sourceTag = check.table.source?.locale.tag, check.localeTable.locale.tag == sourceTag,
        !parts[position].isEmpty
      else { continue }
      copied[check.tableNumber, default: CopiedSourceDefects(sourceLocale: sourceTag)].add(parts[position])
    }
    var findings = findings
    // Room for them all at once (or one part's own array, when it holds them all): grown by
    // doubling, the array would move every finding again and again.
    let total = findings.count + parts.reduce(0) { $0 + $1.count }
    if findings.count < total && !parts.contains(where: { $0.count == total }) {
      findings.reserveCapacity(total)
    }
    for (position, task) in tasks.enumerated() {
      // Each part is let go of as it joins the others.
      var part = parts[position]
      parts[position] = []
      let check = checks[task.check]
      if let defects = copied[check.tableNumber] {
        part = defects.removing(from: part, locale: check.localeTable.locale.tag)
      }
      findings.append(from: part)
    }
    return (findings, translated)
  }
}

extension LocaleChecks {
  /// Rules of one check to run in one task, and whether the task counts the locale's
  /// translations.
  private struct Task: Sendable {
    var check: Int
    var rules: Range<Int>
    var countsTranslated: Bool
  }
}

/// A rule that runs, and the severity the configuration gave it.
struct ActiveRule: Sendable {
  var rule: any Rule
  var severity: Severity?

  func sink() -> FindingSink { FindingSink(rule: rule.description, configuredSeverity: severity) }
}
