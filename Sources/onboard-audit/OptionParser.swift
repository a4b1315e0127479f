import OnboardAudit

/// One command-line option, declared once: it drives parsing and `--help`.
struct OptionSpec: Sendable {
  var name: String
  /// The value's name in help ("FILE"); nil for a flag.
  var valueName: String?
  var help: String
  var repeatable = false

  var takesValue: Bool { valueName != nil }
}

/// What the parser found: option values in the order given, flags, and positional arguments.
struct ParsedArguments {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// The last value of a single-value option.
  func value(_ name: String) -> String? { values[name]?.last }

  func all(_ name: String) -> [String] { values[name] ?? [] }

  func has(_ name: String) -> Bool { flags.contains(name) }
}

/// A small parser with the manners of a well-made Swift command line: `--opt value` and
/// `--opt=value`, `--` ends the options, unknown options get a suggestion.
struct OptionParser {
  var specs: [OptionSpec]
  var usage: String

  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = specs.first(where: { $0.name == name }) else {
        throw UsageError(unknownOptionMessage(name), usage: usage)
      }
      guard spec.takesValue else {
        if inlineValue != nil {
          throw UsageError("option '\(name)' takes no value", usage: usage)
        }
        result.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("option '\(name)' needs a value (\(spec.valueName ?? "VALUE"))", usage: usage)
      }
      result.values[name, default: []].append(value)
    }
    return result
  }

  private func unknownOptionMessage(_ name: String) -> String {
    let suggestion = Suggestions.closest(to: name, among: specs.map(\.name))
    return "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// The OPTIONS section of `--help`: one entry per option, descriptions in one column,
  /// wrapped at 80 columns.
  func helpLines() -> [String] {
    let column = 26
    return specs.filter { !$0.help.isEmpty }.map { spec in
      let left = "  " + spec.name + (spec.valueName.map { " \($0)" } ?? "")
      let lines = wrap(spec.help, width: 80 - column)
      let padding =
        left.count < column
        ? String(repeating: " ", count: column - left.count) : "\n" + String(repeating: " ", count: column)
      let indent = String(repeating: " ", count: column)
      return left + padding + lines.joined(separator: "\n" + indent)
    }
  }
}

/// Splits text into lines of at most `width` characters, at spaces.
func wrap(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var current = ""
  for word in text.split(separator: " ") {
    if !current.isEmpty, current.count + 1 + word.count > width {
      lines.append(current)
      current = ""
    }
    current += (current.isEmpty ? "" : " ") + word
  }
  if !current.isEmpty { lines.append(current) }
  return lines
}
