// Temporary stand-ins until the readers land.
enum StringsdictReader {
  static func read(_ bytes: [UInt8], path: String) -> ReadResult { ReadResult() }
}
public final class XMLWriter {
  public init() {}
  public func start(_ name: String) {}
  public func attribute(_ name: String, _ value: String) {}
  public func text(_ string: String) {}
  public func end() {}
  public func finish() -> [UInt8] { [] }
}
