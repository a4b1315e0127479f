/// The JSON report (docs/ci.md): tool, summary, findings.
public struct JSONReporter: Reporter {
  public init() {}

  /// The findings go straight into bytes, member by member, in slices encoded on all cores
  /// and handed on in order: a run may have a hundred thousand findings, and its report
  /// is never held whole.
  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    let tool = JSONText.object(
      [
        ("name", JSONText.string(Tool.name)), ("version", JSONText.string(Tool.version)),
        ("icu", JSONText.string(ICU.version)), ("cldr", JSONText.string(ICU.cldrVersion)),
      ], indent: 1)
    let counts = result.severityCounts
    let summary = JSONText.object(
      [
        ("errors", "\(counts[.error] ?? 0)"), ("warnings", "\(counts[.warning] ?? 0)"),
        ("notes", "\(counts[.note] ?? 0)"),
        ("locales", "[" + result.locales.map(JSONText.string).joined(separator: ", ") + "]"),
        ("files", "\(result.fileCount)"),
      ] + Self.suppressedSummary(result) + Self.coverageSummary(result) + Self.baselineSummary(result)
        + (result.shard.map { [("shard", JSONText.string($0.description))] } ?? [])
        + Self.sourcesSummary(result),
      indent: 1)
    let findings = result.findings
    var head = JSONBytes()
    head.raw(built: "{\n  \"tool\": \(tool),\n  \"summary\": \(summary),\n  \"findings\": ")
    if findings.isEmpty { head.raw("[]") } else { head.raw("[\n") }
    output(head.bytes)
    // A finding takes about 500 bytes, its message and file path most of them.
    FindingSlices.write(findings, bytesPerFinding: 640, to: output) { range, bytes in
      // The slice's bytes move into the writer and back, never shared, so never copied.
      var json = JSONBytes(bytes)
      bytes = []
      var run = FindingRun()
      var shared = SharedParts()
      // A key missing in eighty locales gives eighty findings in a row with the same key.
      var key = JSONBytes.Escaped()
      for index in range {
        if index == 0 { json.raw("    ") } else { json.raw(",\n    ") }
        let finding = findings[index]
        if run.starts(finding) { shared = SharedParts(finding) }
        Self.append(finding, shared: shared, to: &json, key: &key)
      }
      bytes = json.bytes
    }
    output(Array((findings.isEmpty ? "\n}\n" : "\n  ]\n}\n").utf8))
  }

  /// For a flow derived from the Swift sources: `"sources": {"screens": 7, "elements": 142,
  /// "known": 115, "notFollowed": [{"name", "why", "uses", "file", "line", "column"}],
  /// "screensNotFollowed": [{"name", "why", "file", "line", "column"}]}`.
  private static func sourcesSummary(_ result: AuditResult) -> [(String, String)] {
    guard let sources = result.sources else { return [] }
    let unfollowed = sources.notFollowed.map { item in
      JSONText.object(
        [
          ("name", JSONText.string(item.name)), ("why", JSONText.string(item.why.rawValue)),
          ("uses", "\(item.uses)"), ("file", JSONText.string(item.location.file)),
          ("line", "\(item.location.line)"), ("column", "\(item.location.column)"),
        ], indent: 3)
    }
    let screensNotFollowed = sources.screensNotFollowed.map { screen in
      JSONText.object(
        [
          ("name", JSONText.string(screen.name)), ("why", JSONText.string(screen.why.rawValue)),
          ("file", JSONText.string(screen.location.file)), ("line", "\(screen.location.line)"),
          ("column", "\(screen.location.column)"),
        ], indent: 3)
    }
    let object = JSONText.object(
      [
        ("screens", "\(sources.screens.count)"), ("elements", "\(sources.elements)"),
        ("known", "\(sources.known)"), ("notFollowed", JSONText.array(unfollowed, indent: 2)),
        ("screensNotFollowed", JSONText.array(screensNotFollowed, indent: 2)),
      ], indent: 2)
    return [("sources", object)]
  }

  /// With a baseline: how many findings it knows, and which of its entries are fixed.
  /// Each locale's coverage, one line each: `"de": {"keys": 7, "present": 6, "translated": 3,
  /// "copied": 2}` (see `Coverage`); nothing when no locale has a source to compare with.
  private static func coverageSummary(_ result: AuditResult) -> [(String, String)] {
    let locales = result.locales.compactMap { tag in
      result.coverage[tag].map { coverage in
        (
          tag,
          "{\"keys\": \(coverage.total), \"present\": \(coverage.present), \"translated\": \(coverage.translated), \"copied\": \(coverage.copied)\(inheritedFields(coverage))}"
        )
      }
    }
    return locales.isEmpty ? [] : [("coverage", JSONText.object(locales, indent: 2))]
  }

  /// `, "inherited": 704, "from": "fr"` for a variant that shows keys of its parent; nothing
  /// for other locales.
  private static func inheritedFields(_ coverage: Coverage) -> String {
    guard coverage.inherited > 0, let parent = coverage.inheritedFrom else { return "" }
    return ", \"inherited\": \(coverage.inherited), \"from\": \(JSONText.string(parent))"
  }

  /// How many findings suppressions cover, where any do: they are not in `errors`,
  /// `warnings` or `notes`.
  private static func suppressedSummary(_ result: AuditResult) -> [(String, String)] {
    let count = result.suppressedCount
    return count == 0 ? [] : [("suppressed", "\(count)")]
  }

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
      ("known", "\(result.knownCount)"),
      ("fixed", JSONText.array(fixed, indent: 2)),
    ]
  }

  /// What the objects of a run of findings share (see `FindingRun`), escaped once:
  /// the members before and after the message that come from the rule, the severity, the
  /// file, the locale, the table and the baseline.
  private struct SharedParts {
    /// From the opening brace to the message's value.
    var head: [UInt8] = []
    /// The locale and the table, after the message.
    var localeAndTable: [UInt8] = []
    /// The file and the baseline's mark, after the subject.
    var fileAndBaseline: [UInt8] = []
    var hasFile = false

    /// Parts of no run, until the first finding's are made.
    init() {}

    init(_ finding: Finding) {
      var json = JSONBytes()
      json.raw("{\n      \"rule\": ")
      json.string(finding.rule)
      switch finding.severity {
      case .error: json.raw(",\n      \"severity\": \"error\",\n      \"message\": ")
      case .warning: json.raw(",\n      \"severity\": \"warning\",\n      \"message\": ")
      case .note: json.raw(",\n      \"severity\": \"note\",\n      \"message\": ")
      }
      head = json.bytes
      json = JSONBytes()
      json.member(",\n      \"locale\": ", finding.locale)
      json.member(",\n      \"table\": ", finding.table)
      localeAndTable = json.bytes
      json = JSONBytes()
      let file = finding.location?.file
      json.member(",\n      \"file\": ", file)
      if finding.isKnown { json.member(",\n      \"baseline\": ", "known") }
      fileAndBaseline = json.bytes
      hasFile = file != nil
    }
  }

  /// One finding as an object of the `findings` array, members in docs/ci.md's order. Each
  /// member's comma, line break, indent and name are written as one piece.
  private static func append(
    _ finding: Finding, shared: SharedParts, to json: inout JSONBytes, key: inout JSONBytes.Escaped
  ) {
    json.raw(bytes: shared.head)
    json.string(finding.message)
    json.raw(bytes: shared.localeAndTable)
    json.member(",\n      \"key\": ", finding.key, reusing: &key)
    let keys = finding.keys
    if !keys.isEmpty {
      json.raw(",\n      \"keys\": [")
      for index in keys.indices {
        if index > 0 { json.raw(", ") }
        json.string(keys[index])
      }
      json.raw("]")
    }
    json.member(",\n      \"screen\": ", finding.screen)
    json.member(",\n      \"element\": ", finding.element)
    json.raw(bytes: shared.fileAndBaseline)
    if shared.hasFile && finding.lineNumber > 0 {
      json.raw(",\n      \"line\": ")
      json.number(finding.lineNumber)
      if finding.columnNumber > 0 {
        json.raw(",\n      \"column\": ")
        json.number(finding.columnNumber)
      }
    }
    if let suppression = finding.suppression {
      json.raw(",\n      \"suppressed\": {\"kind\": ")
      json.string(suppression.kind)
      json.member(", \"reason\": ", suppression.reason)
      json.raw("}")
    }
    json.raw("\n    }")
  }
}
