import ArgumentParser
import Foundation
import OnboardAudit

/// `onboard-audit [audit] [DIR] [options]`: audit the tables, print diagnostics, write reports.
struct AuditCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Audit DIR's onboarding flow: its string tables, SwiftUI sources and manifest (the default).",
    discussion: CommandLineTool.whatIsChecked + """
       Findings go to standard output and to the report files asked for; \
      'onboard-audit rules' lists the rules.

      """ + CommandLineTool.exitCodes)

  @OptionGroup(title: "Inputs") var project: ProjectOptions

  @Option(
    help: ArgumentHelp(
      """
      A folder to search for SwiftUI sources, or one .swift file (repeatable): their localized \
      strings are checked against the tables. Without --tables, the tables are searched for in \
      the same paths.
      """, valueName: "path"))
  var sources: [String] = []

  @Option(
    help: ArgumentHelp(
      """
      Audit the K-th of N disjoint slices of the tables (1 ≤ K ≤ N), by a stable hash of each \
      table's identity; the flow and the sources are checked in slice 1. 'onboard-audit merge' \
      joins the slices' JSON, JUnit or SARIF reports into the whole run's.
      """, valueName: "k/n"),
    transform: { try ShardArgument.parse($0) })
  var shard: Shard?

  @Option(
    name: .customLong("locale"),
    help: ArgumentHelp(
      "Audit and require this locale (repeatable; default: every locale found).", valueName: "locale"))
  var locales: [String] = []

  @Option(
    help: ArgumentHelp(
      "Standard output's format (default: text on a terminal, else xcode).", valueName: "format"))
  var format: OutputFormat?

  @OptionGroup(title: "Reports") var reports: ReportOptions

  @Option(
    help: ArgumentHelp(
      "Report the findings FILE lists as known: they do not fail the run.", valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp(
      "Write every finding of this run to FILE as the new baseline (the run then exits 0).",
      valueName: "file"))
  var writeBaseline: String?

  @OptionGroup(title: "Verdict") var verdict: VerdictOptions

  @Flag(help: "Print nothing on standard output; reports are still written.")
  var quiet = false

  @Flag(name: .customLong("no-color"), help: "No colour in the text format (NO_COLOR does the same).")
  var noColor = false

  mutating func validate() throws {
    try LocaleArgument.check(locales)
    if reports.requests.filter({ $0.path == "-" }).count > 1 {
      throw ValidationError("only one report can go to standard output ('-')")
    }
  }

  func execute(console: Console) throws -> Int32 {
    try PathArgument.checkExists(project.paths + sources + [baseline].compactMap { $0 })
    let invocation = try AuditInvocation(self)
    try invocation.checkWrites()
    let progress = ProgressLine(console: console)
    let result = Audit.run(
      invocation.settings, progress: progress.map { line in { line.update($0, of: $1) } })
    progress?.finish()
    // A broken manifest was read, and is a finding: only a run that read nothing stops.
    if result.filesRead == 0 && invocation.settings.flowProblem == nil {
      throw AuditError.nothingToAudit(invocation.nothingFoundMessage + Self.linksNotRead(result))
    }
    if let path = invocation.writeBaseline {
      try ReportFile.write(Baseline(findings: result.findings).encoded(), to: path)
    }
    try writeReports(result, invocation, console: console)
    // A run that writes the baseline accepts what it found, and so does `--fail-on never`
    // (without a look at a hundred thousand findings).
    let failed = invocation.failingSeverity.map { lowest in result.hasNewFinding(where: { $0 >= lowest }) }
    BackgroundRelease.release(consume result)
    return failed == true ? 1 : 0
  }

  func reportsAfter(_ error: AuditError, arguments: [String]) -> [ReportRequest] {
    AuditInvocation.reportsAfter(error, self, arguments: arguments)
  }

  /// Why a run that found nothing to read found nothing, where links leading out of the
  /// folders searched were not followed (`input.link-outside`): "; "de.lproj/L.strings" and 1
  /// more are symbolic links that …". Empty when there were none.
  static func linksNotRead(_ result: AuditResult) -> String {
    let links = result.findings.filter { $0.rule == "input.link-outside" }.compactMap(\.location?.file)
    guard let first = links.first else { return "" }
    let subject =
      links.count == 1
      ? "\(quoted(first, limit: .max)) is a symbolic link"
      : "\(quoted(first, limit: .max)) and \(links.count - 1) more are symbolic links"
    let verb = links.count == 1 ? "was" : "were"
    return
      "; \(subject) that \(links.count == 1 ? "leads" : "lead") outside the folder searched, and \(verb) not read (input.link-outside)"
  }

  func writeGuard(arguments: [String]) -> WriteGuard {
    AuditInvocation.writeGuard(self)
  }

  private func writeReports(_ result: AuditResult, _ invocation: AuditInvocation, console: Console) throws {
    for request in invocation.reportRequests where request.path == "-" {
      invocation.reporter(request.kind).write(result, to: console.writeOutBytes)
    }
    let failures = ReportFiles.write(
      invocation.reportRequests.filter { $0.path != "-" }.map {
        ReportFiles.Job(path: $0.path, reporter: invocation.reporter($0.kind), cost: $0.kind.relativeCost)
      }, result)
    if !invocation.quiet && !invocation.reportRequests.contains(where: { $0.path == "-" }) {
      let color =
        !invocation.noColor && console.outIsTerminal && console.environment["NO_COLOR", default: ""].isEmpty
      let format = invocation.format ?? (console.outIsTerminal ? .text : .xcode)
      format.reporter(color: color).write(result, to: console.writeOutBytes)
    }
    // The reports that could be written stay as they are: none is replaced by a failure report.
    if !failures.isEmpty {
      throw AuditError.reportsNotWritten(failures)
    }
  }
}

extension OutputFormat: ExpressibleByArgument {}
