import ArgumentParser
import OnboardAudit

extension CommandLineTool {
  /// What standard error says of a run that stops (exit 2): "Error: …", and for a command
  /// line the tool cannot act on, the command's usage line and a pointer to its help, as
  /// ArgumentParser prints its own parse errors.
  static func errorText(_ error: AuditError, command: any ParsableCommand.Type) -> String {
    if case .refusedPaths(let refusals) = error {
      return refusals.map { "Error: \($0.message)\n" }.joined()
    }
    guard case .commandLine(let message) = error else { return "Error: \(error.message)\n" }
    let name = command._commandName
    let path = name == OnboardAuditCommand._commandName ? name : "\(OnboardAuditCommand._commandName) \(name)"
    return """
      Error: \(message)
      Usage: \(OnboardAuditCommand.usageString(for: command))
        See '\(path) --help' for more information.

      """
  }
}
