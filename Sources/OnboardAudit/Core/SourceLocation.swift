/// A place in an input file: its path as given and a 1-based line and column
/// (0 where a position is unknown, such as a whole file that could not be opened).
///
/// Every entry, string and finding has one, so the line and column are kept in 32 bits
/// each (beyond that they are clamped): 24 bytes instead of 32.
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var file: String
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  private var storedLine: Int32
  private var storedColumn: Int32

  public init(file: String, line: Int = 0, column: Int = 0) {
    self.file = file
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.storedLine, a.storedColumn) < (b.file, b.storedLine, b.storedColumn)
  }
}
