import ArgumentParser
import OnboardAudit

/// A subcommand that runs against a console (the process's, or a test's) and returns its exit
/// code, instead of ArgumentParser's `run()`, which can only print to the process's own output.
protocol ConsoleCommand: ParsableCommand {
  func execute(console: Console) throws -> Int32

  /// The reports a run that stops with `error` (exit 2) still writes, each saying why.
  func reportsAfter(_ error: AuditError, arguments: [String]) -> [ReportRequest]

  /// What those reports must not replace: the files the run reads.
  func writeGuard(arguments: [String]) -> WriteGuard
}

extension ConsoleCommand {
  /// Those a command line that cannot be acted on names; a command's own failures write none.
  func reportsAfter(_ error: AuditError, arguments: [String]) -> [ReportRequest] {
    if case .commandLine = error { return ReportRequest.scan(arguments) }
    return []
  }

  /// The inputs the raw arguments name.
  func writeGuard(arguments: [String]) -> WriteGuard {
    WriteGuard.scanning(arguments)
  }

  /// Never called: `CommandLineTool` calls `execute(console:)`. Present so that a command
  /// run by ArgumentParser's own `main()` still does its work.
  mutating func run() throws {
    let code = try execute(console: .standard)
    if code != 0 { throw ExitCode(code) }
  }
}
