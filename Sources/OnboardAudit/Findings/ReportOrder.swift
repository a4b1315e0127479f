extension Finding {
  /// The order of every report: by file, line, rule, then column, locale and message, so
  /// that output is the same byte for byte on every run.
  public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
    let left = (a.location?.file ?? "", a.location?.line ?? 0, a.rule, a.location?.column ?? 0)
    let right = (b.location?.file ?? "", b.location?.line ?? 0, b.rule, b.location?.column ?? 0)
    if left != right { return left < right }
    return (a.locale ?? "", a.message) < (b.locale ?? "", b.message)
  }

  /// The findings in `reportOrder`. A run may have a hundred thousand findings that share a
  /// few files, rules and locales: those strings are ranked once, so that the sort compares
  /// integers and reaches the message only on a tie, and it moves indices, not findings.
  public static func sortedForReport(_ findings: [Finding]) -> [Finding] {
    var files = Ranks(findings.indices.lazy.map { findings[$0].location?.file ?? "" })
    var rules = Ranks(findings.indices.lazy.map { findings[$0].rule })
    var locales = Ranks(findings.indices.lazy.map { findings[$0].locale ?? "" })
    var keys = findings.indices.map { index in
      SortKey(
        file: files.rank(findings[index].location?.file ?? ""), line: findings[index].location?.line ?? 0,
        rule: rules.rank(findings[index].rule), column: findings[index].location?.column ?? 0,
        locale: locales.rank(findings[index].locale ?? ""), index: index)
    }
    // The keys are sorted in place, with the finding's index in them: no look-up per comparison.
    keys.sort { a, b in
      if !a.hasSamePlace(as: b) { return a < b }
      let (left, right) = (findings[a.index].message, findings[b.index].message)
      return left != right ? left < right : a.index < b.index
    }
    return keys.map { findings[$0.index] }
  }

  private struct SortKey {
    var file: Int
    var line: Int
    var rule: Int
    var column: Int
    var locale: Int
    var index: Int

    /// Ordered by everything but the message and the index.
    static func < (a: SortKey, b: SortKey) -> Bool {
      (a.file, a.line, a.rule, a.column, a.locale) < (b.file, b.line, b.rule, b.column, b.locale)
    }

    func hasSamePlace(as other: SortKey) -> Bool {
      (file, line, rule, column, locale) == (other.file, other.line, other.rule, other.column, other.locale)
    }
  }

  /// Each distinct string's place among the others, in `String` order. Findings come in
  /// runs that share a file, rule and locale: the last answer is kept, since comparing a
  /// string with itself is cheaper than hashing it.
  private struct Ranks {
    private var ranks: [String: Int] = [:]
    private var last: (value: String, rank: Int)?

    init(_ values: some Sequence<String>) {
      var distinct: Set<String> = []
      var previous: String?
      for value in values where value != previous {
        distinct.insert(value)
        previous = value
      }
      for (rank, value) in distinct.sorted().enumerated() { ranks[value] = rank }
    }

    mutating func rank(_ value: String) -> Int {
      if let last, last.value == value { return last.rank }
      let rank = ranks[value] ?? 0
      last = (value, rank)
      return rank
    }
  }
}
