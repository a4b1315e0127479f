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
    var prefix = ""
    if let location = finding.location {
      prefix = location.file
      if location.line > 0 {
        prefix += ":\(location.line)"
        if location.column > 0 { prefix += ":\(location.column)" }
      }
      prefix += ": "
    } else {
      prefix = "\(Tool.name): "
    }
    let severity = severityText ?? finding.severity.rawValue
    let known = finding.isKnown ? " (in baseline)" : ""
    return "\(prefix)\(severity): \(oneLine(finding.message))\(known) [\(finding.rule)]"
  }

  /// Messages are one line; a stray line break from an input must not split a diagnostic.
  static func oneLine(_ message: String) -> String {
    // The byte scan first: most messages have no break, and need no Characters.
    guard TextTraits(of: message).contains(.lineBreaks) else { return message }
    return String(message.map { $0.isNewline ? " " : $0 })
  }
}
