/// `path:line:column: error|warning|note: message [rule]`, one line per finding, the form
/// Xcode, editors and most CI log parsers understand; then a summary line that matches no
/// diagnostic pattern, so a clean run still says what it audited.
public struct XcodeReporter: Reporter {
  public init() {}

  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    Self.write(result, to: output, severityText: { $0.rawValue })
    output(Array("\(Tool.name): \(TextReporter.summary(result))\n".utf8))
  }

  /// The findings' lines, encoded in slices on all cores.
  static func write(
    _ result: AuditResult, to output: ([UInt8]) -> Void,
    severityText: @escaping @Sendable (Severity) -> String
  ) {
    let findings = result.findings
    FindingSlices.write(findings, to: output) { range, bytes in
      findings.withUnsafeBufferPointer { findings in
        for index in range {
          let finding = findings[lent: index]
          appendLine(finding, severityText: severityText(finding.severity), to: &bytes)
          bytes.append(UInt8(ascii: "\n"))
        }
      }
    }
  }

  /// One finding as a diagnostic line; the location is left out where there is none.
  static func line(_ finding: Finding, severityText: String? = nil) -> String {
    var bytes: [UInt8] = []
    finding.lent { appendLine($0, severityText: severityText, to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `line(finding)`'s bytes to `bytes`, making no string on the way: a report may
  /// hold a million lines, and JUnit writes one in each test case.
  static func appendLine(_ finding: LentFinding, severityText: String? = nil, to bytes: inout [UInt8]) {
    let severity = severityText ?? finding.severity.rawValue
    if let location = finding.location {
      bytes.appendUTF8(location.file)
      if location.line > 0 {
        bytes.append(UInt8(ascii: ":"))
        bytes.appendDecimal(location.line)
        if location.column > 0 {
          bytes.append(UInt8(ascii: ":"))
          bytes.appendDecimal(location.column)
        }
      }
    } else {
      bytes.appendUTF8(Tool.name)
    }
    bytes.appendUTF8(": ")
    bytes.appendUTF8(severity)
    bytes.appendUTF8(": ")
    appendOneLineMessage(of: finding, to: &bytes)
    if finding.isKnown { bytes.appendUTF8(" (in baseline)") }
    bytes.appendUTF8(" [")
    bytes.appendUTF8(finding.rule)
    bytes.append(UInt8(ascii: "]"))
  }

  /// `oneLine(finding.message)`'s bytes; the message's own when it has no line break, as
  /// most.
  static func appendOneLineMessage(of finding: LentFinding, to bytes: inout [UInt8]) {
    if finding.messageHasLineBreaks {
      bytes.appendUTF8(oneLine(finding.message))
    } else {
      finding.appendMessage(to: &bytes)
    }
  }

  /// Messages are one line; a stray line break from an input must not split a diagnostic.
  static func oneLine(_ message: String) -> String {
    // The byte scan first: most messages have no break, and need no Characters.
    guard TextTraits(of: message).contains(.lineBreaks) else { return message }
    return String(message.map { $0.isNewline ? " " : $0 })
  }
}
