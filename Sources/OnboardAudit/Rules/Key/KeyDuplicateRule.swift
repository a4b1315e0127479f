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
    // Files are searched on all cores; the findings are reported in the files' order.
    let perFile = project.loaded.files.concurrentMap(Self.duplicates)
    for (file, duplicates) in zip(project.loaded.files, perFile) {
      for duplicate in duplicates {
        sink.report(
          "key \(quoted(duplicate.key)) is already defined at line \(duplicate.earlierLine); the later one wins, remove one",
          at: duplicate.location,
          locale: duplicate.locale.isEmpty
            ? file.folderLocale?.tag : (LocaleNames.canonical(duplicate.locale) ?? duplicate.locale),
          table: file.table,
          key: duplicate.key)
      }
    }
  }

  private struct Duplicate: Sendable {
    var key: String
    var location: SourceLocation
    var earlierLine: Int
    var locale: String
  }

  /// The keys a file defines twice (or more) in one locale, each later definition once.
  @Sendable private static func duplicates(in file: TableFile) -> [Duplicate] {
    var result: [Duplicate] = []
    // A catalog lists each key once for all its locales: report a repeated key once.
    var reported: Set<SourceLocation> = []
    for (locale, entries) in file.result.entries.sorted(by: { $0.key < $1.key }) {
      var firstLine: [String: Int] = [:]
      firstLine.reserveCapacity(entries.count)
      for index in entries.indices {
        let key = entries[index].key
        guard let earlier = firstLine[key] else {
          firstLine[key] = entries[index].location.line
          continue
        }
        guard reported.insert(entries[index].location).inserted else { continue }
        result.append(
          Duplicate(key: key, location: entries[index].location, earlierLine: earlier, locale: locale))
      }
    }
    return result
  }
}
