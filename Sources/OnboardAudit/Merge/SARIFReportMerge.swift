/// The SARIF logs of the slices as the whole run's: one run, the catalog, every result.
enum SARIFReportMerge {
  static func merge(_ reports: [(path: String, value: JSONValue)]) throws(AuditError)
    -> ReportMerge.Merged
  {
    var slices: [ReportMerge.Slice] = []
    var usesBaseline = false
    for (path, value) in reports {
      guard let runs = value["runs"]?.asArray, runs.count == 1 else {
        throw AuditError.notMergeable("'\(path)' is not a SARIF log of one run of \(Tool.name)")
      }
      let run = runs[0]
      let properties = run["properties"]
      var slice = ReportMerge.Slice(
        path: path, shard: properties?["onboardAudit/shard"]?.asString.flatMap(Shard.init),
        version: run["tool"]?["driver"]?["semanticVersion"]?.asString)
      for result in run["results"]?.asArray ?? [] {
        slice.findings.append(
          try ReportMerge.finding(result["properties"]?["onboardAudit/finding"], in: path))
      }
      slices.append(slice)
      usesBaseline = usesBaseline || properties?["onboardAudit/baseline"]?.asBool == true
    }
    let ordered = try ReportMerge.inOrder(slices)
    let result = AuditResult(
      findings: ReportMerge.findings(ordered), locales: [], fileCount: 0, rules: [], disabledRules: [],
      usesBaseline: usesBaseline)
    return ReportMerge.Merged(format: .sarif, result: result, reporter: SARIFReporter())
  }
}
