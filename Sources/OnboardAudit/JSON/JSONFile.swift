/// A JSON input of the tool's own (config, manifest, baseline): a file that cannot be read or
/// parsed is an `AuditError.unusableFile` at its place. A config or baseline is the audit's
/// setting, not its subject, so the run stops with exit 2; a manifest is audited, and a broken
/// one is an `input.unreadable` finding.
enum JSONFile {
  /// Reads and parses a JSON file of at most `limit` bytes; `shownAs` is the path errors name.
  static func read(_ path: String, shownAs display: String, limit: Int = FileSystem.defaultMaximumFileSize)
    throws(AuditError) -> JSONValue
  {
    switch FileSystem.read(path, limit: limit) {
    case .failure(let problem): throw AuditError.unusableFile(problem.message, file: display)
    case .success(let bytes): return try parse(bytes, file: display)
    }
  }

  /// Parses JSON bytes, a syntax error becoming an error at its place.
  static func parse(_ bytes: [UInt8], file: String) throws(AuditError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw AuditError.unusableFile(error.message, file: file, line: error.line, column: error.column)
    }
  }
}
