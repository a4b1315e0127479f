import ArgumentParser

/// A command line the tool cannot act on, found after parsing (an unknown screen, a locale
/// with no data): exit 2 with "Error: …", the command's usage line and a pointer to its help,
/// as ArgumentParser prints its own parse errors.
struct UsageError: Error {
  var message: String
  /// The subcommand whose usage line is shown.
  var command: any ParsableCommand.Type

  init(_ message: String, command: any ParsableCommand.Type = AuditCommand.self) {
    self.message = message
    self.command = command
  }

  /// The text printed on standard error.
  var fullText: String {
    let name = command._commandName
    let path = name == OnboardAuditCommand._commandName ? name : "\(OnboardAuditCommand._commandName) \(name)"
    return """
      Error: \(message)
      Usage: \(OnboardAuditCommand.usageString(for: command))
        See '\(path) --help' for more information.

      """
  }
}

/// Nothing could be audited (exit 2): no tables found, an unreadable configuration, a report
/// that could not be written.
struct NothingToAudit: Error {
  var message: String
  /// The reports the run was asked for, which then say what went wrong.
  var reports: [ReportRequest] = []
}
