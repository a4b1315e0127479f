/// Writes the `<testcase>`s of a JUnit suite: a few through the suite's own writer, many in
/// slices on all cores, each slice by a writer of its own made to stand where the suite's
/// writer stands after a test case, so that its bytes are the ones the suite's would write.
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
  /// Fewer test cases than this are written by the suite's writer: a writer for a slice
  /// costs more than they do.
  static let fewestSliced = 512

  /// Writes `cases`, which follow a test case the suite's `writer` has written (its state is
  /// then the one every slice's writer starts from).
  func write(_ cases: [JUnitSuite.Case], after writer: XMLWriter, to output: ([UInt8]) -> Void) {
    guard cases.count >= Self.fewestSliced else {
      for testCase in cases { write(testCase, to: writer) }
      return
    }
    output(writer.takeWritten())
    let encoder = self
    FindingSlices.write(count: cases.count, bytesPerItem: 512, to: output) { range, bytes in
      let slice = XMLWriter()
      slice.start("testsuites")
      slice.start("testsuite")
      slice.start("testcase")
      slice.end()
      _ = slice.takeWritten()
      encoder.findings.withUnsafeBufferPointer { findings in
        for index in range { encoder.write(cases[index], findings: findings, to: slice) }
      }
      bytes = slice.takeWritten()
    }
  }

  /// One test case, with its outcome and, for a finding, where it is and what it says.
  func write(_ testCase: JUnitSuite.Case, to writer: XMLWriter) {
    findings.withUnsafeBufferPointer { write(testCase, findings: $0, to: writer) }
  }

  /// One test case, its finding lent from `findings`, the report's array read in place
  /// (see `LentFinding`).
  private func write(
    _ testCase: JUnitSuite.Case, findings: UnsafeBufferPointer<Finding>, to writer: XMLWriter
  ) {
    if let place = testCase.place { return write(testCase, finding: findings[lent: place], to: writer) }
    writer.start("testcase")
    writer.attribute("classname", testCase.className)
    writer.attribute("name", testCase.subject)
    writer.attribute("time", "0.000")
    if testCase.outcome == .skipped {
      writer.start("skipped")
      writer.attribute("message", "rule turned off")
      writer.end()
    }
    writer.end()
  }

  /// A finding's test case.
  private func write(_ testCase: JUnitSuite.Case, finding: LentFinding, to writer: XMLWriter) {
    writer.start("testcase")
    writer.attribute("classname", testCase.className)
    writer.attribute("name") { name in
      name.appendUTF8(finding.rule)
      name.appendUTF8(" · ")
      name.appendUTF8(testCase.subject)
    }
    if carriesFindings {
      writer.attribute("group", FindingRecord.encode(finding.finding))
    }
    if !strict, let location = finding.location {
      writer.attribute("file", location.file)
      if location.line > 0 { writer.attribute("line", String(location.line)) }
    }
    writer.attribute("time", "0.000")
    switch testCase.outcome {
    case .passed:
      // A finding below --fail-on: shown, but not a failure.
      writer.start("system-out")
      writer.text { Self.appendBody(finding, to: &$0) }
      writer.end()
    case .skipped:
      writer.start("skipped")
      writer.attribute("message") { value in
        value.appendUTF8("known in the baseline: ")
        XcodeReporter.appendOneLineMessage(of: finding, to: &value)
      }
      writer.end()
    case .failure, .error:
      writer.start(testCase.outcome == .error ? "error" : "failure")
      writer.attribute("message") { XcodeReporter.appendOneLineMessage(of: finding, to: &$0) }
      writer.attribute("type", finding.rule)
      writer.text { Self.appendBody(finding, to: &$0) }
      writer.end()
    }
    writer.end()
  }

  /// The diagnostic, then the keys a finding about many keys names, one a line.
  private static func appendBody(_ finding: LentFinding, to bytes: inout [UInt8]) {
    XcodeReporter.appendLine(finding, to: &bytes)
    for key in finding.keys {
      bytes.append(UInt8(ascii: "\n"))
      bytes.appendUTF8(key)
    }
  }
}
