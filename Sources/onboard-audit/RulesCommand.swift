import ArgumentParser
import OnboardAudit

/// `onboard-audit rules [--format text|json|markdown]`: the rule catalog.
struct RulesCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Print the rule catalog: id, severity, summary, rationale and reference.")

  enum Format: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case markdown
  }

  @Option(help: ArgumentHelp("Output format.", valueName: "format"))
  var format: Format = .text

  func execute(console: Console) throws -> Int32 {
    switch format {
    case .text: console.out(RuleDocumentation.text())
    case .json: console.out(RuleDocumentation.json())
    case .markdown: console.out(RuleDocumentation.markdown())
    }
    return 0
  }
}
