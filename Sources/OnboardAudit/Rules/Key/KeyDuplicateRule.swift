/// `key.duplicate`: one key defined twice in one file.
struct KeyDuplicateRule: Rule {
  let description = RuleDescription(
    id: "key.duplicate",
    defaultSeverity: .error,
    summary: "The same key is defined twice in one file",
    rationale: """
      Apple's loader keeps the later definition without a word, so an edit to the first one \
      silently has no effect (and the two often differ); Android's resource compiler, aapt2, \
      refuses the file, and the build fails. The finding is on the later definition and names \
      the line of the first. A key the source's file defines twice, which every translation \
      made from it repeats, is the source's finding alone.
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
    // A key the source defines twice is repeated by every translation made from it: the
    // source's finding alone (one cause, one finding).
    let sourceTags = Dictionary(
      project.loaded.tables.map { ($0.identity, $0.source?.locale.tag) },
      uniquingKeysWith: { first, _ in first })
    var inSource: Set<[String]> = []
    var findings: [(file: TableFile, duplicate: DuplicateKey, locale: String?)] = []
    for file in project.loaded.files {
      for duplicate in file.result.duplicateKeys {
        let locale =
          duplicate.locale.isEmpty
          ? file.folderLocale?.tag : (LocaleNames.canonical(duplicate.locale) ?? duplicate.locale)
        let sourceTag = sourceTags[file.table] ?? nil
        if locale == nil || locale == sourceTag { inSource.insert([file.table, duplicate.key]) }
        findings.append((file, duplicate, locale))
      }
    }
    for (file, duplicate, locale) in findings {
      let sourceTag = sourceTags[file.table] ?? nil
      if locale != nil, locale != sourceTag, inSource.contains([file.table, duplicate.key]) { continue }
      // aapt2 refuses a resource file that defines a name twice; Apple's loader keeps the later.
      let outcome =
        file.format == .androidStrings && !file.path.contains("/composeResources/")
        ? "aapt2 rejects the file and the build fails" : "the later one wins"
      sink.report(
        "key \(quoted: duplicate.key) is already defined at line \(duplicate.earlierLine); \(outcome), remove one",
        at: duplicate.location, locale: locale, table: file.table, key: duplicate.key)
    }
  }
}
