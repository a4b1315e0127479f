import OnboardAudit

/// `onboard-audit plurals LOCALE...`: the CLDR plural categories of each locale, with ICU's
/// sample numbers for each.
enum PluralsCommand {
  static let usage = "onboard-audit plurals LOCALE..."

  static let options = [OptionSpec(name: "--help", help: "Show this help.")]

  static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
    let parser = OptionParser(specs: options + [OptionSpec(name: "-h", help: "")], usage: usage)
    let parsed = try parser.parse(arguments)
    if parsed.has("--help") || parsed.has("-h") {
      console.out(help(parser))
      return 0
    }
    guard !parsed.positionals.isEmpty else {
      throw UsageError("give at least one locale, such as 'uk' or 'pt-BR'", usage: usage)
    }
    var blocks: [String] = []
    for name in parsed.positionals {
      guard let tag = LocaleNames.canonical(name), let rules = PluralRules.forLocale(tag) else {
        throw UsageError("'\(name)' is not a locale ICU knows", usage: usage)
      }
      blocks.append(describe(tag, rules))
    }
    console.out(blocks.joined(separator: "\n"))
    return 0
  }

  /// "uk  Ukrainian" then one line per category with its samples.
  static func describe(_ tag: String, _ rules: PluralRules) -> String {
    let width = rules.categories.map(\.count).max() ?? 0
    var text = "\(tag)  \(ICU.displayName(tag) ?? tag)\n"
    for category in rules.categories {
      let padding = String(repeating: " ", count: width - category.count)
      text += "  \(category)\(padding)  \(rules.sampleText(category, groups: 6))\n"
    }
    return text
  }

  private static func help(_ parser: OptionParser) -> String {
    """
    OVERVIEW: Prints the CLDR plural categories ICU selects for each locale, with sample
    numbers for each: the variants a plural string needs in that language.

    USAGE: \(usage)

    ARGUMENTS:
      LOCALE                  A BCP 47 tag or .lproj name (en, uk, pt-BR, zh-Hans).

    OPTIONS:
    \(parser.helpLines().joined(separator: "\n"))

    """
  }
}
