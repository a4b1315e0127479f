/// The terminal format: the diagnostics, then a summary line; severities in colour when
/// asked for (only on a terminal, never with `NO_COLOR`).
public struct TextReporter: Reporter {
  public var color: Bool

  public init(color: Bool) {
    self.color = color
  }

  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    let color = color
    XcodeReporter.write(result, to: output, severityText: { Self.paint($0, color: color) })
    if let line = Self.sourcesLine(result) { output(Array("\(line)\n".utf8)) }
    output(Array("\(Tool.name): \(Self.summary(result))\n".utf8))
  }

  /// For a flow derived from the Swift sources, what it holds and what was not followed:
  /// `SwiftUI: 7 screens, 142 elements, 81 % known; not followed: GlobalEnvironmentView (12
  /// uses, not in the sources)` (docs/swiftui.md, "What was not seen").
  public static func sourcesLine(_ result: AuditResult) -> String? {
    result.sources.map(sourcesLine)
  }

  /// The same line for a derived flow's summary, as `manifest` prints it too.
  public static func sourcesLine(_ summary: SourcesSummary) -> String {
    "SwiftUI: \(summary.line)"
  }

  /// "2 errors, 1 warning, 0 notes in 4 locales (10 files)".
  public static func summary(_ result: AuditResult) -> String {
    let severities = result.severityCounts
    let counts = [
      plural(severities[.error] ?? 0, "error"), plural(severities[.warning] ?? 0, "warning"),
      plural(severities[.note] ?? 0, "note"),
    ]
    var text =
      counts.joined(separator: ", ")
      + " in \(plural(result.locales.count, "locale")) (\(plural(result.fileCount, "file")))"
    let suppressed = result.suppressedCount
    if suppressed > 0 { text += "; \(suppressed) suppressed where \(suppressed == 1 ? "it is" : "they are")" }
    if result.usesBaseline {
      let known = result.knownCount
      let fixed = result.fixed.values.reduce(0, +)
      text += "; \(known) known from the baseline, \(fixed) fixed since"
      if fixed > 0 { text += " (write the baseline again to drop them)" }
    }
    return text
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
  }

  private static func paint(_ severity: Severity, color: Bool) -> String {
    guard color else { return severity.rawValue }
    let code =
      switch severity {
      case .error: "1;31"
      case .warning: "1;33"
      case .note: "1;36"
      }
    return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
  }
}
