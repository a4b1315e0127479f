/// Every suppression written in a run's inputs, and the findings each covers (docs/ci.md,
/// "Suppressions"). A finding a suppression covers is still reported, marked suppressed, and
/// never fails the run; a suppression that covers no finding is itself reported
/// (`suppression.unused`), so that stale ones are found.
public struct Suppressions: Sendable {
  /// What one suppression covers.
  enum Scope: Sendable, Hashable {
    /// Lines of a Swift file; nil for all of them.
    case lines(file: String, Set<Int>?)
    /// One key of a table in a locale (every locale when it is the table's source), and the
    /// line of its entry.
    case key(table: String, key: String, locale: String?, file: String, line: Int)
    /// Every key of a table file in its locale (every locale when it is the source's).
    case tableFile(table: String, locale: String?, file: String)
    /// Nothing: written in a table where no entry follows it.
    case nothing(table: String, locale: String?)

    /// The table it is written in; nil for Swift code.
    var table: String? {
      switch self {
      case .lines: nil
      case .key(let table, _, _, _, _), .tableFile(let table, _, _), .nothing(let table, _): table
      }
    }

    /// The locale of the table file it is written in.
    var locale: String? {
      switch self {
      case .lines: nil
      case .key(_, _, let locale, _, _), .tableFile(_, let locale, _), .nothing(_, let locale): locale
      }
    }
  }

  /// Which suppressions covered findings, and the rules of the findings each covered.
  public struct Usage: Sendable {
    var items: Set<Int> = []
    var rules: [IgnoreDirective: Set<String>] = [:]
  }

  struct Item: Sendable {
    var directive: IgnoreDirective
    var scope: Scope
  }

  private(set) var items: [Item] = []
  /// Items by the file whose findings they may cover (lines, an entry's line, a file).
  private var byFile: [String: [Int]] = [:]
  /// Items by table and key.
  private var byKey: [TableKey: [Int]] = [:]
  /// Items that cover a whole table file, by table.
  private var byTable: [String: [Int]] = [:]
  /// Each table's source locale: a suppression written in the source covers every locale.
  private var sourceLocales: [String: String] = [:]

  private struct TableKey: Hashable {
    var table: String
    var key: String
  }

  public var isEmpty: Bool { items.isEmpty }

  public init() {}

  /// The suppressions of the tables and of the Swift sources; `sourceLocales` gives each
  /// table's source locale tag.
  public init(tables: [TableIgnore], swift: [SwiftIgnore], sourceLocales: [String: String]) {
    self.sourceLocales = sourceLocales
    for ignore in swift {
      add(
        Item(directive: ignore.directive, scope: .lines(file: ignore.directive.location.file, ignore.lines)))
    }
    for ignore in tables {
      switch ignore.subject {
      case .key(let key):
        add(
          Item(
            directive: ignore.directive,
            scope: .key(
              table: ignore.table, key: key, locale: ignore.locale, file: ignore.file, line: ignore.line)))
      case .file:
        add(
          Item(
            directive: ignore.directive,
            scope: .tableFile(table: ignore.table, locale: ignore.locale, file: ignore.file)))
      case .nothing:
        add(Item(directive: ignore.directive, scope: .nothing(table: ignore.table, locale: ignore.locale)))
      }
    }
  }

  private mutating func add(_ item: Item) {
    let index = items.count
    items.append(item)
    switch item.scope {
    case .lines(let file, _):
      byFile[file, default: []].append(index)
    case .key(let table, let key, _, let file, _):
      byKey[TableKey(table: table, key: key), default: []].append(index)
      byFile[file, default: []].append(index)
    case .tableFile(let table, _, let file):
      byTable[table, default: []].append(index)
      byFile[file, default: []].append(index)
    case .nothing:
      break
    }
  }

  /// The keys a suppression covers for `rule` in `table` and `locale`, and the others, each
  /// in their order: a rule that reports many keys in one finding reports the covered ones
  /// apart, to be marked suppressed.
  public func split(_ keys: [String], rule: String, table: String, locale: String?) -> (
    covered: [String], others: [String]
  ) {
    guard !items.isEmpty else { return ([], keys) }
    var covered: [String] = []
    var others: [String] = []
    for key in keys {
      if covering(rule: rule, table: table, locale: locale, key: key) != nil {
        covered.append(key)
      } else {
        others.append(key)
      }
    }
    return (covered, others)
  }

  /// The item that covers a key of a table in a locale for a rule.
  private func covering(rule: String, table: String, locale: String?, key: String) -> Int? {
    for index in byKey[TableKey(table: table, key: key)] ?? [] where items[index].directive.names(rule) {
      if case .key(_, _, let written, _, _) = items[index].scope,
        reaches(written, table: table, locale: locale)
      {
        return index
      }
    }
    for index in byTable[table] ?? [] where items[index].directive.names(rule) {
      if case .tableFile(_, let written, _) = items[index].scope,
        reaches(written, table: table, locale: locale)
      {
        return index
      }
    }
    return nil
  }

  /// Whether a suppression written in the locale `written` of `table` reaches `locale`: its
  /// own, or every locale where it is the source's (or names none).
  private func reaches(_ written: String?, table: String, locale: String?) -> Bool {
    guard let written else { return true }
    return written == locale || written == sourceLocales[table]
  }

  /// The items that cover a finding: by its key (every key,
  /// for a finding about many, each by an item of its own), or by its place in a file.
  private func covering(_ finding: Finding) -> [Int] {
    let rule = finding.rule
    if let table = finding.table {
      if let key = finding.key,
        let index = covering(rule: rule, table: table, locale: finding.locale, key: key)
      {
        return [index]
      }
      let keys = finding.keys
      if !keys.isEmpty {
        var found: [Int] = []
        for key in keys {
          guard let index = covering(rule: rule, table: table, locale: finding.locale, key: key) else {
            found = []
            break
          }
          if !found.contains(index) { found.append(index) }
        }
        if !found.isEmpty { return found }
      }
    }
    guard let file = finding.location?.file, let candidates = byFile[file] else { return [] }
    let line = finding.lineNumber
    for index in candidates where items[index].directive.names(rule) {
      switch items[index].scope {
      case .lines(_, let lines) where lines?.contains(line) ?? true: return [index]
      case .key(_, _, _, _, let entryLine) where entryLine == line && line > 0: return [index]
      case .tableFile: return [index]
      default: continue
      }
    }
    return []
  }

  /// Marks each finding a suppression covers; which suppressions covered findings.
  public func apply(to findings: inout [Finding]) -> Usage {
    var usage = Usage()
    guard !items.isEmpty else { return usage }
    for index in findings.indices {
      let covering = covering(findings[index])
      guard !covering.isEmpty else { continue }
      var reasons: [String] = []
      for item in covering {
        usage.items.insert(item)
        usage.rules[items[item].directive, default: []].insert(findings[index].rule)
        if let reason = items[item].directive.reason, !reasons.contains(reason) { reasons.append(reason) }
      }
      // A finding about many keys, each suppressed for a reason of its own, gives them all.
      findings[index].suppression = SuppressionMark(
        reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
    }
    return usage
  }

  /// The suppressions that name no rule, name a rule that does not exist, or cover no
  /// finding of the rules that ran, each once (a catalog's suppression is written once for
  /// all its locales), in the order written, with the table and key it stands before:
  /// `suppression.unused`. A suppression naming several rules is judged rule by rule.
  /// Android Lint's `tools:ignore` is honoured but not judged: it is written for Android
  /// Lint. `considers` says, by the table a suppression is written in (nil for Swift code),
  /// its locale and whether that is the table's source, which this run can judge: a slice of
  /// a sharded run judges those of its own tables, a run of some locales those of theirs.
  public func unused(
    _ usage: Usage, rulesRun: Set<String>, ruleIDs: [String],
    considers: (_ table: String?, _ locale: String?, _ isSource: Bool) -> Bool
  ) -> [(directive: IgnoreDirective, table: String?, key: String?, message: String)] {
    var usedDirectives: Set<IgnoreDirective> = []
    for index in usage.items { usedDirectives.insert(items[index].directive) }
    var seen: Set<IgnoreDirective> = []
    var found: [(IgnoreDirective, String?, String?, String)] = []
    for item in items where !item.directive.isAndroidLint && seen.insert(item.directive).inserted {
      let directive = item.directive
      let table = item.scope.table
      let locale = item.scope.locale
      let isSource = table.map { locale == nil || sourceLocales[$0] == locale } ?? false
      guard considers(table, locale, isSource) else { continue }
      var key: String?
      if case .key(_, let written, _, _, _) = item.scope { key = written }
      func note(_ message: String) { found.append((directive, table, key, message)) }
      let spelling = quoted(directive.spelling, limit: 120)
      if directive.rules.isEmpty {
        note(
          "\(spelling) names no rule; write the ids of the rules it suppresses, as in \"onboard-audit:ignore key.missing -- why\""
        )
        continue
      }
      let unknown = directive.rules.filter { $0 != IgnoreDirective.allRules && !ruleIDs.contains($0) }
      if let first = unknown.first {
        let suggestion =
          Suggestions.closest(to: first, among: ruleIDs).map { "; did you mean \(quoted($0))?" } ?? ""
        note("\(spelling) names no rule of onboard-audit: \(firstFew(unknown))\(suggestion)")
        continue
      }
      let named = directive.rules.contains(IgnoreDirective.allRules) ? rulesRun : Set(directive.rules)
      guard !named.isDisjoint(with: rulesRun) else { continue }
      guard usedDirectives.contains(directive) else {
        let what: String
        if case .nothing = item.scope {
          what = "it stands before no entry"
        } else {
          what = "nothing it covers has such a finding"
        }
        note("\(spelling) suppresses no finding: \(what); remove it, or move it to where the finding is")
        continue
      }
      // Used for some of the rules it names, not for others.
      let covered = usage.rules[directive] ?? []
      let idle = directive.rules.filter { rulesRun.contains($0) && !covered.contains($0) }
      if !idle.isEmpty {
        let list = idle.joined(separator: ", ")
        note("\(spelling) suppresses no \(list) finding: nothing it covers has one; remove \(list) from it")
      }
    }
    return found
  }
}
