/// `key.unused`: a key of a manifest table that no element uses.
struct KeyUnusedRule: Rule {
  let description = RuleDescription(
    id: "key.unused",
    defaultSeverity: .note,
    summary: "A source key of a table the manifest uses is used by no element",
    rationale: """
      A key of the onboarding tables that no screen shows is either left over (translators \
      keep paying for it) or the sign of an element that lost its text. Only tables the \
      manifest names are checked, since other tables serve the rest of the app; keys Xcode \
      marks stale are left to `key.obsolete`.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      flowExample(
        FlowExampleDefaults.titleAndButton,
        strings: "\"title\" = \"Welcome\";\n\"go\" = \"Continue\";\n↓\"old.title\" = \"Hello\";\n")
    ],
    nonTriggeringExamples: [
      flowExample(
        FlowExampleDefaults.titleAndButton, strings: "\"title\" = \"Welcome\";\n\"go\" = \"Continue\";\n",
        files: [("en.lproj/Settings.strings", "\"unrelated\" = \"Settings\";\n")])
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    guard let manifest = project.flow else { return }
    var used: [String: Set<String>] = [manifest.table: []]
    for (_, _, text) in manifest.texts {
      let name = project.strings.tableName(of: text)
      if let key = text.key { used[name, default: []].insert(key) }
    }
    for name in used.keys.sorted() {
      guard let table = project.strings.table(named: name), let source = table.source else { continue }
      for entry in source.orderedEntries where entry.isInUse && !used[name, default: []].contains(entry.key) {
        sink.report(
          "key \(quoted(entry.key)) of \(quoted(table.identity)) is used by no element of \(manifest.file.split(separator: "/").last.map(String.init) ?? manifest.file); use it or remove it",
          at: entry.location, table: table.identity, key: entry.key)
      }
    }
  }
}
