/// `key.undefined`: a key the manifest uses that the source tables lack.
struct KeyUndefinedRule: Rule {
  let description = RuleDescription(
    id: "key.undefined",
    defaultSeverity: .error,
    summary: "A key used by the manifest is absent from the source tables",
    rationale: """
      A key that is in no source table is shown (and read by VoiceOver) as the key itself in \
      every locale, and translators never see it. Usually a typo in the manifest or a key \
      renamed in the tables. The finding is on the Text in the manifest; a table the manifest \
      names that does not exist is reported the same way.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": ↓"welcome.titel"},
        {"id": "go", "role": "button", "text": ↓{"key": "go", "table": "Missing"}, "actions": ["activate"]}
        """)
    ],
    nonTriggeringExamples: [flowExample(FlowExampleDefaults.titleAndButton)],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    guard let manifest = project.flow else { return }
    for (screen, element, text) in manifest.texts {
      guard let key = text.key else { continue }
      let name = project.strings.tableName(of: text)
      guard let table = project.strings.table(named: name) else {
        sink.report(
          "key \(quoted(key)) of \(quoted(element.id)) names the table \(quoted(name)), which is not among the tables read",
          at: text.location, screen: screen, element: element, table: name, key: key)
        continue
      }
      guard table.source?.entries.contains(key) != true else { continue }
      sink.report(
        "key \(quoted(key)) of \(quoted(element.id)) on screen \(quoted(screen.id)) is not in the source table \(quoted(table.identity)); define it or fix the key",
        at: text.location, screen: screen, element: element, table: table.identity, key: key)
    }
  }
}
