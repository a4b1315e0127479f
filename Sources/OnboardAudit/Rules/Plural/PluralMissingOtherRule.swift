/// `plural.missing-other`: a plural without its `other` variant.
struct PluralMissingOtherRule: Rule {
  let description = RuleDescription(
    id: "plural.missing-other",
    defaultSeverity: .error,
    summary: "A plural has no `other` variant",
    rationale: """
      `other` is the one category every language has and the one the loaders fall back to \
      when the selected category is missing. Without it, a count that selects nothing else \
      shows the raw format or the key (Apple) or throws (Android's `getQuantityString`). \
      Checked in every locale, the source included, on every plural: catalog variations at \
      any depth, catalog substitutions and `.stringsdict` variables. Where no whole number \
      selects `other` in the language (Russian, Ukrainian, Polish, Belarusian: only \
      fractions do) and the count is a whole number (`%d`, `%ld`, `%lld`, `%u`), no count \
      shows it: a warning, as it is still the fallback for any other category missing. \
      Android's `getQuantityString` selects by an integer, so it is not required there. \
      Known limits: a plural whose variants are all present but empty is `value.empty`'s to \
      report.
      """,
    reference: "Unicode CLDR, Language Plural Rules; Apple, Localizing strings that contain plurals",
    triggeringExamples: [
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d day"], marked: true)
        )
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          filesCatalog(
            "de",
            [
              #"↓"one": {"stringUnit": {"state": "translated", "value": "%lld Datei"}}"#
            ])
        )
      ]),
      // A warning: no whole number selects Russian `other`, but it is the fallback.
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        (
          "ru.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d день", "few": "%d дня", "many": "%d дней"], marked: true)
        ),
      ]),
    ],
    nonTriggeringExamples: [
      // Android selects by an integer: Russian `other` (only decimals) is never used there.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><plurals name=\"days\"><item quantity=\"one\">%d day</item><item quantity=\"other\">%d days</item></plurals></resources>"
        ),
        (
          "res/values-ru/strings.xml",
          "<resources><plurals name=\"days\"><item quantity=\"one\">%d день</item><item quantity=\"few\">%d дня</item><item quantity=\"many\">%d дней</item></plurals></resources>"
        ),
      ]),
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        ("ja.lproj/Localizable.stringsdict", stringsdictPlural(["other": "%d日"])),
      ]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    for entry in context.localeTable.entryViews where !entry.isPlain {
      for plural in entry.value.pluralVariations(fallback: entry.location)
      where !plural.names.contains("other") {
        // Where no integer selects `other` (Russian, Polish), Android never reaches for it, and
        // an integer count on Apple's platforms never does either.
        let rules = context.pluralRules
        if let rules, context.neverShows(category: "other", rules: rules) { continue }
        let fractionsOnly =
          rules.map { !$0.categoriesOfIntegers.contains("other") } == true
          && plural.countIsInteger(platform: context.table.platform)
        let advice =
          fractionsOnly
          ? "only fractions select it in this language (\(rules?.sampleText("other", groups: 2) ?? "")) and the count is a whole number, but it is the fallback for any other category missing"
          : "add it, it is the fallback for every count"
        sink.report(
          "plural \(quoted: entry.key)\(pluralSuffix(plural.path)) in \(quoted: context.locale.tag) has no 'other' variant; \(advice)",
          at: plural.location, in: context, key: entry.key, severity: fractionsOnly ? .warning : nil)
      }
    }
  }
}
