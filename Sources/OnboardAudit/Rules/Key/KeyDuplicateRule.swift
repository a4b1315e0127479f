/// `key.duplicate`: one key defined twice in one file.
struct KeyDuplicateRule: Rule {
  let description = RuleDescription(
    id: "key.duplicate",
    defaultSeverity: .error,
    summary: "The same key is defined twice in one file",
    rationale: """
      Apple's loader keeps the later definition without a word, so an edit to the first one \
      silently has no effect (and the two often differ). The finding is on the later \
      definition and names the line of the first.
      """,
    reference: "Apple, String Resources (old-style property list format)",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n↓\"hello\" = \"Hi\";\n")
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
        ("de.lproj/Localizable.strings", "\"a\" = \"A1\";\n↓a = \"A2\";\n↓\"a\" = \"A3\";\n"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"Hello\" = \"Hello\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n\"Hello\" = \"Hallo\";\n"),
      ])
    ])

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    for file in project.loaded.files {
      // A catalog lists each key once for all its locales: report a repeated key once.
      var reported: Set<SourceLocation> = []
      for (locale, entries) in file.result.entries.sorted(by: { $0.key < $1.key }) {
        var first: [String: Entry] = [:]
        for entry in entries {
          guard let earlier = first[entry.key] else {
            first[entry.key] = entry
            continue
          }
          guard reported.insert(entry.location).inserted else { continue }
          sink.report(
            "key \(quoted(entry.key)) is already defined at line \(earlier.location.line); the later one wins, remove one",
            at: entry.location,
            locale: locale.isEmpty ? file.folderLocale?.tag : (LocaleNames.canonical(locale) ?? locale),
            table: file.table,
            key: entry.key)
        }
      }
    }
  }
}
