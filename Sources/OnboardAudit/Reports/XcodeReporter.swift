/// `path:line:column: error|warning|note: message [rule]`, one line per finding, the form
/// Xcode, editors and most CI log parsers understand; then a summary line that matches no
/// diagnostic pattern, so a clean run still says what it audited.
public struct XcodeReporter: Reporter {
  public init() {}

  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    Self.write(result, to: output, severityText: { $0.rawValue })
    if let line = TextReporter.sourcesLine(result) { output(Array("\(line)\n".utf8)) }
    output(Array("\(Tool.name): \(TextReporter.summary(result))\n".utf8))
  }

  /// The findings' lines, encoded in slices on all cores.
  static func write(
    _ result: AuditResult, to output: ([UInt8]) -> Void,
    severityText: @escaping @Sendable (Severity) -> String
  ) {
    let findings = result.findings
    FindingSlices.write(findings, to: output) { range, bytes in
      var run = FindingRun()
      var parts = LineParts()
      for index in range {
        let finding = findings[index]
        // Suppressed where it is: accepted, and not said again (the summary counts it).
        if finding.isSuppressed { continue }
        if run.starts(finding) { parts = LineParts(finding, severityText: severityText(finding.severity)) }
        appendLine(finding, parts: parts, to: &bytes, message: appendOneLineMessage)
        bytes.append(UInt8(ascii: "\n"))
      }
    }
  }

  /// One finding as a diagnostic line; the location is left out where there is none.
  static func line(_ finding: Finding, severityText: String? = nil) -> String {
    var bytes: [UInt8] = []
    appendLine(
      finding, parts: LineParts(finding, severityText: severityText), to: &bytes,
      message: appendOneLineMessage)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The parts of a finding's line that the findings of a run share (see `FindingRun`),
  /// made once for the run: the place up to the line number, the severity up to the
  /// message, and the end after it.
  struct LineParts {
    /// The file, or the tool's name for a finding without a location.
    var place: [UInt8] = []
    /// Whether `place` is a file, which a line and column may follow.
    var hasFile = false
    /// ": error: ", up to the message.
    var severity: [UInt8] = []
    /// After the message: the baseline's mark and the rule's id in brackets.
    var end: [UInt8] = []

    /// Parts of no run, until the first finding's are made.
    init() {}

    init(_ finding: Finding, severityText: String? = nil) {
      if let file = finding.location?.file {
        hasFile = true
        // A path is an input too: a folder named with a line break must not start a line.
        place.appendUTF8(singleLine(file))
      } else {
        place.appendUTF8(Tool.name)
      }
      severity.appendUTF8(": \(severityText ?? finding.severity.rawValue): ")
      if finding.isKnown { end.appendUTF8(" (in baseline)") }
      end.appendUTF8(" [\(finding.rule)]")
    }

    /// The parts with each one changed by `change` (escaped for another format): the
    /// parts are whole characters, so escaping each is escaping the whole.
    func map(_ change: ([UInt8]) -> [UInt8]) -> LineParts {
      var parts = self
      (parts.place, parts.severity, parts.end) = (change(place), change(severity), change(end))
      return parts
    }
  }

  /// Appends `finding`'s line from its run's `parts`, the message as `message` writes it
  /// (on one line, and escaped as the report that holds the line needs).
  static func appendLine(
    _ finding: Finding, parts: LineParts, to bytes: inout [UInt8],
    message: (Finding, inout [UInt8]) -> Void
  ) {
    bytes.append(contentsOf: parts.place)
    if parts.hasFile && finding.lineNumber > 0 {
      bytes.append(UInt8(ascii: ":"))
      bytes.appendDecimal(finding.lineNumber)
      if finding.columnNumber > 0 {
        bytes.append(UInt8(ascii: ":"))
        bytes.appendDecimal(finding.columnNumber)
      }
    }
    bytes.append(contentsOf: parts.severity)
    message(finding, &bytes)
    bytes.append(contentsOf: parts.end)
  }

  /// The message's bytes on one line: a stray line break or control character from an input
  /// must not split a diagnostic or start one of its own, so each is shown as an escape
  /// (`singleLine`, which returns most messages as they are after one scan of their bytes).
  static func appendOneLineMessage(_ finding: Finding, to bytes: inout [UInt8]) {
    bytes.appendUTF8(singleLine(finding.message))
  }
}
