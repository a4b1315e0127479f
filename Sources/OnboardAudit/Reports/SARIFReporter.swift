/// SARIF 2.1.0 (`--sarif`), for GitHub code scanning and other static-analysis viewers: the
/// rule catalog with help links, and one result per finding with a level and a location.
public struct SARIFReporter: Reporter {
  public init() {}

  /// The log around its results is made once, with a mark where the results go; the
  /// results are then encoded in slices on all cores and handed on between its two halves,
  /// so that a log of a hundred thousand results is never held whole.
  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    let index = Dictionary(
      uniqueKeysWithValues: RuleCatalog.descriptions.enumerated().map { ($1.id, $0) })
    let driver = Self.driver()
    let mark = "\u{0}results\u{0}"
    var members = [
      ("tool", JSONText.object([("driver", driver)], indent: 3)),
      ("columnKind", JSONText.string("unicodeCodePoints")),
      ("results", result.findings.isEmpty ? "[]" : mark),
    ]
    if let shard = result.shard {
      // What `ReportMerge` needs to join the slices' logs into the whole run's.
      members.append(
        (
          "properties",
          JSONText.object(
            [
              ("onboardAudit/shard", JSONText.string(shard.description)),
              ("onboardAudit/baseline", result.usesBaseline ? "true" : "false"),
            ], indent: 3)
        ))
    }
    let run = JSONText.object(members, indent: 2)
    let document = JSONText.object(
      [
        ("$schema", JSONText.string("https://json.schemastore.org/sarif-2.1.0.json")),
        ("version", JSONText.string("2.1.0")), ("runs", JSONText.array([run], indent: 1)),
      ], indent: 0)
    guard let place = document.range(of: mark) else {
      output(Array((document + "\n").utf8))
      return
    }
    // `JSONText.array(results, indent: 3)`, a slice at a time.
    output(Array((document[..<place.lowerBound] + "[\n").utf8))
    let findings = result.findings
    let (usesBaseline, isSlice) = (result.usesBaseline, result.shard != nil)
    FindingSlices.write(findings, bytesPerFinding: 1536, to: output) { range, bytes in
      // The slice's bytes move into the writer and back, never shared, so never copied.
      var json = JSONBytes(bytes)
      bytes = []
      // What a result shares with the run of findings it is in, made once for the run.
      var run = FindingRun()
      var shared = SharedParts()
      for position in range {
        json.raw(position > 0 ? ",\n        " : "        ")
        let finding = findings[position]
        if run.starts(finding) {
          shared = SharedParts(finding, ruleIndex: index[finding.rule], usesBaseline: usesBaseline)
        }
        Self.append(finding, shared: shared, isSlice: isSlice, to: &json)
      }
      bytes = json.bytes
    }
    output(Array(("\n      ]" + document[place.upperBound...] + "\n").utf8))
  }

  /// The tool and its rule catalog, at the depth a run's `tool.driver` sits.
  static func driver() -> String {
    JSONText.object(
      [
        ("name", JSONText.string(Tool.name)), ("semanticVersion", JSONText.string(Tool.version)),
        ("informationUri", JSONText.string(Tool.homeURL)),
        ("rules", JSONText.array(RuleCatalog.descriptions.map(Self.rule), indent: 5)),
      ], indent: 4)
  }

  private static func rule(_ rule: RuleDescription) -> String {
    JSONText.object(
      [
        ("id", JSONText.string(rule.id)), ("name", JSONText.string(rule.id)),
        ("shortDescription", JSONText.object([("text", JSONText.string(rule.summary))], indent: 7)),
        ("fullDescription", JSONText.object([("text", JSONText.string(clip(rule.rationale)))], indent: 7)),
        (
          "help",
          JSONText.object(
            [("text", JSONText.string("\(rule.summary). Reference: \(rule.reference)."))], indent: 7)
        ),
        ("helpUri", JSONText.string(Tool.rulesURL + "#" + RuleDocumentation.anchor(rule.id))),
        ("defaultConfiguration", defaultConfiguration(rule)),
        ("properties", JSONText.object([("tags", "[" + JSONText.string(rule.family) + "]")], indent: 7)),
      ], indent: 6)
  }

  /// The rule's default level, and its options' defaults as the configuration's parameters.
  private static func defaultConfiguration(_ rule: RuleDescription) -> String {
    var members = [("level", JSONText.string(rule.defaultSeverity.rawValue))]
    if !rule.options.isEmpty {
      let parameters = rule.options.map { ($0.name, RuleOption.text($0.defaultValue)) }
      members.append(("parameters", JSONText.object(parameters, indent: 8)))
    }
    return JSONText.object(members, indent: 7)
  }

  /// The parts of a result that a run of findings shares (see `FindingRun`).
  private struct SharedParts {
    /// From the result's opening brace to the message's text.
    var head: [UInt8] = []
    /// From the message's end to the start line's value.
    var location: [UInt8] = []
    var fingerprint = Fingerprint.OriginPart()

    /// Parts of no run, until the first finding's are made.
    init() {}

    init(_ finding: Finding, ruleIndex: Int?, usesBaseline: Bool) {
      var json = JSONBytes()
      json.raw("{\n          \"ruleId\": ")
      json.string(finding.rule)
      if let ruleIndex {
        json.raw(",\n          \"ruleIndex\": ")
        json.number(ruleIndex)
      }
      json.raw(",\n          \"level\": ")
      json.string(finding.severity.rawValue)
      if usesBaseline {
        json.raw(",\n          \"baselineState\": ")
        json.string(finding.isKnown ? "unchanged" : "new")
      }
      json.raw(",\n          \"message\": {\n            \"text\": ")
      head = json.bytes
      json = JSONBytes()
      json.raw(
        "\n          },\n          \"locations\": [\n            {\n              \"physicalLocation\": {\n")
      json.raw("                \"artifactLocation\": {\n                  \"uri\": ")
      json.string(SARIFReporter.uriReference(finding.location?.file ?? "."))
      json.raw("\n                },\n                \"region\": {\n                  \"startLine\": ")
      location = json.bytes
      fingerprint = Fingerprint.OriginPart(of: finding)
    }
  }

  /// A fix that inserts code at one place: an empty region to replace, and the text.
  private static func appendFix(_ fix: CodeFix, to json: inout JSONBytes) {
    json.raw(",\n          \"fixes\": [\n            {\n              \"description\": {\"text\": ")
    json.string(fix.description)
    json.raw(
      "},\n              \"artifactChanges\": [\n                {\n                  \"artifactLocation\": {\"uri\": "
    )
    json.string(SARIFReporter.uriReference(fix.insertAt.file))
    json.raw("},\n                  \"replacements\": [\n                    {\n")
    json.raw("                      \"deletedRegion\": {\"startLine\": ")
    json.number(fix.insertAt.line)
    json.raw(", \"startColumn\": ")
    json.number(fix.insertAt.column)
    json.raw(", \"endLine\": ")
    json.number(fix.insertAt.line)
    json.raw(", \"endColumn\": ")
    json.number(fix.insertAt.column)
    json.raw("},\n                      \"insertedContent\": {\"text\": ")
    json.string(fix.text)
    json.raw(
      "}\n                    }\n                  ]\n                }\n              ]\n            }\n          ]"
    )
  }

  /// One result as `JSONText.object` lays it out at the depth of `runs[0].results`, written
  /// straight into bytes: a log may hold a hundred thousand. Every result needs a location
  /// with a start line to be shown; a finding about a whole file points at its first line.
  /// A slice's result (`isSlice`) carries the finding whole, for `ReportMerge`.
  private static func append(
    _ finding: Finding, shared: SharedParts, isSlice: Bool, to json: inout JSONBytes
  ) {
    json.raw(bytes: shared.head)
    json.string(finding.message)
    json.raw(bytes: shared.location)
    json.number(max(finding.lineNumber, 1))
    if finding.columnNumber > 0 {
      json.raw(",\n                  \"startColumn\": ")
      json.number(finding.columnNumber)
    }
    json.raw("\n                }\n              }\n            }\n          ],\n")
    json.raw("          \"partialFingerprints\": {\n            \"onboardAudit/v1\": \"")
    json.appendBytes { Fingerprint.appendHash(of: finding, from: shared.fingerprint, to: &$0) }
    json.raw("\"\n          }")
    // Written where the finding is (docs/ci.md, "Suppressions"): code scanning shows it
    // as suppressed, with the reason.
    if let suppression = finding.suppression {
      json.raw(",\n          \"suppressions\": [\n            {\n              \"kind\": ")
      json.string(suppression.kind)
      if let reason = suppression.reason {
        json.raw(",\n              \"justification\": ")
        json.string(reason)
      }
      json.raw("\n            }\n          ]")
    }
    if let fix = finding.fix { appendFix(fix, to: &json) }
    if isSlice {
      json.raw(",\n          \"properties\": {\n            \"onboardAudit/finding\": ")
      json.raw(built: FindingRecord.encode(finding))
      json.raw("\n          }")
    }
    json.raw("\n        }")
  }

  /// GitHub rejects descriptions over 1,024 characters.
  private static func clip(_ text: String) -> String {
    text.count <= 1024 ? text : String(text.prefix(1023)) + "…"
  }

  /// A path as a URI reference: `/` separators, everything but unreserved characters percent-encoded.
  static func uriReference(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
