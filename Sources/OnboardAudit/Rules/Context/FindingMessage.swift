/// A finding's message, written as a string literal with interpolations.
///
/// The parts are gathered first and joined into one string of the message's size: a run
/// may make a million messages, and an interpolated `String` grows as it goes, by copies.
/// (The sink keeps the message's bytes, not the string: see `MessageChunk`.)
public struct FindingMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message.
  public let text: String

  /// A message made elsewhere.
  public init(_ text: String) {
    self.text = text
  }

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation parts: Parts) {
    text = parts.joined()
  }

  /// The literal parts and the interpolated values of a message, in order.
  public struct Parts: StringInterpolationProtocol {
    private var parts: [String] = []
    private var byteCount = 0

    public init(literalCapacity: Int, interpolationCount: Int) {
      parts.reserveCapacity(2 * interpolationCount + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
      append(literal)
    }

    public mutating func appendInterpolation(_ value: String) {
      append(value)
    }

    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      append(value.description)
    }

    private mutating func append(_ part: String) {
      guard !part.isEmpty else { return }
      byteCount += part.utf8.count
      parts.append(part)
    }

    /// The parts in one string of their size.
    fileprivate func joined() -> String {
      if parts.count == 1 { return parts[0] }
      return String(unsafeUninitializedCapacity: byteCount) { buffer in
        var end = 0
        for var part in parts {
          part.withUTF8 { utf8 in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: utf8)
            end += utf8.count
          }
        }
        return end
      }
    }
  }
}
