import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax: its localized strings, its text shown as
/// written, and its first syntax error. The parser recovers from errors, so a broken file
/// still gives what can be read of it; a file that is not UTF-8 text is not parsed.
enum SwiftFileReader {
  /// What one file gives, before the declarations of the other files are known.
  struct Partial: Sendable {
    var result: SwiftFileResult
    var pending: [PendingUse] = []
    var keyParameters: Set<KeyParameter> = []
    var stringTyped = StringTypedLiterals()
    /// The file's syntax tree; nil when it was not parsed (not text, too large).
    var parsed: ParsedSwiftFile?
  }

  /// How deep the parser may nest before it reports an error instead of going deeper: a
  /// bound on its stack, lower where a debug build uses more stack per level.
  #if DEBUG
    static let maximumNestingLevel = 64
  #else
    static let maximumNestingLevel = 256
  #endif

  /// Reads a file of at most `limit` bytes; its findings show its path as reports do
  /// (relative to the current folder when below it).
  static func read(_ path: String, limit: Int = FileSystem.defaultMaximumFileSize) -> Partial {
    let display = FileSystem.displayPath(path)
    switch FileSystem.read(path, limit: limit) {
    case .success(let bytes): return read(bytes, path: display)
    case .failure(let problem): return Partial(result: SwiftFileResult(path: display, problem: problem))
    }
  }

  static func read(_ bytes: [UInt8], path: String) -> Partial {
    var result = SwiftFileResult(path: path)
    let source = SwiftSourceText(path: path, bytes: bytes)
    if let problem = notText(source) ?? bracketRun(source) {
      result.problem = problem
      return Partial(result: result)
    }
    // Valid UTF-8 (`notText`), so the string holds the same bytes.
    var parser = Parser(String(decoding: bytes, as: UTF8.self), maximumNestingLevel: maximumNestingLevel)
    let tree = SourceFileSyntax.parse(from: &parser)
    let parsed = ParsedSwiftFile(source: source, tree: tree)
    let visitor = LocalizedStringVisitor(source: source, tree: tree)
    // Lookups through the app's own code (LookupDeclarations.swift), in the same walk. A
    // generated file is not the app's screens: its own literals are the accessors' keys,
    // used where they are called.
    let generated = GeneratedFile.isGenerated(bytes: bytes, path: path)
    let lookups = LookupCollector(source: source, tree: tree, isGenerated: generated)
    visitor.lookups = lookups
    visitor.walk(tree)
    // In the file's order (a modifier chain is walked from its last call).
    result.strings = visitor.strings.sorted { $0.location < $1.location }
    result.hardcoded = visitor.hardcoded
    result.literals = visitor.literals
    result.keyPatterns = visitor.keyPatterns
    result.tablesByKeyName = visitor.tablesByKeyName
    result.references = TypeReferences(tree: tree)
    result.problem = SwiftSyntaxProblem.first(in: tree, source: source)
    result.lookups = lookups.lookups
    result.ignores = SwiftIgnoreComments.find(in: tree, source: source)
    if generated {
      result.strings = []
      result.hardcoded = []
      result.literals = []
      result.keyPatterns = []
      return Partial(result: result, parsed: parsed)
    }
    return Partial(
      result: result, pending: visitor.pending, keyParameters: visitor.keyParameters,
      stringTyped: visitor.stringTyped, parsed: parsed)
  }

  /// More `[` than this in a row (with only `(` and white space between) is refused.
  static let maximumBracketRun = 12

  /// A run of `[` that swift-syntax's lookahead for collection and inline-array types takes
  /// exponential time on (22 in a row take a second, 30 a minute; found by fuzzing). No
  /// Swift code nests brackets so; such a file is not parsed.
  private static func bracketRun(_ source: SwiftSourceText) -> AuditError? {
    var run = 0
    var start = 0
    for (offset, byte) in source.bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { start = offset }
        run += 1
        if run > maximumBracketRun {
          return AuditError.unreadable(
            "more than \(maximumBracketRun) '[' in a row, which the Swift parser takes exponential time on; the file is not read",
            at: source.location(ofOffset: start))
        }
      case UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        continue
      default:
        run = 0
      }
    }
    return nil
  }

  /// Why the bytes are not Swift source text: a NUL byte, or bytes that are not UTF-8.
  private static func notText(_ source: SwiftSourceText) -> AuditError? {
    let bytes = source.bytes
    if let nul = bytes.firstIndex(of: 0) {
      return AuditError.unreadable(
        "not Swift source text: a NUL byte (a binary file?); the file is not read",
        at: source.location(ofOffset: nul))
    }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return AuditError.unreadable(
          "not Swift source text: bytes that are not UTF-8; the file is not read",
          at: source.location(ofOffset: offset))
      }
    }
  }
}
