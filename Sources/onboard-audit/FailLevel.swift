import ArgumentParser
import OnboardAudit

/// The level at which findings fail the run (`--fail-on`, config `failOn`).
enum FailLevel: String, CaseIterable, ExpressibleByArgument {
  case error
  case warning
  case note
  case never

  func fails(_ severity: Severity) -> Bool {
    guard let lowest = lowestFailingSeverity else { return false }
    return severity >= lowest
  }

  /// The lowest severity that fails the run; nil for `never`.
  var lowestFailingSeverity: Severity? {
    switch self {
    case .never: nil
    case .error: .error
    case .warning: .warning
    case .note: .note
    }
  }
}
