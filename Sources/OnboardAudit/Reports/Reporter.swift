/// Turns an audit result into the bytes of one report format. Reporters only format.
public protocol Reporter: Sendable {
  /// The report handed to `output` piece by piece, in order, without ever holding all of it
  /// when the format can be streamed.
  func write(_ result: AuditResult, to output: ([UInt8]) -> Void)

  /// The whole report: the pieces of `write`, joined.
  func report(_ result: AuditResult) -> [UInt8]
}

extension Reporter {
  public func report(_ result: AuditResult) -> [UInt8] {
    var bytes: [UInt8] = []
    write(result) { bytes += $0 }
    return bytes
  }
}

/// The formats `--format` writes to standard output; the raw values are the flag's values.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text
  case xcode
  case github
  case json

  /// The reporter for the format.
  public func reporter(color: Bool) -> any Reporter {
    switch self {
    case .text: TextReporter(color: color)
    case .xcode: XcodeReporter()
    case .github: GitHubReporter()
    case .json: JSONReporter()
    }
  }
}
