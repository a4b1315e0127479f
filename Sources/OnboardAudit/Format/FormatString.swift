/// The placeholders of a string, read as Apple's `String(format:)` and Android's
/// `String.format` read them.
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

  public init(_ string: String) {
    placeholders = []
    problems = []
    hasEscapedPercent = false
    parse(Array(string.unicodeScalars))
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
    let positional = placeholders.filter(\.isPositional)
    if !positional.isEmpty, let plain = placeholders.first(where: { !$0.isPositional }) {
      problems.append(
        Problem(
          message: "'\(plain.spec)' is not positional but '\(positional[0].spec)' is",
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
    while let c = peek, "-+ #0'".unicodeScalars.contains(c) { index += 1 }
    if skipNumberOrStar() { result.starArguments += 1 }
    if peek == "." {
      index += 1
      if skipNumberOrStar() { result.starArguments += 1 }
    }
    var width = ""
    while let c = peek, "hlqLzjt".unicodeScalars.contains(c) {
      width.unicodeScalars.append(c)
      index += 1
    }
    guard let conversion = peek else { return result }
    result.kind = Self.kind(conversion: conversion, width: width)
    if result.kind != nil { index += 1 }
    return result
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

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

extension Unicode.Scalar {
  fileprivate var asciiDigit: Int? {
    value >= 48 && value <= 57 ? Int(value - 48) : nil
  }
}
