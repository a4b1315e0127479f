/// `plural.unused-category`: a variant for a category the language never selects.
struct PluralUnusedCategoryRule: Rule {
  let description = RuleDescription(
    id: "plural.unused-category",
    defaultSeverity: .warning,
    summary: "A plural has a variant for a category its language never selects",
    rationale: """
      A `few` in German or a `one` in Japanese is never shown: the translator wrote text no \
      user reads, and often believes it covers a case it does not (German "2 Dateien" is \
      `other`). Apple's formats are an exception for `zero`: Foundation uses it for 0 in every \
      language, so it is valid in every `.stringsdict` and catalog. Android selects `zero` only \
      where the language has it (Arabic, Latvian, Welsh). Names that are no CLDR category at \
      all are reported too. Each locale is checked against its own language's rules. Known \
      limits: ICU's rules for a language are used for every region of it.
      """,
    reference: "Unicode CLDR, Language Plural Rules; Apple, Localizing strings that contain plurals",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        (
          "ja.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "1日", "other": "%d日"], markedCase: "one")
        ),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          filesCatalog(
            "de",
            [
              #""one": {"stringUnit": {"state": "translated", "value": "%lld Datei"}}"#,
              #"↓"few": {"stringUnit": {"state": "translated", "value": "%lld Dateien"}}"#,
              #""other": {"stringUnit": {"state": "translated", "value": "%lld Dateien"}}"#,
            ])
        )
      ]),
    ],
    nonTriggeringExamples: [
      // Apple uses `zero` for 0 in every language.
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          stringsdictPlural(["zero": "No days", "one": "%d day", "other": "%d days"])
        ),
        (
          "de.lproj/Localizable.stringsdict",
          stringsdictPlural(["zero": "Keine Tage", "one": "%d Tag", "other": "%d Tage"])
        ),
      ])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    // Most tables have few plurals or none: the locale's rules are opened at the first.
    guard context.hasPlurals, let rules = context.pluralRules else { return }
    let selected = Set(rules.categories)
    let appleZero = context.table.platform == .apple
    // A plural left whole in the source's language is one untranslated value (value.untranslated).
    let copies = context.copiedValues.wholeCopies
    for entry in context.localeTable.entryViews where !entry.isPlain && !copies.contains(entry.index) {
      for plural in entry.value.pluralVariations(fallback: entry.location) {
        for item in plural.cases where !selected.contains(item.name) && !(appleZero && item.name == "zero") {
          let what =
            PluralRules.allCategories.contains(item.name)
            ? "\(quoted(context.pluralLocale)) never selects '\(item.name)' (its categories: \(rules.categories.joined(separator: ", "))); remove the variant"
            : "'\(item.name)' is not a CLDR plural category (zero, one, two, few, many, other)"
          sink.report(
            "plural \(quoted: entry.key)\(pluralSuffix(plural.path)): \(what)",
            at: item.location, in: context, key: entry.key)
        }
      }
    }
  }
}
