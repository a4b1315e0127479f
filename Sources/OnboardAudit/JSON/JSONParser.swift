/// A strict RFC 8259 JSON parser that keeps the position of every value and member key.
///
/// - Input is UTF-8; a UTF-8 byte order mark is skipped, and UTF-16 with a byte order mark is
///   transcoded first (unpaired UTF-16 surrogates there become U+FFFD).
/// - No trailing commas, comments, single quotes or non-finite numbers; invalid UTF-8 is an error
///   at the offending byte.
/// - `\uD83D\uDE00` surrogate pairs are combined; a lone surrogate escape becomes U+FFFD, as in
///   most decoders, rather than failing the whole file.
/// - Nesting is limited to ``maximumDepth`` levels. The parser keeps its open arrays and objects
///   on a heap stack, not in recursive calls, so any depth of input ends in an error, never a
///   stack overflow.
public enum JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 512

  /// Parses one JSON text.
  public static func parse(_ bytes: [UInt8]) throws(AuditError) -> JSONValue {
    let input = JSONInput.utf8(from: bytes)
    var scanner = JSONScanner(input.bytes, start: input.start)
    return try scanner.parseDocument()
  }

  /// Parses one JSON text given as a string.
  public static func parse(_ text: String) throws(AuditError) -> JSONValue {
    try parse(Array(text.utf8))
  }
}
