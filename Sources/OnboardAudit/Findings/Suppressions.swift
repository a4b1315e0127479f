/// Every suppression written in a run's inputs, and the findings each covers (docs/ci.md,
/// "Suppressions"). A finding a suppression covers is still reported, marked suppressed, and
/// never fails the run; a suppression that covers no finding is itself reported
/// (`suppression.unused`), so that stale ones are found.
public struct Suppressions: Sendable {
  /// What one suppression covers.
  enum Scope: Sendable, Hashable {
    /// Lines of a Swift file.
    case lines(file: String, ClosedRange<Int>)
    /// One key of a table in a locale (every locale when it is the table's source), and the
    /// line of its entry.
    case key(table: String, key: String, locale: String?, file: String, line: Int)
    /// Every key of a table file in its locale (every locale when it is the source's).
    case tableFile(table: String, locale: String?, file: String)
    /// Nothing: written in a table where no entry follows it.
    case nothing(table: String)

    /// The table it is written in; nil for Swift code.
    var table: String? {
      switch self {
      case .lines: nil
      case .key(let table, _, _, _, _), .tableFile(let table, _, _), .nothing(let table): table
      }
    }
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
        add(Item(directive: ignore.directive, scope: .nothing(table: ignore.table)))
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

  /// Whether a suppression covers `key` of `table` in `locale` for `rule`: a rule that
  /// reports many keys in one finding leaves the covered ones out of it, and reports each
  /// on its own, to be marked suppressed.
  public func covers(rule: String, table: String, locale: String?, key: String) -> Bool {
    guard !items.isEmpty else { return false }
    return covering(rule: rule, table: table, locale: locale, key: key) != nil
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

  /// The item that covers a finding, if any: by its key (every key, for a finding about
  /// many), or by its place in a file.
  private func covering(_ finding: Finding) -> Int? {
    let rule = finding.rule
    if let table = finding.table {
      if let key = finding.key,
        let index = covering(rule: rule, table: table, locale: finding.locale, key: key)
      {
        return index
      }
      let keys = finding.keys
      if !keys.isEmpty {
        var first: Int?
        for key in keys {
          guard let index = covering(rule: rule, table: table, locale: finding.locale, key: key) else {
            first = nil
            break
          }
          first = first ?? index
        }
        if let first { return first }
      }
    }
    guard let file = finding.location?.file, let candidates = byFile[file] else { return nil }
    let line = finding.lineNumber
    for index in candidates where items[index].directive.names(rule) {
      switch items[index].scope {
      case .lines(_, let lines) where lines.contains(line): return index
      case .key(_, _, _, _, let entryLine) where entryLine == line && line > 0: return index
      case .tableFile: return index
      default: continue
      }
    }
    return nil
  }

  /// Marks each finding a suppression covers; the items that covered at least one.
  public func apply(to findings: inout [Finding]) -> Set<Int> {
    var used: Set<Int> = []
    guard !items.isEmpty else { return used }
    for index in findings.indices {
      guard let item = covering(findings[index]) else { continue }
      used.insert(item)
      findings[index].suppression = SuppressionMark(reason: items[item].directive.reason)
    }
    return used
  }

  /// The suppressions that name no rule, name a rule that does not exist, or cover no
  /// finding of the rules that ran, each once (a catalog's suppression is written once for
  /// all its locales), in the order written: `suppression.unused`. Android Lint's
  /// `tools:ignore` is honoured but not judged: it is written for Android Lint. `considers`
  /// says, by the table a suppression is written in (nil for Swift code), which this run
  /// can judge: a slice of a sharded run judges those of its own tables.
  public func unused(
    used: Set<Int>, rulesRun: Set<String>, ruleIDs: [String], considers: (String?) -> Bool
  ) -> [(directive: IgnoreDirective, message: String)] {
    var usedDirectives: Set<IgnoreDirective> = []
    for index in used { usedDirectives.insert(items[index].directive) }
    var seen: Set<IgnoreDirective> = []
    var found: [(IgnoreDirective, String)] = []
    for item in items where !item.directive.isAndroidLint && seen.insert(item.directive).inserted {
      let directive = item.directive
      guard considers(item.scope.table) else { continue }
      let spelling = quoted(directive.spelling, limit: 120)
      if directive.rules.isEmpty {
        found.append(
          (
            directive,
            "\(spelling) names no rule; write the ids of the rules it suppresses, as in \"onboard-audit:ignore key.missing -- why\""
          ))
        continue
      }
      let unknown = directive.rules.filter { $0 != IgnoreDirective.allRules && !ruleIDs.contains($0) }
      if let first = unknown.first {
        let suggestion =
          Suggestions.closest(to: first, among: ruleIDs).map { "; did you mean \(quoted($0))?" } ?? ""
        found.append(
          (directive, "\(spelling) names no rule of onboard-audit: \(firstFew(unknown))\(suggestion)"))
        continue
      }
      let named = directive.rules.contains(IgnoreDirective.allRules) ? rulesRun : Set(directive.rules)
      guard !usedDirectives.contains(directive), !named.isDisjoint(with: rulesRun) else { continue }
      let what: String
      if case .nothing = item.scope {
        what = "it stands before no entry"
      } else {
        what = "nothing it covers has such a finding"
      }
      found.append(
        (
          directive,
          "\(spelling) suppresses no finding: \(what); remove it, or move it to where the finding is"
        ))
    }
    return found
  }
}
