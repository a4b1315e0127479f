/// A command line the tool cannot act on: exit 2 with "Error: …", the usage line and a
/// pointer to `--help`.
struct UsageError: Error, Equatable {
  var message: String
  /// The usage line of the command that failed.
  var usage: String

  init(_ message: String, usage: String = AuditCommand.usage) {
    self.message = message
    self.usage = usage
  }
}

/// Nothing could be audited (exit 2): no tables found, an unreadable configuration.
struct NothingToAudit: Error, Equatable {
  var message: String
}
