/// A JSON input of the tool's own (config, manifest, baseline) that cannot be used: where and
/// why. A config or baseline is the audit's setting, not its subject, so the run stops with
/// exit 2; a manifest is audited, and a broken one is an `input.unreadable` finding.
public struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var file: String
  public var line: Int
  public var column: Int

  public init(_ message: String, file: String, line: Int = 0, column: Int = 0) {
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column: message`.
  public var description: String {
    line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
  }

  /// Reads and parses a JSON file; `shownAs` is the path errors name.
  static func readJSON(_ path: String, shownAs display: String) throws(InputFileError) -> JSONValue {
    switch FileSystem.read(path) {
    case .failure(let problem): throw InputFileError(problem.message, file: display)
    case .success(let bytes): return try parseJSON(bytes, file: display)
    }
  }

  /// Parses JSON bytes, a syntax error becoming an error at its place.
  static func parseJSON(_ bytes: [UInt8], file: String) throws(InputFileError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw InputFileError(error.message, file: file, line: error.line, column: error.column)
    }
  }
}

/// A config file that cannot be used.
public typealias ConfigError = InputFileError
/// A manifest that cannot be used.
public typealias ManifestError = InputFileError
