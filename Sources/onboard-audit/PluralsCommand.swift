import ArgumentParser
import OnboardAudit

/// `onboard-audit plurals LOCALE...`: the CLDR plural categories of each locale, with ICU's
/// sample numbers for each.
struct PluralsCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "plurals",
    abstract: "Print the CLDR plural categories ICU selects for each locale, with sample numbers.",
    discussion: "The variants a plural string needs in that language, and the numbers that select each.")

  @Argument(help: ArgumentHelp("A BCP 47 tag or .lproj name (en, uk, pt-BR, zh-Hans).", valueName: "locale"))
  var locales: [String] = []

  mutating func validate() throws {
    guard !locales.isEmpty else {
      throw ValidationError("give at least one locale, such as 'uk' or 'pt-BR'")
    }
    for name in locales where LocaleNames.canonical(name).flatMap(PluralRules.forLocale) == nil {
      throw ValidationError("'\(name)' is not a locale ICU knows")
    }
  }

  func execute(console: Console) throws -> Int32 {
    var blocks: [String] = []
    for name in locales {
      guard let tag = LocaleNames.canonical(name), let rules = PluralRules.forLocale(tag) else { continue }
      blocks.append(Self.describe(tag, rules))
    }
    console.out(blocks.joined(separator: "\n"))
    return 0
  }

  /// "uk  Ukrainian" then one line per category with its samples.
  static func describe(_ tag: String, _ rules: PluralRules) -> String {
    let width = rules.categories.map(\.count).max() ?? 0
    var text = "\(tag)  \(ICU.displayName(tag) ?? tag)\n"
    if !rules.hasLanguageRules {
      text += "  (ICU \(ICU.version) has no plural rules for this language; these are its root's)\n"
    }
    for category in rules.categories {
      let padding = String(repeating: " ", count: width - category.count)
      text += "  \(category)\(padding)  \(rules.sampleText(category, groups: 6))\n"
    }
    return text
  }
}
