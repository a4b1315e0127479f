import Foundation
import OnboardAudit

/// `onboard-audit [audit] [DIR] [options]`: audit the tables, print diagnostics, write reports.
enum AuditCommand {
  static let usage = "onboard-audit [audit] [DIR] [options]"

  /// The last run's result, kept until the process ends: the process exits right after the
  /// reports, and freeing a hundred thousand findings and table entries one by one would
  /// only delay that.
  nonisolated(unsafe) private static var keptUntilExit: AuditResult?

  static let options: [OptionSpec] = [
    CommonOptions.config,
    CommonOptions.flow,
    OptionSpec(
      name: "--tables", valueName: "PATH",
      help: "A folder to search for string tables, or one table file (repeatable).", repeatable: true),
    OptionSpec(
      name: "--sources", valueName: "PATH",
      help:
        "A folder to search for SwiftUI sources, or one .swift file (repeatable); their localized strings are checked.",
      repeatable: true),
    OptionSpec(
      name: "--source-locale", valueName: "L",
      help:
        "The locale the others are checked against (default: the manifest's, else the catalog's, else en)."),
    OptionSpec(
      name: "--locale", valueName: "L",
      help: "Audit and require this locale (repeatable; default: every locale found).", repeatable: true),
    OptionSpec(
      name: "--format", valueName: "FORMAT",
      help:
        "Standard output format (values: text, xcode, github, json; default: text on a terminal, else xcode)."
    ),
    OptionSpec(
      name: "--json", valueName: "FILE", help: "Write the JSON report to FILE ('-': standard output)."),
    OptionSpec(
      name: "--junit", valueName: "FILE", help: "Write the JUnit XML report to FILE ('-': standard output)."),
    OptionSpec(
      name: "--junit-strict", help: "Leave out the file and line attributes some JUnit consumers reject."),
    OptionSpec(
      name: "--sarif", valueName: "FILE", help: "Write a SARIF 2.1.0 log to FILE ('-': standard output)."),
    OptionSpec(
      name: "--html", valueName: "FILE",
      help: "Write a self-contained HTML report with reading-order pictures to FILE ('-': standard output)."),
    OptionSpec(
      name: "--markdown", valueName: "FILE",
      help: "Write a Markdown release checklist to FILE ('-': standard output)."),
    OptionSpec(
      name: "--baseline", valueName: "FILE",
      help: "Report the findings FILE lists as known: they do not fail the run."),
    OptionSpec(
      name: "--write-baseline", valueName: "FILE",
      help: "Write every finding of this run to FILE as the new baseline (this run then exits 0)."),
    CommonOptions.failOn,
    CommonOptions.rule,
    OptionSpec(name: "--quiet", help: "Print nothing on standard output; reports are still written."),
    OptionSpec(name: "--no-color", help: "No colour in the text format (NO_COLOR does the same)."),
    OptionSpec(name: "--version", help: "Print the tool's, ICU's and CLDR's versions."),
    OptionSpec(name: "--help", help: "Show this help."),
  ]

  static var parser: OptionParser { OptionParser(specs: options + [hiddenShortHelp], usage: usage) }
  private static let hiddenShortHelp = OptionSpec(name: "-h", help: "")

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let parsed = try parser.parse(arguments)
    if parsed.has("--help") || parsed.has("-h") {
      console.out(help)
      return 0
    }
    if parsed.has("--version") {
      console.out(Tool.versionLine + "\n")
      return 0
    }
    let invocation = try AuditInvocation(parsed)
    let progress = ProgressLine(console: console)
    let result = Audit.run(
      invocation.settings, progress: progress.map { line in { line.update($0, of: $1) } })
    progress?.finish()
    keptUntilExit = result
    if result.fileCount == 0 {
      throw NothingToAudit(message: invocation.nothingFoundMessage)
    }
    if let path = invocation.writeBaseline {
      do {
        try ReportFile.write(Baseline(findings: result.findings).encoded(), to: path)
      } catch {
        throw NothingToAudit(message: error.message)
      }
    }
    try writeReports(result, invocation, console: console)
    // A run that writes the baseline accepts what it found, and so does `--fail-on never`
    // (without a look at a hundred thousand findings).
    guard invocation.writeBaseline == nil, invocation.failOn != .never else { return 0 }
    return result.hasNewFinding(where: invocation.failOn.fails) ? 1 : 0
  }

  private static func writeReports(_ result: AuditResult, _ invocation: AuditInvocation, console: Console)
    throws
  {
    var failures: [String] = []
    for (path, reporter) in invocation.fileReports {
      if path == "-" {
        reporter.write(result, to: console.writeOutBytes)
        continue
      }
      do {
        try ReportFile.write(to: path) { output in reporter.write(result, to: output) }
      } catch {
        failures.append(error.message)
      }
    }
    if !invocation.quiet && !invocation.fileReports.contains(where: { $0.path == "-" }) {
      let color =
        !invocation.noColor && console.outIsTerminal && console.environment["NO_COLOR", default: ""].isEmpty
      let format = invocation.format ?? (console.outIsTerminal ? .text : .xcode)
      format.reporter(color: color).write(result, to: console.writeOutBytes)
    }
    if !failures.isEmpty {
      throw NothingToAudit(message: failures.joined(separator: "\n"))
    }
  }

  static var help: String {
    """
    OVERVIEW: Audits the localization and accessibility of an app's onboarding flow: every
    key present, translated and well-formed in every locale, and every screen read well by
    VoiceOver.

    USAGE: \(usage)
           onboard-audit rules [--format text|json|markdown]
           onboard-audit plurals LOCALE...
           onboard-audit voiceover [DIR] [--flow FILE] [--locale L] [--screen ID]
           onboard-audit validate FILE... [options]
           onboard-audit --help | --version

    ARGUMENTS:
      DIR                     The folder to audit (default: the current directory). Its
                              onboarding.json or Locales/onboarding.json is the manifest,
                              and the manifest's folder holds the tables; without one,
                              DIR is searched for tables.

    OPTIONS:
    \(parser.helpLines().joined(separator: "\n"))

    EXIT CODES:
      0  nothing at or above --fail-on
      1  findings at or above --fail-on
      2  usage error, or nothing could be audited

    """
  }
}

/// The level at which findings fail the run.
enum FailLevel: String, CaseIterable {
  case error
  case warning
  case note
  case never

  func fails(_ severity: Severity) -> Bool {
    switch self {
    case .never: false
    case .error: severity >= .error
    case .warning: severity >= .warning
    case .note: true
    }
  }
}
