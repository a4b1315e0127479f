/// `locale.missing`: a locale the configuration requires has no table.
struct LocaleMissingRule: Rule {
  let description = RuleDescription(
    id: "locale.missing",
    defaultSeverity: .error,
    summary: "A locale the configuration requires has no table",
    rationale: """
      When a required locale has no file for a table, every string of that table falls back to \
      the development language, which a per-key check cannot see because there is no file to \
      compare. Required locales come from `--locale` or the config's `locales`; without them \
      the locales found are audited and none is required. One finding per table and locale, \
      located at the table's source file.
      """,
    reference: "Apple, Localizing and varying text with a string catalog; Android, Localize your app",
    triggeringExamples: [
      RuleExample(
        [
          ("↓en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
          ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
        ], locales: ["de", "fr"])
    ],
    nonTriggeringExamples: [
      RuleExample(
        [
          ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
          ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
        ], locales: ["de"]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
      ]),
    ])

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    let required = project.settings.requiredLocales.compactMap(LocaleNames.canonical)
    for table in project.loaded.tables {
      guard let source = table.source else { continue }
      for tag in required where table.locales[tag] == nil && tag != source.locale.tag {
        sink.report(
          "table \(quoted: table.identity) has no \(quoted: tag) locale; translate its \(counted(source.keys.count, "key"))",
          at: source.files.first.map { SourceLocation(file: $0) }, locale: tag, table: table.identity)
      }
    }
  }
}
