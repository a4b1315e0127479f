/// Everything that stops a run (exit 2) or makes an input an `input.unreadable` finding: what
/// happened, and where. The texts users read are built here, in `message` and `description`.
public indirect enum AuditError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An input that could not be read or parsed (a string table, a Swift file, a JSON or XML
  /// document), and where. In a string table it is an `input.unreadable` finding, a note
  /// when `losesNothing` (a flaw after the last entry: the file is read whole). A parser that
  /// does not know the file (JSON, XML) leaves `file` empty for its caller to fill in.
  case unreadable(String, at: SourceLocation, losesNothing: Bool = false)
  /// A file of the tool's own (a config, a manifest, a baseline) that cannot be used: why, and
  /// where (line and column 0 when the whole file is at fault).
  case unusableFile(String, file: String, line: Int = 0, column: Int = 0)
  /// A settings file the run cannot go without: "invalid configuration: …".
  case invalidSettings(SettingsFile, AuditError)
  /// Nothing could be audited (no table, no flow, a file that is not a table), or a
  /// command's required input was not found.
  case nothingToAudit(String)
  /// A file the run had to write (a report, a baseline, a merged report) could not be written.
  case notWritten(String)
  /// Several reports could not be written; the others stay as they are.
  case reportsNotWritten([AuditError])
  /// Reports that `merge` cannot join: not a report of this tool, shards missing or twice.
  case notMergeable(String)
  /// A command line the tool cannot act on, found after parsing: a path that does not exist,
  /// an unknown screen, reports that do not merge. Printed with the command's usage line.
  case commandLine(String)
  /// Paths the run refuses before it writes anything (docs/security.md): a
  /// report over an input, two reports on one file, a report that is a folder, or a path
  /// from a config that leads outside the config's folder.
  case refusedPaths([RefusedPath])

  /// The files whose errors stop a run, as `invalidSettings` names them.
  public enum SettingsFile: String, Sendable {
    case configuration
    case manifest
    case baseline
  }

  /// What went wrong, without its place.
  public var message: String {
    switch self {
    case .unreadable(let message, _, _), .unusableFile(let message, _, _, _): message
    case .invalidSettings(let file, let error): "invalid \(file.rawValue): \(error.description)"
    case .nothingToAudit(let message), .notWritten(let message), .notMergeable(let message),
      .commandLine(let message):
      message
    case .reportsNotWritten(let errors): errors.map(\.message).joined(separator: "\n")
    case .refusedPaths(let refusals): refusals.map(\.message).joined(separator: "\n")
    }
  }

  /// The message with its place in front, as compilers print it: `file:line:column: message`
  /// (`file: message` when the place is a whole file).
  public var description: String {
    switch self {
    case .unreadable, .unusableFile:
      let place = location
      return place.line > 0
        ? "\(place.file):\(place.line):\(place.column): \(message)" : "\(place.file): \(message)"
    default:
      return message
    }
  }

  /// Where it happened; a location with an empty file for errors that have no place.
  public var location: SourceLocation {
    switch self {
    case .unreadable(_, let location, _): location
    case .unusableFile(_, let file, let line, let column):
      SourceLocation(file: file, line: line, column: column)
    default: SourceLocation(file: "")
    }
  }

  /// The 1-based line, 0 when unknown.
  public var line: Int { location.line }

  /// The 1-based column, 0 when unknown.
  public var column: Int { location.column }

  /// Whether the file was read whole despite the error (`unreadable` only).
  public var losesNothing: Bool {
    if case .unreadable(_, _, let losesNothing) = self { return losesNothing }
    return false
  }
}

/// A path the run will not write (or, from a config, read), and why.
public struct RefusedPath: Sendable, Equatable {
  /// The path as it was given.
  public var path: String
  /// The sentence that says why, naming the path and what it would have harmed.
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }
}
