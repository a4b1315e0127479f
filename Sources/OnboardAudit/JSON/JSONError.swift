/// Why a text is not JSON, and where: a lowercase message such as `unterminated string`, and
/// the 1-based line and column (in Unicode scalars) of the offending character.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, in lowercase: `invalid escape '\x'`.
  public var message: String
  /// The 1-based line of the offending character.
  public var line: Int
  /// The 1-based column, in Unicode scalars, of the offending character.
  public var column: Int

  /// An error at the given 1-based line and column.
  public init(_ message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line:column: message`.
  public var description: String {
    "\(line):\(column): \(message)"
  }
}
