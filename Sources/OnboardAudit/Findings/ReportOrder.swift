extension Finding {
  /// The order of every report: by file, line, rule, then column, locale and message, so
  /// that output is the same byte for byte on every run.
  public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
    let left = (a.location?.file ?? "", a.location?.line ?? 0, a.rule, a.location?.column ?? 0)
    let right = (b.location?.file ?? "", b.location?.line ?? 0, b.rule, b.location?.column ?? 0)
    if left != right { return left < right }
    return (a.locale ?? "", a.message) < (b.locale ?? "", b.message)
  }

  /// The findings in `reportOrder` (see `sortForReport`).
  public static func sortedForReport(_ findings: [Finding]) -> [Finding] {
    var sorted = findings
    sortForReport(&sorted)
    return sorted
  }

  /// Puts the findings in `reportOrder`. A run may have a hundred thousand findings that
  /// share a few files, rules and locales: those strings are numbered in one pass and ranked
  /// once, so that the sort compares integers and reaches the message only on a tie. It
  /// sorts indices; the findings are then moved once each, in place, following the cycles
  /// of the permutation, which neither copies nor counts a reference.
  public static func sortForReport(_ findings: inout [Finding]) {
    var files = Ranks()
    var rules = Ranks()
    var locales = Ranks()
    var keys: [SortKey] = []
    keys.reserveCapacity(findings.count)
    // The findings of a run share their origin's box: its three strings are numbered once
    // for the run, and not read (each a reference counted) for every finding.
    var origin: (identity: ObjectIdentifier, file: UInt32, rule: UInt32, locale: UInt32)?
    for index in findings.indices {
      let identity = findings[index].originIdentity
      if origin?.identity != identity {
        origin = (
          identity, files.number(findings[index].location?.file ?? ""), rules.number(findings[index].rule),
          locales.number(findings[index].locale ?? "")
        )
      }
      keys.append(
        SortKey(
          file: origin!.file, line: UInt32(clamping: findings[index].lineNumber), rule: origin!.rule,
          column: UInt32(clamping: findings[index].columnNumber), locale: origin!.locale, index: UInt32(index)
        ))
    }
    let (fileRanks, ruleRanks, localeRanks) = (files.ranks(), rules.ranks(), locales.ranks())
    for index in keys.indices {
      keys[index].file = fileRanks[Int(keys[index].file)]
      keys[index].rule = ruleRanks[Int(keys[index].rule)]
      keys[index].locale = localeRanks[Int(keys[index].locale)]
    }
    // The keys are sorted in place, with the finding's index in them: no look-up per comparison.
    keys.sort { a, b in
      if !a.hasSamePlace(as: b) { return a < b }
      let (left, right) = (findings[Int(a.index)].message, findings[Int(b.index)].message)
      return left != right ? left < right : a.index < b.index
    }
    // Position `p` receives the finding at `order[p]`. Each swap settles one position and
    // carries the cycle's first finding on, to the position that wants it. (The order is
    // taken out of the keys first: the walk jumps about, and a small array stays in cache.)
    let order = keys.map(\.index)
    keys = []
    var placed = [Bool](repeating: false, count: order.count)
    for start in order.indices where !placed[start] {
      placed[start] = true
      var position = start
      while Int(order[position]) != start {
        let from = Int(order[position])
        findings.swapAt(position, from)
        placed[from] = true
        position = from
      }
    }
  }

  /// Where a finding goes, as small numbers: 24 bytes to move per key as the sort moves them.
  /// (Indices and ranks fit: a report holds far fewer than four billion findings; lines and
  /// columns beyond that are clamped.)
  private struct SortKey {
    var file: UInt32
    var line: UInt32
    var rule: UInt32
    var column: UInt32
    var locale: UInt32
    var index: UInt32

    /// Ordered by everything but the message and the index.
    static func < (a: SortKey, b: SortKey) -> Bool {
      (a.file, a.line, a.rule, a.column, a.locale) < (b.file, b.line, b.rule, b.column, b.locale)
    }

    func hasSamePlace(as other: SortKey) -> Bool {
      (file, line, rule, column, locale) == (other.file, other.line, other.rule, other.column, other.locale)
    }
  }

  /// Numbers each distinct string in the order first seen, then gives each number the
  /// string's place among the others, in `String` order. Findings come in runs that share a
  /// file, rule and locale: the last answer is kept, since comparing a string with itself is
  /// cheaper than hashing it.
  private struct Ranks {
    private var numbers: [String: UInt32] = [:]
    private var strings: [String] = []
    private var last: (value: String, number: UInt32)?

    mutating func number(_ value: String) -> UInt32 {
      if let last, last.value == value { return last.number }
      let number: UInt32
      if let known = numbers[value] {
        number = known
      } else {
        number = UInt32(strings.count)
        strings.append(value)
        numbers[value] = number
      }
      last = (value, number)
      return number
    }

    /// The rank of each number.
    func ranks() -> [UInt32] {
      var ranks = [UInt32](repeating: 0, count: strings.count)
      for (rank, number) in strings.indices.sorted(by: { strings[$0] < strings[$1] }).enumerated() {
        ranks[number] = UInt32(rank)
      }
      return ranks
    }
  }
}
