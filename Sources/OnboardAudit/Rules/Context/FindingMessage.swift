/// A finding's message, written as a string literal with interpolations.
///
/// An interpolated message is written as its UTF-8 bytes, part after part, into one array
/// made with room for them, and made a string once: an interpolated `String` grows as it
/// goes, by copies. `\(quoted: text)` writes `quoted(text)` without making it a string.
public struct FindingMessage: ExpressibleByStringInterpolation, Sendable {
  private enum Storage: Sendable {
    case text(String)
    case utf8([UInt8])
  }

  private let storage: Storage

  /// The message.
  public var text: String {
    switch storage {
    case .text(let text): text
    case .utf8(let utf8): String(decoding: utf8, as: UTF8.self)
    }
  }

  /// A message made elsewhere.
  public init(_ text: String) {
    storage = .text(text)
  }

  public init(stringLiteral value: String) {
    storage = .text(value)
  }

  public init(stringInterpolation parts: Parts) {
    storage = .utf8(parts.utf8)
  }

  /// The literal parts and the interpolated values of a message, as UTF-8, in order.
  public struct Parts: StringInterpolationProtocol {
    fileprivate var utf8: [UInt8] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      // Room for the literals and for values of a usual key's length.
      utf8.reserveCapacity(literalCapacity + 32 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      utf8.appendUTF8(literal)
    }

    public mutating func appendInterpolation(_ value: String) {
      utf8.appendUTF8(value)
    }

    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      utf8.appendUTF8(value.description)
    }

    /// `quoted(text, limit: limit)`, written without making it a string first when, as
    /// most keys and values, the text is shown as it is.
    public mutating func appendInterpolation(quoted text: String, limit: Int = 80) {
      guard isShownAsIs(text, limit: limit) else { return utf8.appendUTF8(quoted(text, limit: limit)) }
      utf8.append(UInt8(ascii: "\""))
      utf8.appendUTF8(text)
      utf8.append(UInt8(ascii: "\""))
    }
  }
}
