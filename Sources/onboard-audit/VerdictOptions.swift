import ArgumentParser

/// What fails the run, shared by `audit` and `validate`: `--fail-on` and `--rule`.
struct VerdictOptions: ParsableArguments {
  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp("Exit 1 on findings at or above LEVEL (default: error).", valueName: "level"))
  var failOn: FailLevel?

  @Option(
    name: .customLong("rule"),
    help: ArgumentHelp(
      "Set a rule's level: error, warning, note or off (repeatable).", valueName: "id=level"),
    transform: { try RuleSetting(parsing: $0) })
  var rules: [RuleSetting] = []
}
