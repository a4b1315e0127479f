/// `input.unknown-locale`: a folder or tag that ICU does not know as a locale.
struct InputUnknownLocaleRule: Rule {
  let description = RuleDescription(
    id: "input.unknown-locale",
    defaultSeverity: .error,
    summary: "A locale folder or tag names no language, script or region that ICU knows",
    rationale: """
      A misspelt locale (`jp` for Japanese, `en_UK` for British English) is a table the system \
      never loads: users in that locale get the fallback language. Tags are checked against \
      ICU's language, script and region lists (current ISO 3166 regions and UN M.49 areas), and \
      old English folder names (`English.lproj`) are accepted as Apple's loader does. The files \
      of an unknown locale are not audited further. The message says what a code people use \
      this way is: translatewiki's message documentation `qqq` (skipped, with one note for all \
      its folders), ISO 639's undetermined language `und`, a region ISO 3166 withdrew \
      (`sr-CS`, Serbia and Montenegro: `sr-Latn` or `sr-RS`), `UK` for `GB`, a country's code \
      for a language's (`jp` for `ja`); it suggests no language the code does not name. A \
      language of ISO 639-3 that ICU has no data for (`mnw`, Mon) is real: it is audited, and \
      gets one note (its plurals are checked for `other` alone, as `plural.missing-category` \
      says).
      """,
    reference: "BCP 47 (RFC 5646); Unicode TR35, Unicode Locale Identifiers",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("↓jp.lproj/Localizable.strings", "\"hello\" = \"こんにちは\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("↓en_UK.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
      ]),
      // A note: Mon is a language, which ICU 72 has no data for.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("↓mnw.lproj/Localizable.strings", "\"hello\" = \"မင်္ဂလာ\";\n"),
      ]),
      // A note: translatewiki's message documentation, skipped.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("↓qqq.lproj/Localizable.strings", "\"hello\" = \"A greeting on the first screen\";\n"),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"hello": {"localizations": {
            ↓"zz": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}
          """
        )
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("pt_BR.lproj/Localizable.strings", "\"hello\" = \"Olá\";\n"),
        ("zh-Hans.lproj/Localizable.strings", "\"hello\" = \"你好\";\n"),
        ("Base.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
      ])
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    for locale in project.locales where LocaleNames.lacksICUData(locale.tag) {
      let file = project.loaded.files.first { $0.folderLocale?.tag == locale.tag }?.path
      sink.report(
        "\(quoted: locale.tag) is a language ICU \(ICU.version) has no data for; it is still audited",
        at: file.map { SourceLocation(file: $0) }, severity: .note)
    }
    // Every name no locale, with where it is, in the order found: folders, then tags in files.
    var unknowns: [(name: String, location: SourceLocation, table: String?)] =
      project.loaded.unknownLocales.map { ($0.name, $0.location, nil) }
    for file in project.loaded.files {
      for (name, location) in file.result.localeLocations.sorted(by: { $0.value < $1.value })
      where LocaleNames.canonical(name) == nil {
        unknowns.append((name, location, file.table))
      }
    }
    var documentation: [SourceLocation] = []
    for unknown in unknowns {
      let what = LocaleNames.unknown(unknown.name)
      // translatewiki's `qqq`, skipped: one note for all its folders.
      if what.isDocumentation {
        documentation.append(unknown.location)
        continue
      }
      sink.report(FindingMessage(what.reason), at: unknown.location, table: unknown.table)
    }
    if let first = documentation.first {
      let more = documentation.count > 1 ? " (in \(documentation.count) places)" : ""
      sink.report(
        FindingMessage(LocaleNames.unknown("qqq").reason + more), at: first, severity: .note)
    }
  }
}
