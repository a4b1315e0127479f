/// `path:line:column: error|warning|note: message [rule]`, one line per finding, the form
/// Xcode, editors and most CI log parsers understand; then a summary line that matches no
/// diagnostic pattern, so a clean run still says what it audited.
public struct XcodeReporter: Reporter {
  public init() {}

  public func report(_ result: AuditResult) -> [UInt8] {
    var text = ""
    for finding in result.findings {
      text += Self.line(finding) + "\n"
    }
    text += "\(Tool.name): " + TextReporter.summary(result) + "\n"
    return Array(text.utf8)
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
    message.contains(where: \.isNewline)
      ? String(message.map { $0.isNewline ? " " : $0 }) : message
  }
}
