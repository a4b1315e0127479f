import ArgumentParser
import OnboardAudit

/// The report files `audit` writes: `--json`, `--junit`, `--sarif`, `--markdown`, `--html`
/// (`-` is standard output) and `--junit-strict`.
struct ReportOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Write the JSON report to FILE ('-': standard output).", valueName: "file"))
  var json: String?

  @Option(help: ArgumentHelp("Write the JUnit XML report to FILE ('-': standard output).", valueName: "file"))
  var junit: String?

  @Flag(
    name: .customLong("junit-strict"),
    help: "Leave out the file and line attributes some JUnit consumers reject.")
  var junitStrict = false

  @Option(help: ArgumentHelp("Write a SARIF 2.1.0 log to FILE ('-': standard output).", valueName: "file"))
  var sarif: String?

  @Option(
    help: ArgumentHelp(
      "Write a Markdown release checklist to FILE ('-': standard output).", valueName: "file"))
  var markdown: String?

  @Option(
    help: ArgumentHelp(
      "Write a self-contained HTML report with reading-order pictures to FILE ('-': standard output).",
      valueName: "file"))
  var html: String?

  /// The reports asked for on the command line, in the order they are written.
  var requests: [ReportRequest] {
    let paths: [(FailedRunReport.Kind, String?)] = [
      (.json, json), (.junit, junit), (.sarif, sarif), (.markdown, markdown), (.html, html),
    ]
    return paths.compactMap { kind, path in path.map { ReportRequest(kind: kind, path: $0) } }
  }
}

/// One report to write: its format and path (`-` for standard output).
struct ReportRequest: Equatable {
  var kind: FailedRunReport.Kind
  var path: String
  /// Set when the path comes from a config file, which may write only inside its folder.
  var fromConfig: WriteGuard.ConfigPath?

  /// The report as `WriteGuard` checks it.
  var write: WriteGuard.Write {
    WriteGuard.Write(name: "the \(kind.displayName) report", path: path, fromConfig: fromConfig)
  }

  /// The reports named in raw arguments that did not parse, so that a usage error still
  /// leaves its JUnit report behind: `--junit FILE` and `--junit=FILE`, up to a `--`.
  static func scan(_ arguments: [String]) -> [ReportRequest] {
    var found: [FailedRunReport.Kind: String] = [:]
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      index += 1
      for kind in FailedRunReport.Kind.allCases {
        let option = "--" + kind.rawValue
        if argument == option, index < arguments.count, !arguments[index].hasPrefix("--") {
          found[kind] = arguments[index]
          index += 1
        } else if argument.hasPrefix(option + "=") {
          found[kind] = String(argument.dropFirst(option.count + 1))
        }
      }
    }
    return FailedRunReport.Kind.allCases.compactMap { kind in
      found[kind].map { ReportRequest(kind: kind, path: $0) }
    }
  }
}

extension FailedRunReport.Kind {
  /// The format's name in messages: "JSON", "JUnit", …
  var displayName: String {
    switch self {
    case .json: "JSON"
    case .junit: "JUnit"
    case .sarif: "SARIF"
    case .markdown: "Markdown"
    case .html: "HTML"
    }
  }
}
