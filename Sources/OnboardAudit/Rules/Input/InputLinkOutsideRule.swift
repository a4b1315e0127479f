/// `input.link-outside`: a table or Swift file, found while a folder was searched, that is a
/// symbolic link leading outside that folder, and so was not read (docs/security.md).
struct InputLinkOutsideRule: Rule {
  let description = RuleDescription(
    id: "input.link-outside",
    defaultSeverity: .note,
    summary: "A file found in a searched folder is a symbolic link that leads outside it, and was not read",
    rationale: """
      In CI the files of a pull request are audited on a runner that holds secrets. A link \
      committed as `de.lproj/Localizable.strings` can lead to any file of the runner (its \
      credentials, `/proc/self/environ`), and a message that quotes what it read would put \
      them in the log. So while a folder is searched, a link is followed only when, with every \
      link on the way followed, it stays inside that folder; one that leads outside is not \
      read, and this note names it. A project that shares tables through links (a monorepo's \
      common strings) names the folder the links lead to as tables or sources of its own: \
      paths given on the command line are read wherever they are, and a config's paths \
      anywhere inside the config's folder.
      """,
    reference: "docs/security.md, What the run reads",
    triggeringExamples: [
      RuleExample(
        [
          ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
          ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
        ],
        links: [("↓de.lproj/Shared.strings", "../../shared/de.lproj/Shared.strings")])
    ],
    nonTriggeringExamples: [
      // A link that stays inside the folder is read like the file it names.
      RuleExample(
        [
          ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
          ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
        ],
        links: [("de-DE.lproj/Localizable.strings", "../de.lproj/Localizable.strings")])
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    let links = project.loaded.linksOutside + (project.sources?.linksOutside ?? [])
    for link in Set(links).sorted(by: { $0.path < $1.path }) {
      let shown = FileSystem.displayPath(link.path)
      sink.report(
        "\(quoted: shown, limit: .max) is a symbolic link to \(quoted: link.target, limit: .max), outside the folder searched (\(quoted: FileSystem.displayPath(link.root), limit: .max)), so it was not read; name what it leads to with --tables or --sources to audit it",
        at: SourceLocation(file: shown))
    }
  }
}
