/// How serious a finding is. The raw values are the names used on the command line,
/// in the config file and in every report.
public enum Severity: String, Sendable, CaseIterable, Comparable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
