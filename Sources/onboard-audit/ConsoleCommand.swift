import ArgumentParser

/// A subcommand that runs against a console (the process's, or a test's) and returns its exit
/// code, instead of ArgumentParser's `run()`, which can only print to the process's own output.
protocol ConsoleCommand: ParsableCommand {
  func execute(console: Console) throws -> Int32
}

extension ConsoleCommand {
  /// Never called: `CommandLineTool` calls `execute(console:)`. Present so that a command
  /// run by ArgumentParser's own `main()` still does its work.
  mutating func run() throws {
    let code = try execute(console: .standard)
    if code != 0 { throw ExitCode(code) }
  }
}
