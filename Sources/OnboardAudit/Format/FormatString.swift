/// Whose format syntax a string is written in.
public enum FormatSyntax: Sendable {
  /// Apple's `String(format:)`: C's printf with `%@` for objects, length modifiers (`%ld`),
  /// `*` widths and `%#@name@` variables.
  case apple
  /// Java's `Formatter`, which Android's `getString(id, args)` uses: `%s` formats any
  /// argument, `%1$s` and `%<s` choose one, flags include `,` and `(`, `%n` is a line break,
  /// there are no length modifiers, and `%@` is not a placeholder.
  case java
  /// No format at all: text that no formatting call reads, such as an Interface Builder
  /// label's (`50 % of width` is what it shows).
  case text
}

extension Platform {
  /// The format syntax of the platform's strings.
  public var formatSyntax: FormatSyntax {
    switch self {
    case .apple: .apple
    case .android: .java
    }
  }
}

/// The placeholders of a string, read as Apple's `String(format:)` or Java's `Formatter`
/// (Android's `getString`) read them.
public struct FormatString: Sendable, Equatable {
  public var placeholders: [Placeholder]
  /// Malformed placeholders: a lone `%`, an unknown conversion, positional and
  /// non-positional placeholders mixed.
  public var problems: [Problem]
  /// Whether the string contains `%%`, which shows the author meant it as a format.
  public var hasEscapedPercent: Bool

  public struct Problem: Sendable, Equatable {
    public var message: String
    /// What to do about it.
    public var advice: String
    /// 0-based offset in Unicode scalars.
    public var offset: Int
    /// A form with a defined meaning that is easy to get wrong (numbered and unnumbered
    /// placeholders mixed), rather than one that prints garbage.
    public var isWarning = false
  }

  /// Whether the string reads as a format string at all: `%%`, or a placeholder that prose
  /// with a percent sign does not make (see `Placeholder.looksLikeProse`): "100% guaranteed"
  /// is text.
  public var isFormat: Bool { hasEscapedPercent || placeholders.contains { !$0.looksLikeProse } }

  /// The placeholders that read an argument of their own, by argument number; when several
  /// read one argument, the first. Variables (`%#@name@`) and `%arg` are left out: catalogs
  /// bind them by name and `argNum`, not by their place in the string.
  public var byArgument: [Int: Placeholder] {
    var result: [Int: Placeholder] = [:]
    for placeholder in placeholders where placeholder.argument > 0 && result[placeholder.argument] == nil {
      result[placeholder.argument] = placeholder
    }
    return result
  }

  /// The names of the `%#@name@` variables used.
  public var variables: Set<String> {
    var names: Set<String> = []
    for placeholder in placeholders {
      if case .variable(let name) = placeholder.kind { names.insert(name) }
    }
    return names
  }

  private static let percentAdvice = "write a literal percent sign as '%%'"

  public init(_ string: String, syntax: FormatSyntax = .apple) {
    placeholders = []
    problems = []
    hasEscapedPercent = false
    // Most strings have no `%` at all.
    guard string.utf8Contains(ASCII.percent) else { return }
    var text = FormatBytes(Array(string.utf8))
    switch syntax {
    case .apple: parse(&text)
    case .java: parseJava(&text)
    case .text: return
    }
  }

  /// Moves `index` past the next `%` that starts a placeholder and returns where that `%`
  /// stands, or nil at the end of the text. A `%` followed by one of `readingNothing` (`%%`,
  /// and Java's `%n`) is skipped; a lone `%` at the end is a problem.
  private mutating func nextPercent(in text: inout FormatBytes, at index: inout Int, readingNothing: [UInt8])
    -> Int?
  {
    while index < text.count {
      guard text[index] == ASCII.percent else {
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < text.count else {
        problems.append(
          Problem(
            message: "lone '%' at the end", advice: Self.percentAdvice, offset: text.scalarOffset(of: start)))
        return nil
      }
      guard readingNothing.contains(text[index]) else { return start }
      hasEscapedPercent = true
      index += 1
    }
    return nil
  }

  /// Java's `Formatter` grammar:
  /// `%[index$|<][flags][width][.precision]conversion`, with `%%` and `%n` reading nothing.
  private mutating func parseJava(_ text: inout FormatBytes) {
    var index = 0
    var nextArgument = 1
    var lastArgument: Int?
    while let start = nextPercent(in: &text, at: &index, readingNothing: [ASCII.percent, UInt8(ascii: "n")]) {
      var scanner = JavaSpecScanner(text: text, index: index)
      let parsed = scanner.scan()
      index = scanner.index
      let spec = text.string(start..<index)
      let argument: Int?
      if parsed.reusesPrevious {
        argument = lastArgument
      } else if let position = parsed.position {
        argument = position
      } else if parsed.kind != nil {
        argument = nextArgument
        nextArgument += 1
      } else {
        argument = nil
      }
      guard let kind = parsed.kind, let argument else {
        let next = index < text.count ? text.scalarEnd(from: index) : index
        let shown = parsed.kind == nil ? spec + text.string(index..<next) : spec
        let message =
          parsed.kind != nil
          ? "'\(spec)' reuses the previous argument but there is none" : "invalid placeholder '\(shown)'"
        problems.append(
          Problem(message: message, advice: Self.percentAdvice, offset: text.scalarOffset(of: start)))
        if parsed.kind == nil { index = next }
        continue
      }
      lastArgument = argument
      var placeholder = Placeholder(
        spec: spec, argument: argument, isPositional: parsed.position != nil || parsed.reusesPrevious,
        kind: kind,
        offset: text.scalarOffset(of: start), position: parsed.position)
      placeholder.looksLikeProse =
        parsed.hasProseFlag && placeholder.position == nil && !parsed.reusesPrevious
        && text.followsNumber(start)
      placeholders.append(placeholder)
    }
  }

  private mutating func parse(_ text: inout FormatBytes) {
    var index = 0
    var nextArgument = 1
    while let start = nextPercent(in: &text, at: &index, readingNothing: [ASCII.percent]) {
      var scanner = SpecScanner(text: text, index: index)
      let parsed = scanner.scan()
      index = scanner.index
      let spec = text.string(start..<index)
      guard let kind = parsed.kind else {
        let next = index < text.count ? text.scalarEnd(from: index) : index
        problems.append(
          Problem(
            message: "invalid placeholder '\(spec + text.string(index..<next))'", advice: Self.percentAdvice,
            offset: text.scalarOffset(of: start)))
        index = next
        continue
      }
      let argument: Int
      if kind.isBoundByName {
        argument = 0
      } else if let position = parsed.position {
        argument = position
      } else {
        // A `*` width or precision without a position reads an argument of its own first.
        argument = nextArgument + parsed.starArguments
        nextArgument = argument + 1
      }
      var placeholder = Placeholder(
        spec: spec, argument: argument, isPositional: parsed.position != nil, kind: kind,
        offset: text.scalarOffset(of: start), position: parsed.position)
      placeholder.looksLikeProse = parsed.hasProseFlag && parsed.position == nil && text.followsNumber(start)
      placeholders.append(placeholder)
    }
    if let positional = placeholders.first(where: \.isPositional),
      let plain = placeholders.first(where: { !$0.isPositional })
    {
      // CoreFoundation (`__CFStringAppendFormatCore`) gives the unnumbered placeholders
      // arguments 1, 2, … in their order, whatever the numbered ones read.
      problems.append(
        Problem(
          message:
            "'\(plain.spec)' is not numbered but '\(positional.spec)' is (the unnumbered ones read arguments 1, 2, … in order, whatever the numbered ones read)",
          advice: "number every placeholder", offset: plain.offset, isWarning: true))
    }
  }
}

/// The UTF-8 bytes of a format string, read by byte index. Everything a placeholder is made
/// of is ASCII, so the parsers compare bytes; offsets are counted in Unicode scalars, as
/// `Placeholder.offset` promises, only where a placeholder or problem starts.
private struct FormatBytes {
  let bytes: [UInt8]
  /// Scalars start before `countedTo`, counted once for offsets asked in increasing order.
  private var countedTo = 0
  private var scalarsCounted = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var count: Int { bytes.count }

  subscript(index: Int) -> UInt8 { bytes[index] }

  /// The byte at `index`, nil past the end.
  func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// How many scalars come before the byte at `index`.
  mutating func scalarOffset(of index: Int) -> Int {
    if index < countedTo {
      countedTo = 0
      scalarsCounted = 0
    }
    while countedTo < index {
      if bytes[countedTo] & 0xC0 != 0x80 { scalarsCounted += 1 }
      countedTo += 1
    }
    return scalarsCounted
  }

  /// The index after the scalar that starts at `index`.
  func scalarEnd(from index: Int) -> Int {
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return end
  }

  /// The scalar that starts at `index`.
  func scalar(at index: Int) -> Unicode.Scalar {
    let byte = bytes[index]
    if byte < 0x80 { return Unicode.Scalar(byte) }
    return string(index..<scalarEnd(from: index)).unicodeScalars.first!
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether the bytes at `index` are `word`'s.
  func matches(_ word: StaticString, at index: Int) -> Bool {
    word.withUTF8Buffer { word in
      guard index + word.count <= bytes.count else { return false }
      return word.indices.allSatisfy { bytes[index + $0] == word[$0] }
    }
  }

  /// Whether the `%` at `index` comes right after a digit, or after a digit and one space
  /// (U+0020, U+00A0 or U+202F, as French writes "50 %").
  func followsNumber(_ index: Int) -> Bool {
    var before = index
    if before >= 1, bytes[before - 1] == ASCII.space {
      before -= 1
    } else if before >= 2, bytes[before - 2] == 0xC2, bytes[before - 1] == 0xA0 {
      before -= 2
    } else if before >= 3, bytes[before - 3] == 0xE2, bytes[before - 2] == 0x80, bytes[before - 1] == 0xAF {
      before -= 3
    }
    return before >= 1 && digit(at: before - 1) != nil
  }

  /// The value of the ASCII digit at `index`, nil for anything else or past the end.
  func digit(at index: Int) -> Int? {
    guard let byte = byte(at: index), byte >= 48, byte <= 57 else { return nil }
    return Int(byte - 48)
  }

  /// `12$` at `index`: its value and the index after the `$`.
  func position(at index: Int) -> (value: Int, end: Int)? {
    var at = index
    var value = 0
    while let digit = digit(at: at), value < 1_000_000 {
      value = value * 10 + digit
      at += 1
    }
    guard at > index, byte(at: at) == UInt8(ascii: "$"), value > 0 else { return nil }
    return (value, at + 1)
  }
}

/// Reads one conversion specification after its `%`:
/// `[position$][flags][width][.precision][length]conversion`, or `#@name@`, or `arg`.
private struct SpecScanner {
  let text: FormatBytes
  var index: Int

  struct Result {
    var position: Int?
    var kind: Placeholder.Kind?
    /// How many `*` without a position (`%*d`, `%.*f`) read an argument before the value.
    var starArguments = 0
    /// A space or `-` among the flags, as prose makes (`% g` in "100% guaranteed").
    var hasProseFlag = false
  }

  mutating func scan() -> Result {
    var result = Result()
    if text.matches("arg", at: index) {  // Xcode replaces "%arg" wherever it stands, even before letters
      index += 3
      result.kind = .substitutionArgument
      return result
    }
    result.position = scanPosition()
    if text.matches("#@", at: index) {
      index += 2
      let nameStart = index
      while let byte = peek, byte != UInt8(ascii: "@"), byte != ASCII.percent,
        !text.scalar(at: index).properties.isWhitespace
      {
        index = text.scalarEnd(from: index)
      }
      guard peek == UInt8(ascii: "@"), index > nameStart else { return result }
      let name = text.string(nameStart..<index)
      index += 1
      result.kind = .variable(name)
      return result
    }
    while let byte = peek, Self.isFlag(byte) {
      if byte == ASCII.space || byte == UInt8(ascii: "-") { result.hasProseFlag = true }
      index += 1
    }
    if skipNumberOrStar() { result.starArguments += 1 }
    if peek == UInt8(ascii: ".") {
      index += 1
      if skipNumberOrStar() { result.starArguments += 1 }
    }
    let widthStart = index
    while let byte = peek, Self.isLengthModifier(byte) { index += 1 }
    guard let conversion = peek else { return result }
    result.kind = Self.kind(conversion: conversion, width: text.string(widthStart..<index))
    if result.kind != nil { index += 1 }
    return result
  }

  private var peek: UInt8? { text.byte(at: index) }

  private static func isFlag(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }

  private static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
      UInt8(ascii: "j"), UInt8(ascii: "t"):
      true
    default: false
    }
  }

  /// `12$` gives 12; anything else leaves the index where it was.
  private mutating func scanPosition() -> Int? {
    guard let position = text.position(at: index) else { return nil }
    index = position.end
    return position.value
  }

  /// Skips a width or precision; true for a `*` without a position, which reads the next argument.
  private mutating func skipNumberOrStar() -> Bool {
    if peek == UInt8(ascii: "*") {
      index += 1
      return scanPosition() == nil
    }
    while text.digit(at: index) != nil { index += 1 }
    return false
  }

  private static func kind(conversion: UInt8, width: String) -> Placeholder.Kind? {
    switch conversion {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"),
      UInt8(ascii: "X"), UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
      let normalized = width == "q" ? "ll" : width
      return .integer(width: normalized)
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      return .float
    case UInt8(ascii: "@"): return .object
    case UInt8(ascii: "s"), UInt8(ascii: "S"): return .cString
    case UInt8(ascii: "c"), UInt8(ascii: "C"): return .character
    case UInt8(ascii: "p"): return .pointer
    default: return nil
    }
  }
}

/// Reads one Java conversion after its `%`: `[index$|<][flags][width][.precision]conversion`.
private struct JavaSpecScanner {
  let text: FormatBytes
  var index: Int

  struct Result {
    var position: Int?
    var reusesPrevious = false
    var kind: Placeholder.Kind?
    /// A space or `-` among the flags, as prose makes (`% g` in "100% guaranteed").
    var hasProseFlag = false
  }

  private var peek: UInt8? { text.byte(at: index) }

  private static let flags = Set("-#+ 0,(".utf8)
  private static let dateTimeConversions = Set("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".utf8)

  mutating func scan() -> Result {
    var result = Result()
    if peek == UInt8(ascii: "<") {
      result.reusesPrevious = true
      index += 1
    } else if let position = text.position(at: index) {
      result.position = position.value
      index = position.end
    }
    while let byte = peek, Self.flags.contains(byte) {
      if byte == ASCII.space || byte == UInt8(ascii: "-") { result.hasProseFlag = true }
      index += 1
    }
    while text.digit(at: index) != nil { index += 1 }
    if peek == UInt8(ascii: ".") {
      index += 1
      while text.digit(at: index) != nil { index += 1 }
    }
    guard let conversion = peek else { return result }
    switch conversion {
    case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"),
      UInt8(ascii: "H"):
      result.kind = .object
    case UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
      result.kind = .integer(width: "")
    case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "a"), UInt8(ascii: "A"):
      result.kind = .float
    case UInt8(ascii: "c"), UInt8(ascii: "C"): result.kind = .character
    case UInt8(ascii: "t"), UInt8(ascii: "T"):
      guard let next = text.byte(at: index + 1), Self.dateTimeConversions.contains(next) else {
        return result
      }
      index += 1
      result.kind = .dateTime
    default: return result
    }
    index += 1
    return result
  }
}
