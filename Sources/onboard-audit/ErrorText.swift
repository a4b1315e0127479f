import ArgumentParser
import OnboardAudit

extension CommandLineTool {
  /// What standard error says of a run that stops (exit 2): "Error: …", and for a command
  /// line the tool cannot act on, the command's usage line and a pointer to its help, as
  /// ArgumentParser prints its own parse errors. Each message is one line (`singleLine`):
  /// messages quote paths and config text, which a pull request writes.
  static func errorText(_ error: AuditError, command: any ParsableCommand.Type) -> String {
    let messages: [String]
    switch error {
    case .refusedPaths(let refusals): messages = refusals.map(\.message)
    case .reportsNotWritten(let errors): messages = errors.map(\.message)
    case .commandLine(let message):
      let name = command._commandName
      let path =
        name == OnboardAuditCommand._commandName ? name : "\(OnboardAuditCommand._commandName) \(name)"
      return """
        Error: \(singleLine(message))
        Usage: \(OnboardAuditCommand.usageString(for: command))
          See '\(path) --help' for more information.

        """
    default: messages = [error.message]
    }
    return messages.map { "Error: \(singleLine($0))\n" }.joined()
  }
}
