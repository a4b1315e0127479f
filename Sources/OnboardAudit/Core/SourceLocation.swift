/// A place in an input file: its path as given and a 1-based line and column
/// (0 where a position is unknown, such as a whole file that could not be opened).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}
