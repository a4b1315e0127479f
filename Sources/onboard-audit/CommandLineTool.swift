import ArgumentParser
import Foundation
import OnboardAudit

/// The root command: its subcommands, with `audit` the default, and the tool's version.
struct OnboardAuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "onboard-audit",
    abstract: "Audits the localization and accessibility of an app's onboarding flow.",
    discussion: CommandLineTool.whatIsChecked + " Without a subcommand, 'audit' runs.\n"
      + CommandLineTool.exitCodes,
    version: Tool.versionLine,
    subcommands: [
      AuditCommand.self, RulesCommand.self, VoiceOverCommand.self, PluralsCommand.self, ValidateCommand.self,
      ManifestCommand.self, MergeCommand.self, StringsCommand.self,
    ],
    defaultSubcommand: AuditCommand.self)
}

/// Parses the arguments, runs the subcommand, and turns every outcome into an exit code:
/// 0 nothing at or above `--fail-on`, 1 findings at or above it, 2 usage error or nothing
/// to audit. On exit 2 the reports asked for still say what went wrong (docs/ci.md).
enum CommandLineTool {
  /// Help and errors are wrapped at 80 columns, so they read the same in a log as on a terminal.
  static let columns = 80

  /// What an audit checks, as the help of the tool and of `audit` says it.
  static let whatIsChecked = """
    Every key present, translated and well-formed in every locale, and every screen read \
    well by VoiceOver and with Reduce Motion.
    """

  /// The exit codes of docs/ci.md, as the help of the tool and of `audit` lists them.
  static let exitCodes =
    "\n" + """
      EXIT CODES:
        0  nothing at or above --fail-on
        1  findings at or above --fail-on
        2  usage error, or nothing could be audited
      """

  static func run(_ arguments: [String], console: Console) -> Int32 {
    let arguments = arguments == ["-V"] ? ["--version"] : arguments
    let fences = GitHubFence.isAnnotating(arguments) && !console.errIsTerminal
    let console = fences ? console.fencingStandardError() : console
    var running: (any ConsoleCommand)?
    do {
      try rejectMisspelledSubcommand(arguments)
      var command = try OnboardAuditCommand.parseAsRoot(arguments)
      guard let runnable = command as? ConsoleCommand else {
        // ArgumentParser's own commands (`help`, `-h`) end by throwing what they print.
        try command.run()
        return 0
      }
      running = runnable
      return try runnable.execute(console: console)
    } catch let error as AuditError {
      console.err(errorText(error, command: running.map { type(of: $0) } ?? OnboardAuditCommand.self))
      let reports = running?.reportsAfter(error, arguments: arguments) ?? ReportRequest.scan(arguments)
      let guarding = running?.writeGuard(arguments: arguments) ?? WriteGuard.scanning(arguments)
      writeFailureReports(reports, problem: error.message, guard: guarding, after: error, console: console)
      return 2
    } catch {
      let message = OnboardAuditCommand.fullMessage(for: error, columns: columns)
      if OnboardAuditCommand.exitCode(for: error) == .success {
        // --help, --version, --generate-completion-script.
        console.out(message + "\n")
        return 0
      }
      console.err(message + "\n")
      let problem = OnboardAuditCommand.message(for: error)
      writeFailureReports(
        ReportRequest.scan(arguments), problem: problem, guard: WriteGuard.scanning(arguments),
        console: console)
      return 2
    }
  }

  /// A first word that is neither an option, a subcommand nor a path, but close to a
  /// subcommand's name, is that subcommand mistyped (`onboard-audit rule`), not a folder.
  private static func rejectMisspelledSubcommand(_ arguments: [String]) throws(AuditError) {
    guard let first = arguments.first, !first.hasPrefix("-"),
      !FileManager.default.fileExists(atPath: first)
    else { return }
    let names = OnboardAuditCommand.configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(first), let suggestion = Suggestions.closest(to: first, among: names) else {
      return
    }
    throw AuditError.commandLine(
      "unknown subcommand '\(first)'; did you mean '\(suggestion)'? (a folder '\(first)' does not exist either)"
    )
  }

  /// The reports of a run that ended with exit 2, each saying why; a report that cannot be
  /// written is said on standard error. Standard output gets one report at most, even when a
  /// usage error is that two were asked for. A report `guarding` refuses is not written, and
  /// said on standard error unless `error` said it already.
  private static func writeFailureReports(
    _ requests: [ReportRequest], problem: String, guard guarding: WriteGuard, after error: AuditError? = nil,
    console: Console
  ) {
    var said: [RefusedPath] = []
    if case .refusedPaths(let refusals) = error { said = refusals }
    let refusals = guarding.check(requests.map(\.write))
    for refusal in refusals.compactMap({ $0 }) where !said.contains(refusal) {
      console.err("Error: \(refusal.message)\n")
    }
    var wroteStandardOutput = false
    for (request, refusal) in zip(requests, refusals) where refusal == nil {
      let bytes = FailedRunReport.bytes(request.kind, problem: problem)
      if request.path == "-" {
        if !wroteStandardOutput { console.writeOutBytes(bytes) }
        wroteStandardOutput = true
        continue
      }
      do {
        try ReportFile.write(bytes, to: request.path)
      } catch {
        console.err("Error: \(error.message)\n")
      }
    }
  }
}
