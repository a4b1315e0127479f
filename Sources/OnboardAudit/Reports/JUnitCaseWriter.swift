/// Writes the `<testcase>`s of a JUnit suite straight as bytes, in the layout `XMLWriter`
/// gives the children of a suite (`testsuites` > `testsuite` > `testcase`, two spaces a
/// level) and with its escaping: a report may hold a million test cases, and the writer's
/// bookkeeping for each element and attribute cost more than their bytes. Many are written
/// in slices on all cores.
struct JUnitCaseWriter: Sendable {
  /// Leave out `file` and `line` (`JUnitReporter.strict`).
  var strict: Bool
  /// Whether each finding's test case carries the finding whole in `group` (a slice's
  /// report, `--shard`).
  var carriesFindings: Bool
  /// Every finding of the report, where the test cases' places point.
  var findings: [Finding]

  /// How many test cases are gathered before they are written together.
  static let batchSize = FindingSlices.sliceSize * FindingSlices.slicesPerBatch
  /// Fewer test cases than this are written on the calling thread: a slice costs more than
  /// they do.
  static let fewestSliced = 512

  /// Writes `cases`, which follow the start tag of their suite or another test case, and
  /// hands their bytes on.
  func write(_ cases: [JUnitSuite.Case], to output: ([UInt8]) -> Void) {
    guard !cases.isEmpty else { return }
    let encoder = self
    guard cases.count >= Self.fewestSliced else {
      var bytes: [UInt8] = []
      encoder.append(cases.indices, of: cases, to: &bytes)
      return output(bytes)
    }
    FindingSlices.write(count: cases.count, bytesPerItem: 512, to: output) { range, bytes in
      encoder.append(range, of: cases, to: &bytes)
    }
  }

  /// The test cases in `range`, each finding lent from the report's array in place (see
  /// `LentFinding`).
  func append(_ range: Range<Int>, of cases: [JUnitSuite.Case], to bytes: inout [UInt8]) {
    var run = FindingRun()
    var shared = SharedParts()
    // The cases read in place too: a copy of each would count its two strings.
    cases.withUnsafeBufferPointer { cases in
      findings.withUnsafeBufferPointer { findings in
        for index in range {
          if let place = cases[index].place {
            let finding = findings[lent: place]
            if run.starts(finding) { shared = SharedParts(finding, strict: strict) }
            append(cases[index], finding: finding, shared: shared, to: &bytes)
          } else {
            append(cases[index], to: &bytes)
          }
        }
      }
    }
  }

  /// A rule's test case: passed, or skipped when the rule is turned off.
  private func append(_ testCase: JUnitSuite.Case, to bytes: inout [UInt8]) {
    Self.startTestCase(testCase, to: &bytes)
    bytes.appendUTF8(" time=\"0.000\"")
    guard testCase.outcome == .skipped else { return bytes.appendUTF8("/>\n") }
    bytes.appendUTF8(">\n      <skipped message=\"rule turned off\"/>\n    </testcase>\n")
  }

  /// What the test cases of a run of findings share (see `FindingRun`), escaped once.
  private struct SharedParts {
    /// The rule's id, escaped as an attribute's value, then " · ".
    var rulePrefix: [UInt8] = []
    /// ` file="…"`, or nothing when strict or without a location.
    var fileAttribute: [UInt8] = []
    /// The diagnostic's parts (`XcodeReporter.LineParts`), escaped as text.
    var diagnostic = XcodeReporter.LineParts()

    /// Parts of no run, until the first finding's are made.
    init() {}

    init(_ finding: LentFinding, strict: Bool) {
      XMLWriter.appendEscaped(finding.rule, inAttribute: true, to: &rulePrefix)
      rulePrefix.appendUTF8(" · ")
      if !strict, let file = finding.location?.file {
        JUnitCaseWriter.appendAttribute(" file=\"", file, to: &fileAttribute)
      }
      diagnostic = XcodeReporter.LineParts(finding).map { part in
        var escaped: [UInt8] = []
        part.withUnsafeBufferPointer { XMLWriter.appendEscaped($0, inAttribute: false, to: &escaped) }
        return escaped
      }
    }
  }

  /// A finding's test case.
  private func append(
    _ testCase: JUnitSuite.Case, finding: LentFinding, shared: SharedParts, to bytes: inout [UInt8]
  ) {
    Self.startTestCase(testCase, rulePrefix: shared.rulePrefix, to: &bytes)
    if carriesFindings {
      Self.appendAttribute(" group=\"", FindingRecord.encode(finding.finding), to: &bytes)
    }
    if !strict && shared.diagnostic.hasFile {
      bytes.append(contentsOf: shared.fileAttribute)
      if finding.line > 0 {
        bytes.appendUTF8(" line=\"")
        bytes.appendDecimal(finding.line)
        bytes.append(UInt8(ascii: "\""))
      }
    }
    bytes.appendUTF8(" time=\"0.000\">\n      ")
    switch testCase.outcome {
    case .passed:
      // A finding below --fail-on: shown, but not a failure.
      bytes.appendUTF8("<system-out>")
      Self.appendBody(finding, shared: shared, to: &bytes)
      bytes.appendUTF8("</system-out>\n")
    case .skipped:
      bytes.appendUTF8("<skipped message=\"known in the baseline: ")
      Self.appendOneLineMessage(of: finding, inAttribute: true, to: &bytes)
      bytes.appendUTF8("\"/>\n")
    case .failure, .error:
      let element = testCase.outcome == .error ? "error" : "failure"
      bytes.append(UInt8(ascii: "<"))
      bytes.appendUTF8(element)
      bytes.appendUTF8(" message=\"")
      Self.appendOneLineMessage(of: finding, inAttribute: true, to: &bytes)
      Self.appendAttribute("\" type=\"", finding.rule, to: &bytes)
      bytes.append(UInt8(ascii: ">"))
      Self.appendBody(finding, shared: shared, to: &bytes)
      bytes.appendUTF8("</")
      bytes.appendUTF8(element)
      bytes.appendUTF8(">\n")
    }
    bytes.appendUTF8("    </testcase>\n")
  }

  /// `<testcase classname="…" name="…"`, the name the case's subject after `rulePrefix`, a
  /// finding's rule's id and " · ", escaped: in parts, as the whole name would be, since
  /// each part is whole characters.
  private static func startTestCase(
    _ testCase: JUnitSuite.Case, rulePrefix: [UInt8] = [], to bytes: inout [UInt8]
  ) {
    appendAttribute("    <testcase classname=\"", testCase.className, to: &bytes)
    bytes.appendUTF8(" name=\"")
    bytes.append(contentsOf: rulePrefix)
    XMLWriter.appendEscaped(testCase.subject, inAttribute: true, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// `lead`, then `value` escaped as an attribute's value, then its closing quote.
  private static func appendAttribute(_ lead: String, _ value: String, to bytes: inout [UInt8]) {
    bytes.appendUTF8(lead)
    XMLWriter.appendEscaped(value, inAttribute: true, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// The message on one line (`XcodeReporter.oneLine`), escaped.
  private static func appendOneLineMessage(
    of finding: LentFinding, inAttribute: Bool, to bytes: inout [UInt8]
  ) {
    if finding.messageHasLineBreaks {
      XMLWriter.appendEscaped(XcodeReporter.oneLine(finding.message), inAttribute: inAttribute, to: &bytes)
    } else {
      XMLWriter.appendEscaped(finding.messageUTF8, inAttribute: inAttribute, to: &bytes)
    }
  }

  /// The diagnostic (`XcodeReporter.appendLine`), then the keys a finding about many keys
  /// names, one a line, escaped as text in parts, as the whole would be: each part is whole
  /// characters.
  private static func appendBody(_ finding: LentFinding, shared: SharedParts, to bytes: inout [UInt8]) {
    XcodeReporter.appendLine(finding, parts: shared.diagnostic, to: &bytes) { finding, bytes in
      appendOneLineMessage(of: finding, inAttribute: false, to: &bytes)
    }
    for key in finding.keys {
      bytes.append(UInt8(ascii: "\n"))
      XMLWriter.appendEscaped(key, inAttribute: false, to: &bytes)
    }
  }
}
