import Testing

@testable import OnboardAudit

/// JUnit test cases are written straight as bytes: they must be the bytes `XMLWriter` writes
/// for the same elements, in every outcome and with strings that need escaping or cleaning.
@Suite("JUnit test cases")
struct JUnitCaseWriterTests {
  private static let findings = [
    Finding(
      rule: "value.empty", severity: .error,
      message: "two\nlines, \"quoted\" & <tagged>\t\u{1} \u{FFFE} end",
      location: SourceLocation(file: "R&D/\"de\".lproj/A.strings", line: 3, column: 7), locale: "de",
      table: "R&D/A", key: "say \"hi\" <now>"),
    Finding(
      rule: "key.missing", severity: .warning, message: "de lacks 2 keys", locale: "de", table: "A",
      keys: ["a\"b", "c<d\u{2}"]),
    Finding(
      rule: "text.whitespace", severity: .note, message: "ends with a space",
      location: SourceLocation(file: "de.lproj/A.strings", line: 0, column: 0), locale: "de", key: "k"),
  ]

  /// Each finding in each outcome, then a rule's passing and skipped test cases.
  private static let cases: [JUnitSuite.Case] =
    [JUnitSuite.Outcome.passed, .failure, .error, .skipped].flatMap { outcome in
      findings.indices.map { place in
        JUnitSuite.Case(
          className: "value.de", subject: findings[place].lent(JUnitSuite.Plan.subject(of:)),
          outcome: outcome, place: place)
      }
    } + [
      JUnitSuite.Case(className: "plural.de", subject: "plural.missing-other", outcome: .passed),
      JUnitSuite.Case(className: "label.flow", subject: "label.missing", outcome: .skipped),
    ]

  @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
  func testCasesAreTheBytesTheXMLWriterWrites(strict: Bool, carriesFindings: Bool) {
    let writer = JUnitCaseWriter(strict: strict, carriesFindings: carriesFindings, findings: Self.findings)
    var bytes: [UInt8] = []
    writer.append(Self.cases.indices, of: Self.cases, to: &bytes)
    let expected = Self.throughXMLWriter(strict: strict, carriesFindings: carriesFindings)
    #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    #expect(!bytes.contains(1) && !bytes.contains(2))
    // Many test cases are written in slices: the same bytes, in order.
    let many = Array(repeating: Self.cases, count: 60).flatMap { $0 }
    var pieces: [UInt8] = []
    writer.write(many, to: { pieces += $0 })
    #expect(pieces == Array(repeating: expected, count: 60).flatMap { $0 })
  }

  /// The test cases written element by element, attribute by attribute.
  private static func throughXMLWriter(strict: Bool, carriesFindings: Bool) -> [UInt8] {
    let writer = XMLWriter()
    writer.start("testsuites")
    writer.start("testsuite")
    writer.startChildren()
    _ = writer.takeWritten()
    for testCase in cases {
      writer.start("testcase")
      writer.attribute("classname", testCase.className)
      guard let place = testCase.place else {
        writer.attribute("name", testCase.subject)
        writer.attribute("time", "0.000")
        if testCase.outcome == .skipped {
          writer.start("skipped")
          writer.attribute("message", "rule turned off")
          writer.end()
        }
        writer.end()
        continue
      }
      let finding = findings[place]
      writer.attribute("name", finding.rule + " · " + testCase.subject)
      if carriesFindings { writer.attribute("group", FindingRecord.encode(finding)) }
      if !strict, let location = finding.location {
        writer.attribute("file", location.file)
        if location.line > 0 { writer.attribute("line", String(location.line)) }
      }
      writer.attribute("time", "0.000")
      let body = ([XcodeReporter.line(finding)] + finding.keys).joined(separator: "\n")
      switch testCase.outcome {
      case .passed:
        writer.start("system-out")
        writer.text(body)
      case .skipped:
        writer.start("skipped")
        writer.attribute("message", "known in the baseline: " + XcodeReporter.oneLine(finding.message))
      case .failure, .error:
        writer.start(testCase.outcome == .error ? "error" : "failure")
        writer.attribute("message", XcodeReporter.oneLine(finding.message))
        writer.attribute("type", finding.rule)
        writer.text(body)
      }
      writer.end()
      writer.end()
    }
    return writer.takeWritten()
  }
}
