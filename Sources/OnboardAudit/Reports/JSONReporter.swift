/// The JSON report of DESIGN §6: tool, summary, findings.
public struct JSONReporter: Reporter {
  public init() {}

  public func report(_ result: AuditResult) -> [UInt8] {
    let tool = JSONText.object(
      [
        ("name", JSONText.string(Tool.name)), ("version", JSONText.string(Tool.version)),
        ("icu", JSONText.string(ICU.version)), ("cldr", JSONText.string(ICU.cldrVersion)),
      ], indent: 1)
    let summary = JSONText.object(
      [
        ("errors", "\(result.count(.error))"), ("warnings", "\(result.count(.warning))"),
        ("notes", "\(result.count(.note))"),
        ("locales", "[" + result.locales.map(JSONText.string).joined(separator: ", ") + "]"),
        ("files", "\(result.fileCount)"),
      ] + Self.baselineSummary(result), indent: 1)
    // The findings go straight into the bytes, one at a time: a run with a hundred thousand
    // findings must not hold its report three times over.
    var bytes = Array("{\n  \"tool\": \(tool),\n  \"summary\": \(summary),\n  \"findings\": ".utf8)
    if result.findings.isEmpty {
      bytes += Array("[]".utf8)
    } else {
      bytes += Array("[\n".utf8)
      for (index, finding) in result.findings.enumerated() {
        if index > 0 { bytes += Array(",\n".utf8) }
        bytes += Array("    ".utf8)
        bytes += Array(Self.finding(finding).utf8)
      }
      bytes += Array("\n  ]".utf8)
    }
    bytes += Array("\n}\n".utf8)
    return bytes
  }

  /// With a baseline: how many findings it knows, and which of its entries are fixed.
  private static func baselineSummary(_ result: AuditResult) -> [(String, String)] {
    guard result.usesBaseline else { return [] }
    let fixed = result.fixed.keys.sorted().map { print in
      JSONText.object(
        [
          ("rule", JSONText.string(print.rule)), ("locale", JSONText.string(print.locale)),
          ("table", JSONText.string(print.table)), ("subject", JSONText.string(print.subject)),
          ("count", "\(result.fixed[print] ?? 0)"),
        ], indent: 3)
    }
    return [
      ("known", "\(result.findings.count - result.newFindings.count)"),
      ("fixed", JSONText.array(fixed, indent: 2)),
    ]
  }

  private static func finding(_ finding: Finding) -> String {
    var members: [(String, String)] = [
      ("rule", JSONText.string(finding.rule)), ("severity", JSONText.string(finding.severity.rawValue)),
      ("message", JSONText.string(finding.message)),
    ]
    let optional: [(String, String?)] = [
      ("locale", finding.locale), ("table", finding.table), ("key", finding.key),
      ("screen", finding.screen), ("element", finding.element), ("file", finding.location?.file),
    ]
    for (name, value) in optional {
      if let value { members.append((name, JSONText.string(value))) }
    }
    if finding.isKnown { members.append(("baseline", JSONText.string("known"))) }
    if let location = finding.location, location.line > 0 {
      members.append(("line", "\(location.line)"))
      if location.column > 0 { members.append(("column", "\(location.column)")) }
    }
    return JSONText.object(members, indent: 2)
  }
}
