/// `plural.missing-category`: a plural without a category its language's rules select.
struct PluralMissingCategoryRule: Rule {
  let description = RuleDescription(
    id: "plural.missing-category",
    defaultSeverity: .error,
    summary: "A plural lacks categories that CLDR's rules for its language select",
    rationale: """
      Each language selects its own plural categories: Ukrainian says "1 файл", "2 файли", \
      "5 файлів" (`one`, `few`, `many`), Arabic has six forms, Japanese one. When the \
      category ICU selects for a count is missing, Apple's and Android's loaders fall back to \
      `other`, and users read "5 файли". Each locale is checked against its own language's \
      rules (never against the source's): every plural of an entry, in catalog variations \
      (at any depth), catalog substitutions and `.stringsdict` variables. The message lists \
      the missing categories with ICU's sample numbers. The severity follows what the missing \
      variants cost: an error where a count below 1,000 selects one; a warning where only \
      counts of 1,000 and more do; a note where only counts of a million and more do (French, \
      Catalan, Spanish, Italian and Portuguese `many`), or only fractions do and the count is a \
      whole number (Czech `many` for 1.5, with a `%d`, `%ld`, `%lld` or `%u` count). A count \
      that may have a fraction (`%f`, or one whose type neither its variable nor its \
      variants tell) needs the categories of fractions too. Android's `getQuantityString` selects by an integer, so a category only \
      fractions select is not required there. A variable whose every variant is empty only \
      consumes an argument and is not checked. A missing `other` is `plural.missing-other`'s \
      to report. A language ICU has no plural rules for (Occitan `oc`, Latin `la`, Sanskrit \
      `sa`, Kurmanji `kmr`, Okinawan `ryu` in ICU 72) gets the root's, `other` only, which \
      say nothing of it: its plurals are not checked against categories (no \
      `plural.missing-category`, `plural.unused-category`, nor a count `format.mismatch` \
      requires in a variant), and one note per locale with plurals says so.
      """,
    reference: "Unicode CLDR, Language Plural Rules; Unicode TR35, Part 3 (Numbers), Language Plural Rules",
    triggeringExamples: [
      RuleExample([
        (
          "Localizable.xcstrings",
          filesCatalog(
            "uk",
            [
              #"↓"one": {"stringUnit": {"state": "translated", "value": "%lld файл"}}"#,
              #""other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}"#,
            ])
        )
      ]),
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        (
          "ar.lproj/Localizable.stringsdict",
          stringsdictPlural(
            ["zero": "لا أيام", "one": "يوم واحد", "two": "يومان", "few": "%d أيام", "other": "%d يوم"],
            marked: true)
        ),
      ]),
      // Only `many` for a million is missing: a note.
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        (
          "fr.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d jour", "other": "%d jours"], marked: true)
        ),
      ]),
      // Czech `many` is 1.5, 2.5, …: an error for a count that may have a fraction.
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%.1f km", "other": "%.1f km"], valueType: "f")
        ),
        (
          "cs.lproj/Localizable.stringsdict",
          stringsdictPlural(
            ["one": "%.1f km", "few": "%.1f km", "other": "%.1f km"], valueType: "f", marked: true)
        ),
      ]),
      // ICU 72 has no plural rules for Occitan: nothing is required beyond `other`, and
      // one note says so.
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        (
          "oc.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d jorn", "other": "%d jorns"], marked: true)
        ),
      ]),
    ],
    nonTriggeringExamples: [
      // Android selects by an integer: Czech `many` (only decimals) is never used there.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><plurals name=\"days\"><item quantity=\"one\">%d day</item><item quantity=\"other\">%d days</item></plurals></resources>"
        ),
        (
          "res/values-cs/strings.xml",
          "<resources><plurals name=\"days\"><item quantity=\"one\">%d den</item><item quantity=\"few\">%d dny</item><item quantity=\"other\">%d dní</item></plurals></resources>"
        ),
      ]),
      // Japanese has only `other`; English `one` is not required of it.
      RuleExample([
        (
          "Localizable.xcstrings",
          filesCatalog(
            "ja",
            [
              #""other": {"stringUnit": {"state": "translated", "value": "%lldファイル"}}"#
            ])
        )
      ]),
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        (
          "ru.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d день", "few": "%d дня", "many": "%d дней", "other": "%d дня"])
        ),
        (
          "fr.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d jour", "many": "%d de jours", "other": "%d jours"])
        ),
      ]),
      // A plural left whole in English is one untranslated value, which value.untranslated
      // reports: its missing Russian categories are not a second finding.
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d day left", "other": "%d days left"])
        ),
        (
          "ru.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d day left", "other": "%d days left"])
        ),
      ]),
    ])

  /// One note for each locale with plurals whose language ICU has no plural rules for.
  func check(project: ProjectContext, _ sink: inout FindingSink) {
    for locale in project.locales where !locale.isBase {
      guard let rules = PluralRules.forLocale(locale.tag), !rules.hasLanguageRules else { continue }
      var count = 0
      var first: SourceLocation?
      for table in project.loaded.tables {
        guard let localeTable = table.locales[locale.tag] else { continue }
        for entry in localeTable.entryViews where !entry.isPlain {
          let plurals = entry.value.pluralVariations(fallback: entry.location)
          guard !plurals.isEmpty else { continue }
          if first == nil { first = plurals[0].location }
          count += 1
        }
      }
      guard count > 0 else { continue }
      let language = ICU.displayName(locale.language).map { " (\($0))" } ?? ""
      let noun = count == 1 ? "plural is" : "plurals are"
      sink.report(
        "ICU \(ICU.version) has no plural rules for \(quoted: locale.tag)\(language), only its root's ('other'): its \(groupedDigits(count)) \(noun) checked for an 'other' variant, not against the language's categories",
        at: first, locale: locale.tag, severity: .note)
    }
  }

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    // Most tables have few plurals or none: the locale's rules are opened only for them.
    guard context.hasPlurals, let rules = context.pluralRules else { return }
    // A plural left whole in the source's language is one untranslated value (value.untranslated).
    let copies = context.copiedValues.wholeCopies
    for entry in context.localeTable.entryViews where !entry.isPlain && !copies.contains(entry.index) {
      // A variable whose every variant is empty only consumes an argument: it shows no count.
      for plural in entry.value.pluralVariations(fallback: entry.location)
      where plural.cases.contains(where: { $0.value.containsText { !$0.string.isEmpty } }) {
        let present = Set(plural.names)
        let missing = rules.categories.filter {
          $0 != "other" && !present.contains($0) && !context.neverShows(category: $0, rules: rules)
        }
        guard !missing.isEmpty else { continue }
        let integer = plural.countIsInteger(platform: context.table.platform)
        let severity = missing.map { rules.severity(ofMissing: $0, countIsInteger: integer) }.max() ?? .error
        let rarity = rules.rarity(ofMissing: missing, countIsInteger: integer).map { "; \($0)" } ?? ""
        sink.report(
          "plural \(quoted: entry.key)\(pluralSuffix(plural.path)) lacks categories that \(quoted: context.pluralLocale) requires: \(categoryList(missing, rules))\(rarity)",
          at: plural.location, in: context, key: entry.key, severity: severity)
      }
    }
  }
}
