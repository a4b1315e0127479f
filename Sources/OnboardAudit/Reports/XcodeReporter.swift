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
      for index in range {
        bytes += line(findings[index], severityText: severityText(findings[index].severity)).utf8
        bytes.append(UInt8(ascii: "\n"))
      }
    }
  }

  /// One finding as a diagnostic line; the location is left out where there is none.
  static func line(_ finding: Finding, severityText: String? = nil) -> String {
    let message = oneLine(finding.message)
    let severity = severityText ?? finding.severity.rawValue
    // One string made at its size: a report may hold a hundred thousand lines.
    var line = ""
    line.reserveCapacity(
      (finding.location?.file.utf8.count ?? Tool.name.utf8.count) + severity.utf8.count + message.utf8.count
        + finding.rule.utf8.count + 48)
    if let location = finding.location {
      line += location.file
      if location.line > 0 {
        line += ":"
        line += String(location.line)
        if location.column > 0 {
          line += ":"
          line += String(location.column)
        }
      }
    } else {
      line += Tool.name
    }
    line += ": "
    line += severity
    line += ": "
    line += message
    if finding.isKnown { line += " (in baseline)" }
    line += " ["
    line += finding.rule
    line += "]"
    return line
  }

  /// Messages are one line; a stray line break from an input must not split a diagnostic.
  static func oneLine(_ message: String) -> String {
    // The byte scan first: most messages have no break, and need no Characters.
    guard TextTraits(of: message).contains(.lineBreaks) else { return message }
    return String(message.map { $0.isNewline ? " " : $0 })
  }
}
