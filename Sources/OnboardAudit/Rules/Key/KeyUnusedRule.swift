/// `key.unused`: a source key of a table the manifest or the Swift sources use that nothing uses.
struct KeyUnusedRule: Rule {
  static let listedAtMost = RuleOption.integer(
    "listedAtMost", of: "key.unused", default: 20, in: 0...1_000_000,
    "How many unused keys of a table are reported one by one; more, when they are most of the table, are one finding"
  )

  let description = RuleDescription(
    id: "key.unused",
    defaultSeverity: .note,
    summary: "A source key of a table the manifest or the Swift sources use is used by neither",
    rationale: """
      A key of the onboarding tables that no screen shows is either left over (translators \
      keep paying for it) or the sign of an element that lost its text. Only tables the \
      manifest names or the sources look strings up in are checked, since other tables serve \
      the rest of the app; keys Xcode marks stale are left to `key.obsolete`. A key that the \
      sources write as a plain string (`Page(titleKey: "onboarding.page1")`, looked up later) \
      counts as used. Keys that only code outside the sources given uses are reported too: \
      give the sources of every screen that uses the table. When more than 20 keys \
      (`listedAtMost`) and most of a table are unused, the sources are taken to be a part of \
      the app, and one finding lists the keys.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      flowExample(
        FlowExampleDefaults.titleAndButton,
        strings: "\"title\" = \"Welcome\";\n\"go\" = \"Continue\";\n↓\"old.title\" = \"Hello\";\n"),
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"welcome.title\" = \"Welcome\";\n\"%lld steps\" = \"%lld steps\";\n↓\"welcome.old\" = \"Hi\";\n"
        ),
        (
          "WelcomeView.swift",
          """
          import SwiftUI

          struct WelcomeView: View {
            let steps: Int
            var body: some View {
              Text("welcome.title")
              Text("\\(steps) steps")
            }
          }
          """
        ),
      ]),
    ],
    nonTriggeringExamples: [
      flowExample(
        FlowExampleDefaults.titleAndButton, strings: "\"title\" = \"Welcome\";\n\"go\" = \"Continue\";\n",
        files: [("en.lproj/Settings.strings", "\"unrelated\" = \"Settings\";\n")]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"welcome.title\" = \"Welcome\";\n\"page.one\" = \"One\";\n"),
        ("en.lproj/Settings.strings", "\"unrelated\" = \"Settings\";\n"),
        (
          "WelcomeView.swift",
          """
          import SwiftUI

          struct Page { let titleKey: String }

          struct WelcomeView: View {
            let pages = [Page(titleKey: "page.one")]
            var body: some View {
              Text("welcome.title")
              ForEach(pages, id: \\.titleKey) { Text(LocalizedStringKey($0.titleKey)) }
            }
          }
          """
        ),
      ]),
    ],
    scope: .flow,
    options: [Self.listedAtMost])

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    // Above this many unused keys, when they are most of the table, one finding lists them
    // all: the sources given are likely a part of the app, not a table full of dead keys.
    let listedAtMost = project.settings.options.integer(Self.listedAtMost)
    var used: [String: Set<String>] = [:]
    if let manifest = project.flow {
      used[manifest.table] = []
      for (_, _, text) in manifest.texts {
        let name = project.strings.tableName(of: text)
        if let key = text.key { used[name, default: []].insert(key) }
      }
    }
    // The sources' uses, by the identity of the table they found.
    var usedByIdentity: [String: Set<String>] = [:]
    for item in project.sourceStrings?.resolved ?? [] {
      guard let table = item.table else { continue }
      usedByIdentity[table.identity, default: []].insert(item.key ?? item.use.key)
    }
    let literals = project.sources?.files.reduce(into: Set<String>()) { $0.formUnion($1.literals) } ?? []
    let patterns = project.sources?.files.flatMap(\.keyPatterns) ?? []
    var checked: Set<String> = []
    var tables: [(StringTable, Set<String>)] = []
    for name in used.keys.sorted() {
      guard let table = project.strings.table(named: name), checked.insert(table.identity).inserted else {
        continue
      }
      tables.append((table, used[name, default: []].union(usedByIdentity[table.identity] ?? [])))
    }
    for identity in usedByIdentity.keys.sorted() where checked.insert(identity).inserted {
      guard let table = project.strings.tables.first(where: { $0.identity == identity }) else { continue }
      let manifestKeys = used.filter { project.strings.table(named: $0.key)?.identity == identity }.values
      tables.append((table, manifestKeys.reduce(usedByIdentity[identity] ?? []) { $0.union($1) }))
    }
    let users = usersDescription(project)
    for (table, keys) in tables {
      guard let source = table.source else { continue }
      let inUse = source.orderedEntries.filter(\.isInUse)
      var unused = inUse.filter { entry in
        !keys.contains(entry.key) && !literals.contains(entry.key)
          && !patterns.contains(where: { Self.matches(entry.key, $0) })
      }
      // A key a suppression covers is reported on its own, to be marked suppressed, and is
      // no part of a finding about many (docs/ci.md, "Suppressions").
      let covered = Set(
        project.settings.suppressions.split(
          unused.map(\.key), rule: description.id, table: table.identity, locale: nil
        ).covered)
      for entry in unused where covered.contains(entry.key) {
        sink.report(
          "key \(quoted: entry.key) of \(quoted: table.identity) is used by no element of \(users); use it or remove it",
          at: entry.location, table: table.identity, key: entry.key)
      }
      if !covered.isEmpty { unused.removeAll { covered.contains($0.key) } }
      if unused.count > listedAtMost, unused.count * 2 > inUse.count, let first = unused.first {
        sink.report(
          "\(groupedDigits(unused.count)) of the \(groupedDigits(inUse.count)) keys of \(quoted: table.identity) are used by no element of \(users): \(firstFew(unused.map(\.key))); most of the table unused means the sources given are part of the app: give the sources of every screen that uses the table, or remove the keys",
          at: first.location, table: table.identity, keys: unused.map(\.key))
        continue
      }
      for entry in unused {
        sink.report(
          "key \(quoted: entry.key) of \(quoted: table.identity) is used by no element of \(users); use it or remove it",
          at: entry.location, table: table.identity, key: entry.key)
      }
    }
  }

  /// Whether a key could be built from an interpolated literal: it has the literal's text
  /// pieces in order, the first at its start and the last at its end.
  static func matches(_ key: String, _ pieces: [String]) -> Bool {
    guard let first = pieces.first, let last = pieces.last, key.hasPrefix(first) else { return false }
    var rest = key.dropFirst(first.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.hasSuffix(last)
  }

  /// What was read for the uses: the manifest's file name, the sources, or both.
  private func usersDescription(_ project: ProjectContext) -> String {
    let manifest = project.flow.map { $0.file.split(separator: "/").last.map(String.init) ?? $0.file }
    switch (manifest, project.sources != nil) {
    case (let name?, false): return name
    case (let name?, true): return "\(name) and no Swift source"
    case (nil, _): return "the Swift sources"
    }
  }
}
