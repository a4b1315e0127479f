/// `key.undefined`: a key the manifest or the Swift sources use that the source tables lack.
struct KeyUndefinedRule: Rule {
  let description = RuleDescription(
    id: "key.undefined",
    defaultSeverity: .error,
    summary: "A key used by the manifest or the Swift sources is absent from the source tables",
    rationale: """
      A key that is in no source table is shown (and read by VoiceOver) as the key itself in \
      every locale, and translators never see it. Usually a typo, or a key renamed in the \
      tables, or a string added to the code after the table was last exported. The finding \
      is on the Text in the manifest, or on the string literal in the Swift code (once per \
      key, at its first use); a table that is not among the tables read is reported once, at \
      the first use of it. The code's keys are those Xcode's extraction makes: an \
      interpolation is its specifier (`%lld` for an `Int`), and where the file does not say \
      a value's type, a source key that differs only in that specifier is the one found. \
      Keys without a letter (`%lld`, `•`) show the same as themselves and are not reported.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": ↓"welcome.titel"},
        {"id": "go", "role": "button", "text": ↓{"key": "go", "table": "Missing"}, "actions": ["activate"]}
        """),
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"welcome.title\" = \"Welcome\";\n\"pages %lld %lld\" = \"Page %lld of %lld\";\n"
        ),
        (
          "WelcomeView.swift",
          """
          import SwiftUI

          struct WelcomeView: View {
            @State private var page = 0
            let total: Int
            var body: some View {
              VStack {
                Text(↓"welcome.titel")
                Text("pages \\(page + 1) \\(total)")
                Button(↓"onboarding.next") {}
                Button("onboarding.next") {}
                Text(↓"welcome.title", tableName: "Onboarding")
              }
            }
          }
          """
        ),
      ]),
    ],
    nonTriggeringExamples: [
      flowExample(FlowExampleDefaults.titleAndButton),
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"Hello, %@!\" = \"Hello, %@!\";\n\"%lld steps\" = \"%lld steps\";\n"
        ),
        (
          "Greeting.swift",
          """
          import SwiftUI

          struct Greeting: View {
            let user: User
            var body: some View {
              Text("Hello, \\(user.name)!")
              Text("\\(user.steps) steps")
              Text("\\(user.steps)")
              Text(verbatim: "Ova")
            }
          }

          #Preview {
            Text("preview.only")
          }
          """
        ),
      ]),
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    checkManifest(project, &sink)
    checkSources(project, &sink)
  }

  private func checkManifest(_ project: ProjectContext, _ sink: inout FindingSink) {
    guard let manifest = project.flow else { return }
    for (screen, element, text) in manifest.texts {
      guard let key = text.key else { continue }
      let name = project.strings.tableName(of: text)
      guard let table = project.strings.table(named: name) else {
        sink.report(
          "key \(quoted: key) of \(quoted: element.id) names the table \(quoted: name), which is not among the tables read",
          at: text.location, screen: screen, element: element, table: name, key: key)
        continue
      }
      guard table.source?.entries.contains(key) != true else { continue }
      sink.report(
        "key \(quoted: key) of \(quoted: element.id) on screen \(quoted: screen.id) is not in the source table \(quoted: table.identity); define it or fix the key",
        at: text.location, screen: screen, element: element, table: table.identity, key: key)
    }
  }

  /// One finding per table that was not read and per key the source table lacks, at the
  /// first use; the message counts the others.
  private func checkSources(_ project: ProjectContext, _ sink: inout FindingSink) {
    guard let lookup = project.sourceStrings else { return }
    var missingTables: [String: [SourceStringLookup.Resolved]] = [:]
    var missingKeys: [String: [SourceStringLookup.Resolved]] = [:]
    var order: [String] = []
    let terms = Set(project.settings.doNotTranslate)
    for item in lookup.resolved where item.key == nil && item.use.hasLetters && !terms.contains(item.use.key)
    {
      if let table = item.table {
        let id = table.identity + "\u{0}" + item.use.key
        if missingKeys[id] == nil { order.append(id) }
        missingKeys[id, default: []].append(item)
      } else {
        let id = item.use.tableName
        if missingTables[id] == nil { order.append(id) }
        missingTables[id, default: []].append(item)
      }
    }
    for id in order {
      if let uses = missingTables[id], let first = uses.first {
        let others = Set(uses.map(\.use.key)).count - 1
        let more = others > 0 ? " and \(others) other \(others == 1 ? "key" : "keys")" : ""
        sink.report(
          "\(first.use.call) looks \(quoted: first.use.key)\(more) up in the table \(quoted: first.use.tableName), which is not among the tables read; add its files to the tables audited or fix the table name",
          at: first.use.location, table: first.use.tableName, key: first.use.key)
      } else if let uses = missingKeys[id], let first = uses.first, let table = first.table {
        let again = uses.count > 1 ? " (used \(uses.count) times; this is the first)" : ""
        sink.report(
          "key \(quoted: first.use.key) of \(first.use.call) is not in the source table \(quoted: table.identity), so every locale shows the key itself\(again); add it to the table or fix the key",
          at: first.use.location, table: table.identity, key: first.use.key)
      }
    }
  }
}
