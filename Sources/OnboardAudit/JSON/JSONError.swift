/// Why a text is not JSON, and where: a lowercase message such as `unterminated string`, and
/// the 1-based line and column (in Unicode scalars) of the offending character.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var line: Int
  public var column: Int

  public init(_ message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  public var description: String {
    "\(line):\(column): \(message)"
  }
}
