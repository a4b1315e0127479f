/// Whose format syntax a string is written in.
public enum FormatSyntax: Sendable {
  /// Apple's `String(format:)`: C's printf with `%@` for objects, length modifiers (`%ld`),
  /// `*` widths and `%#@name@` variables.
  case apple
  /// Java's `Formatter`, which Android's `getString(id, args)` uses: `%s` formats any
  /// argument, `%1$s` and `%<s` choose one, flags include `,` and `(`, `%n` is a line break,
  /// there are no length modifiers, and `%@` is not a placeholder.
  case java
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
  }

  /// Whether the string reads as a format string at all: a placeholder or `%%`.
  public var isFormat: Bool { !placeholders.isEmpty || hasEscapedPercent }

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
    // Most strings have no `%` at all; they need no scalar array.
    guard string.utf8.contains(UInt8(ascii: "%")) else { return }
    switch syntax {
    case .apple: parse(Array(string.unicodeScalars))
    case .java: parseJava(Array(string.unicodeScalars))
    }
  }

  /// Java's `Formatter` grammar:
  /// `%[index$|<][flags][width][.precision]conversion`, with `%%` and `%n` reading nothing.
  private mutating func parseJava(_ scalars: [Unicode.Scalar]) {
    var index = 0
    var nextArgument = 1
    var lastArgument: Int?
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < scalars.count else {
        problems.append(Problem(message: "lone '%' at the end", advice: Self.percentAdvice, offset: start))
        break
      }
      if scalars[index] == "%" || scalars[index] == "n" {
        hasEscapedPercent = true
        index += 1
        continue
      }
      var scanner = JavaSpecScanner(scalars: scalars, index: index)
      let parsed = scanner.scan()
      index = scanner.index
      let spec = String(String.UnicodeScalarView(scalars[start..<index]))
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
        let shown = parsed.kind == nil && index < scalars.count ? spec + String(scalars[index]) : spec
        let message =
          parsed.kind != nil
          ? "'\(spec)' reuses the previous argument but there is none" : "invalid placeholder '\(shown)'"
        problems.append(Problem(message: message, advice: Self.percentAdvice, offset: start))
        if parsed.kind == nil, index < scalars.count { index += 1 }
        continue
      }
      lastArgument = argument
      placeholders.append(
        Placeholder(
          spec: spec, argument: argument, isPositional: parsed.position != nil || parsed.reusesPrevious,
          kind: kind,
          offset: start, position: parsed.position))
    }
  }

  private mutating func parse(_ scalars: [Unicode.Scalar]) {
    var index = 0
    var nextArgument = 1
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < scalars.count else {
        problems.append(Problem(message: "lone '%' at the end", advice: Self.percentAdvice, offset: start))
        break
      }
      if scalars[index] == "%" {
        hasEscapedPercent = true
        index += 1
        continue
      }
      var scanner = SpecScanner(scalars: scalars, index: index)
      let parsed = scanner.scan()
      index = scanner.index
      let spec = String(String.UnicodeScalarView(scalars[start..<index]))
      guard let kind = parsed.kind else {
        let shown = index < scalars.count ? spec + String(scalars[index]) : spec
        problems.append(
          Problem(message: "invalid placeholder '\(shown)'", advice: Self.percentAdvice, offset: start))
        if index < scalars.count { index += 1 }
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
      placeholders.append(
        Placeholder(
          spec: spec, argument: argument, isPositional: parsed.position != nil, kind: kind, offset: start,
          position: parsed.position))
    }
    if let positional = placeholders.first(where: \.isPositional),
      let plain = placeholders.first(where: { !$0.isPositional })
    {
      problems.append(
        Problem(
          message: "'\(plain.spec)' is not positional but '\(positional.spec)' is",
          advice: "number every placeholder", offset: plain.offset))
    }
  }
}

/// Reads one conversion specification after its `%`:
/// `[position$][flags][width][.precision][length]conversion`, or `#@name@`, or `arg`.
private struct SpecScanner {
  let scalars: [Unicode.Scalar]
  var index: Int

  struct Result {
    var position: Int?
    var kind: Placeholder.Kind?
    /// How many `*` without a position (`%*d`, `%.*f`) read an argument before the value.
    var starArguments = 0
  }

  mutating func scan() -> Result {
    var result = Result()
    if matches("arg") {  // Xcode replaces "%arg" wherever it stands, even before letters
      index += 3
      result.kind = .substitutionArgument
      return result
    }
    result.position = scanPosition()
    if peek == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
      index += 2
      let nameStart = index
      while let c = peek, c != "@", c != "%", !c.properties.isWhitespace { index += 1 }
      guard peek == "@", index > nameStart else { return result }
      let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
      index += 1
      result.kind = .variable(name)
      return result
    }
    while let c = peek, Self.isFlag(c) { index += 1 }
    if skipNumberOrStar() { result.starArguments += 1 }
    if peek == "." {
      index += 1
      if skipNumberOrStar() { result.starArguments += 1 }
    }
    var width = ""
    while let c = peek, Self.isLengthModifier(c) {
      width.unicodeScalars.append(c)
      index += 1
    }
    guard let conversion = peek else { return result }
    result.kind = Self.kind(conversion: conversion, width: width)
    if result.kind != nil { index += 1 }
    return result
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private static func isFlag(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "-", "+", " ", "#", "0", "'": true
    default: false
    }
  }

  private static func isLengthModifier(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "h", "l", "q", "L", "z", "j", "t": true
    default: false
    }
  }

  private func matches(_ word: String) -> Bool {
    var at = index
    for c in word.unicodeScalars {
      guard at < scalars.count, scalars[at] == c else { return false }
      at += 1
    }
    return true
  }

  /// `12$` gives 12; anything else leaves the index where it was.
  private mutating func scanPosition() -> Int? {
    var at = index
    var value = 0
    while at < scalars.count, let digit = scalars[at].asciiDigit, value < 1_000_000 {
      value = value * 10 + digit
      at += 1
    }
    guard at > index, at < scalars.count, scalars[at] == "$", value > 0 else { return nil }
    index = at + 1
    return value
  }

  /// Skips a width or precision; true for a `*` without a position, which reads the next argument.
  private mutating func skipNumberOrStar() -> Bool {
    if peek == "*" {
      index += 1
      return scanPosition() == nil
    }
    while peek?.asciiDigit != nil { index += 1 }
    return false
  }

  private static func kind(conversion: Unicode.Scalar, width: String) -> Placeholder.Kind? {
    switch conversion {
    case "d", "i", "u", "o", "x", "X", "D", "U", "O":
      let normalized = width == "q" ? "ll" : width
      return .integer(width: normalized)
    case "f", "F", "e", "E", "g", "G", "a", "A": return .float
    case "@": return .object
    case "s", "S": return .cString
    case "c", "C": return .character
    case "p": return .pointer
    default: return nil
    }
  }
}

/// Reads one Java conversion after its `%`: `[index$|<][flags][width][.precision]conversion`.
private struct JavaSpecScanner {
  let scalars: [Unicode.Scalar]
  var index: Int

  struct Result {
    var position: Int?
    var reusesPrevious = false
    var kind: Placeholder.Kind?
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  mutating func scan() -> Result {
    var result = Result()
    if peek == "<" {
      result.reusesPrevious = true
      index += 1
    } else {
      var at = index
      var value = 0
      while at < scalars.count, let digit = scalars[at].asciiDigit, value < 1_000_000 {
        value = value * 10 + digit
        at += 1
      }
      if at > index, at < scalars.count, scalars[at] == "$", value > 0 {
        result.position = value
        index = at + 1
      }
    }
    while let c = peek, "-#+ 0,(".unicodeScalars.contains(c) { index += 1 }
    while peek?.asciiDigit != nil { index += 1 }
    if peek == "." {
      index += 1
      while peek?.asciiDigit != nil { index += 1 }
    }
    guard let conversion = peek else { return result }
    switch conversion {
    case "s", "S", "b", "B", "h", "H": result.kind = .object
    case "d", "o", "x", "X": result.kind = .integer(width: "")
    case "e", "E", "f", "g", "G", "a", "A": result.kind = .float
    case "c", "C": result.kind = .character
    case "t", "T":
      guard index + 1 < scalars.count,
        "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".unicodeScalars.contains(scalars[index + 1])
      else { return result }
      index += 1
      result.kind = .dateTime
    default: return result
    }
    index += 1
    return result
  }
}

extension Unicode.Scalar {
  fileprivate var asciiDigit: Int? {
    value >= 48 && value <= 57 ? Int(value - 48) : nil
  }
}
