/// The JSON reports of the slices as the whole run's: findings joined and sorted, counts
/// added, locales joined, a baseline entry fixed only where no slice found it, and what the
/// sources' flow held (`summary.sources`), from the slice that has it.
enum JSONReportMerge {
  static func merge(_ reports: [(path: String, value: JSONValue)]) throws(AuditError)
    -> ReportMerge.Merged
  {
    var slices: [ReportMerge.Slice] = []
    var files = 0
    var locales: Set<String> = []
    var usesBaseline = false
    // Each slice counts its own tables: the whole run's coverage is their sum.
    var coverage: [String: Coverage] = [:]
    var fixedBySlice: [[Fingerprint: Int]] = []
    // The slice that checks the project (the first) says what the sources' flow held.
    var sources: SourcesSummary?
    for (path, value) in reports {
      let summary = value["summary"]
      if sources == nil, let held = summary?["sources"] { sources = SourcesSummary(reported: held) }
      var slice = ReportMerge.Slice(
        path: path, shard: summary?["shard"]?.asString.flatMap(Shard.init),
        version: value["tool"]?["version"]?.asString)
      for entry in value["findings"]?.asArray ?? [] {
        slice.findings.append(try ReportMerge.finding(entry, in: path))
      }
      slices.append(slice)
      files += summary?["files"]?.asInt ?? 0
      locales.formUnion(summary?["locales"]?.asArray?.compactMap(\.asString) ?? [])
      usesBaseline = usesBaseline || summary?["known"] != nil
      for member in summary?["coverage"]?.asObject ?? [] {
        let count = { (name: String) in member.value[name]?.asInt ?? 0 }
        var sum = coverage[member.key] ?? Coverage(translated: 0, total: 0)
        sum.total += count("keys")
        sum.present += count("present")
        sum.translated += count("translated")
        sum.copied += count("copied")
        sum.inherited += count("inherited")
        if sum.inheritedFrom == nil { sum.inheritedFrom = member.value["from"]?.asString }
        coverage[member.key] = sum
      }
      var fixed: [Fingerprint: Int] = [:]
      for entry in summary?["fixed"]?.asArray ?? [] {
        let print = Fingerprint(
          rule: entry["rule"]?.asString ?? "", locale: entry["locale"]?.asString ?? "",
          table: entry["table"]?.asString ?? "", subject: entry["subject"]?.asString ?? "")
        fixed[print] = entry["count"]?.asInt ?? 0
      }
      fixedBySlice.append(fixed)
    }
    let ordered = try ReportMerge.inOrder(slices)
    // Each baseline entry is looked for in one slice (its table's, or the first for the
    // flow and the sources); the others report it fixed with its whole count.
    var fixed: [Fingerprint: Int] = [:]
    for print in Set(fixedBySlice.flatMap(\.keys)) {
      let left = fixedBySlice.map { $0[print] ?? 0 }.min() ?? 0
      if left > 0 { fixed[print] = left }
    }
    var result = AuditResult(
      findings: ReportMerge.findings(ordered), locales: locales.sorted(), fileCount: files, rules: [],
      disabledRules: [], coverage: coverage, fixed: fixed, usesBaseline: usesBaseline)
    result.sources = sources
    return ReportMerge.Merged(format: .json, result: result, reporter: JSONReporter())
  }
}
