import OnboardAudit

/// `onboard-audit rules [--format text|json|markdown]`: the rule catalog.
enum RulesCommand {
  static let usage = "onboard-audit rules [--format text|json|markdown]"

  static let options = [
    OptionSpec(
      name: "--format", valueName: "FORMAT",
      help: "Output format (values: text, json, markdown; default: text)."),
    OptionSpec(name: "--help", help: "Show this help."),
  ]

  static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
    let parser = OptionParser(specs: options, usage: usage)
    let parsed = try parser.parse(arguments)
    if parsed.has("--help") {
      console.out(
        "OVERVIEW: Prints the rule catalog: id, severity, summary, rationale and reference.\n\nUSAGE: \(usage)\n\nOPTIONS:\n"
          + parser.helpLines().joined(separator: "\n") + "\n")
      return 0
    }
    guard parsed.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(parsed.positionals[0])'", usage: usage)
    }
    let format = parsed.value("--format") ?? "text"
    switch format {
    case "text": console.out(RuleDocumentation.text())
    case "json": console.out(RuleDocumentation.json())
    case "markdown": console.out(RuleDocumentation.markdown())
    default:
      throw UsageError(
        "'\(format)' is not a value of '--format' (values: text, json, markdown)", usage: usage)
    }
    return 0
  }
}
