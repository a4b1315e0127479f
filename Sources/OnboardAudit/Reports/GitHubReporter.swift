/// GitHub Actions workflow commands (`--format github`): one annotation per finding, shown on
/// the pull request's lines, then a summary line, since GitHub shows only the first ten
/// annotations of each kind per step.
public struct GitHubReporter: Reporter {
  /// How many annotations of one kind GitHub shows per step.
  static let shownPerKind = 10

  public init() {}

  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    var text = ""
    // Known findings stay in the log's summary but do not annotate the pull request.
    for finding in result.newFindings {
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let location = finding.location {
        properties.append("file=" + Self.escapeProperty(location.file))
        if location.line > 0 { properties.append("line=\(location.line)") }
        if location.column > 0 { properties.append("col=\(location.column)") }
      }
      properties.append("title=" + Self.escapeProperty(finding.rule))
      text += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))\n"
    }
    let hidden = Severity.allCases.reduce(0) { total, severity in
      total + max(0, result.newFindings.filter { $0.severity == severity }.count - Self.shownPerKind)
    }
    var summary = "\(Tool.name): " + TextReporter.summary(result)
    if hidden > 0 {
      summary +=
        "; GitHub shows \(Self.shownPerKind) annotations of each kind, \(hidden) more are in this log"
    }
    output(Array((text + summary + "\n").utf8))
  }

  /// Message text: `%`, CR and LF percent-encoded, as the runner expects.
  static func escapeData(_ text: String) -> String {
    text.replacingScalars { scalar in
      switch scalar {
      case "%": "%25"
      case "\r": "%0D"
      case "\n": "%0A"
      default: nil
      }
    }
  }

  /// Property values: as messages, plus `:` and `,`, which separate properties.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}
