/// SARIF 2.1.0 (`--sarif`), for GitHub code scanning and other static-analysis viewers: the
/// rule catalog with help links, and one result per finding with a level and a location.
public struct SARIFReporter: Reporter {
  public init() {}

  public func report(_ result: AuditResult) -> [UInt8] {
    var bytes: [UInt8] = []
    write(result) { bytes += $0 }
    return bytes
  }

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
      for position in range {
        if position > 0 { bytes += ",\n".utf8 }
        bytes += "        ".utf8
        let finding = findings[position]
        bytes +=
          Self.result(
            finding, ruleIndex: index[finding.rule], usesBaseline: usesBaseline, isSlice: isSlice
          ).utf8
      }
    }
    output(Array(("\n      ]" + document[place.upperBound...] + "\n").utf8))
  }

  /// The tool and its rule catalog, at the depth a run's `tool.driver` sits.
  static func driver() -> String {
    JSONText.object(
      [
        ("name", JSONText.string(Tool.name)), ("semanticVersion", JSONText.string(Tool.version)),
        ("informationUri", JSONText.string(Tool.documentationURL)),
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
        ("helpUri", JSONText.string(Tool.documentationURL + "#" + RuleDocumentation.anchor(rule.id))),
        (
          "defaultConfiguration",
          JSONText.object([("level", JSONText.string(rule.defaultSeverity.rawValue))], indent: 7)
        ),
        ("properties", JSONText.object([("tags", "[" + JSONText.string(rule.family) + "]")], indent: 7)),
      ], indent: 6)
  }

  /// A slice's result (`isSlice`) carries the finding whole, for `ReportMerge`.
  private static func result(_ finding: Finding, ruleIndex: Int?, usesBaseline: Bool, isSlice: Bool) -> String
  {
    var members: [(String, String)] = [("ruleId", JSONText.string(finding.rule))]
    if let ruleIndex { members.append(("ruleIndex", "\(ruleIndex)")) }
    members.append(("level", JSONText.string(finding.severity.rawValue)))
    if usesBaseline {
      members.append(("baselineState", JSONText.string(finding.isKnown ? "unchanged" : "new")))
    }
    members.append(("message", JSONText.object([("text", JSONText.string(finding.message))], indent: 5)))
    // Every result needs a location with a start line to be shown; a finding about a whole
    // file points at its first line.
    let location = finding.location ?? SourceLocation(file: ".")
    var region: [(String, String)] = [("startLine", "\(max(location.line, 1))")]
    if location.column > 0 { region.append(("startColumn", "\(location.column)")) }
    let physical = JSONText.object(
      [
        (
          "artifactLocation",
          JSONText.object([("uri", JSONText.string(uriReference(location.file)))], indent: 8)
        ),
        ("region", JSONText.object(region, indent: 8)),
      ], indent: 7)
    members.append(
      ("locations", JSONText.array([JSONText.object([("physicalLocation", physical)], indent: 6)], indent: 5))
    )
    members.append(
      (
        "partialFingerprints",
        JSONText.object([("onboardAudit/v1", JSONText.string(Fingerprint(finding).hash))], indent: 5)
      ))
    if isSlice {
      members.append(
        ("properties", JSONText.object([("onboardAudit/finding", FindingRecord.encode(finding))], indent: 5)))
    }
    return JSONText.object(members, indent: 4)
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
