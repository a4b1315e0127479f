import Foundation

/// Where a command writes, and what it knows of its surroundings; tests pass their own.
struct Console {
  var writeOut: (String) -> Void
  var writeErr: (String) -> Void
  var writeOutBytes: ([UInt8]) -> Void
  /// Whether standard output and standard error are terminals.
  var outIsTerminal: Bool
  var errIsTerminal: Bool
  var environment: [String: String]

  func out(_ text: String) { writeOut(text) }
  func err(_ text: String) { writeErr(text) }

  /// The process's own standard output and error.
  static var standard: Console {
    Console(
      writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
      writeOutBytes: { try? FileHandle.standardOutput.write(contentsOf: $0) },
      outIsTerminal: isatty(STDOUT_FILENO) == 1,
      errIsTerminal: isatty(STDERR_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment)
  }
}
