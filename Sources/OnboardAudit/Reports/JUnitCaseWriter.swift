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
    // Where a finding's diagnostic is put together before it is escaped.
    var scratch: [UInt8] = []
    findings.withUnsafeBufferPointer { findings in
      for index in range {
        let testCase = cases[index]
        if let place = testCase.place {
          append(testCase, finding: findings[lent: place], to: &bytes, scratch: &scratch)
        } else {
          append(testCase, to: &bytes)
        }
      }
    }
  }

  /// A rule's test case: passed, or skipped when the rule is turned off.
  private func append(_ testCase: JUnitSuite.Case, to bytes: inout [UInt8]) {
    Self.startTestCase(testCase, rule: nil, to: &bytes)
    bytes.appendUTF8(" time=\"0.000\"")
    guard testCase.outcome == .skipped else { return bytes.appendUTF8("/>\n") }
    bytes.appendUTF8(">\n      <skipped message=\"rule turned off\"/>\n    </testcase>\n")
  }

  /// A finding's test case.
  private func append(
    _ testCase: JUnitSuite.Case, finding: LentFinding, to bytes: inout [UInt8], scratch: inout [UInt8]
  ) {
    Self.startTestCase(testCase, rule: finding.rule, to: &bytes)
    if carriesFindings {
      Self.appendAttribute(" group=\"", FindingRecord.encode(finding.finding), to: &bytes)
    }
    if !strict, let location = finding.location {
      Self.appendAttribute(" file=\"", location.file, to: &bytes)
      if location.line > 0 {
        bytes.appendUTF8(" line=\"")
        bytes.appendDecimal(location.line)
        bytes.append(UInt8(ascii: "\""))
      }
    }
    bytes.appendUTF8(" time=\"0.000\">\n      ")
    switch testCase.outcome {
    case .passed:
      // A finding below --fail-on: shown, but not a failure.
      bytes.appendUTF8("<system-out>")
      Self.appendBody(finding, to: &bytes, scratch: &scratch)
      bytes.appendUTF8("</system-out>\n")
    case .skipped:
      bytes.appendUTF8("<skipped message=\"known in the baseline: ")
      Self.appendOneLineMessage(of: finding, to: &bytes)
      bytes.appendUTF8("\"/>\n")
    case .failure, .error:
      let element = testCase.outcome == .error ? "error" : "failure"
      bytes.append(UInt8(ascii: "<"))
      bytes.appendUTF8(element)
      bytes.appendUTF8(" message=\"")
      Self.appendOneLineMessage(of: finding, to: &bytes)
      Self.appendAttribute("\" type=\"", finding.rule, to: &bytes)
      bytes.append(UInt8(ascii: ">"))
      Self.appendBody(finding, to: &bytes, scratch: &scratch)
      bytes.appendUTF8("</")
      bytes.appendUTF8(element)
      bytes.appendUTF8(">\n")
    }
    bytes.appendUTF8("    </testcase>\n")
  }

  /// `<testcase classname="…" name="…"`, the name a finding's `rule`, " · " and the case's
  /// subject, or the subject alone.
  private static func startTestCase(_ testCase: JUnitSuite.Case, rule: String?, to bytes: inout [UInt8]) {
    appendAttribute("    <testcase classname=\"", testCase.className, to: &bytes)
    bytes.appendUTF8(" name=\"")
    // Escaped in parts, as the whole name would be: each part is whole characters.
    if let rule {
      XMLWriter.appendEscaped(rule, inAttribute: true, to: &bytes)
      bytes.appendUTF8(" · ")
    }
    XMLWriter.appendEscaped(testCase.subject, inAttribute: true, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// `lead`, then `value` escaped as an attribute's value, then its closing quote.
  private static func appendAttribute(_ lead: String, _ value: String, to bytes: inout [UInt8]) {
    bytes.appendUTF8(lead)
    XMLWriter.appendEscaped(value, inAttribute: true, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// The message on one line (`XcodeReporter.oneLine`), escaped as an attribute's value.
  private static func appendOneLineMessage(of finding: LentFinding, to bytes: inout [UInt8]) {
    if finding.messageHasLineBreaks {
      XMLWriter.appendEscaped(XcodeReporter.oneLine(finding.message), inAttribute: true, to: &bytes)
    } else {
      XMLWriter.appendEscaped(finding.messageUTF8, inAttribute: true, to: &bytes)
    }
  }

  /// The diagnostic, then the keys a finding about many keys names, one a line, escaped as
  /// text.
  private static func appendBody(_ finding: LentFinding, to bytes: inout [UInt8], scratch: inout [UInt8]) {
    scratch.removeAll(keepingCapacity: true)
    XcodeReporter.appendLine(finding, to: &scratch)
    for key in finding.keys {
      scratch.append(UInt8(ascii: "\n"))
      scratch.appendUTF8(key)
    }
    scratch.withUnsafeBufferPointer { XMLWriter.appendEscaped($0, inAttribute: false, to: &bytes) }
  }
}
