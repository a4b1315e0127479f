import ArgumentParser
import OnboardAudit

/// `onboard-audit manifest --sources PATH...`: the flow derived from SwiftUI sources
/// (docs/swiftui.md), printed as a manifest with the Swift location of each screen and element, so that a
/// user sees what was understood and can start a manifest from it.
struct ManifestCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "manifest",
    abstract: "Print the onboarding flow derived from SwiftUI sources, as a manifest.",
    discussion: """
      The screens of the root view (--root, else the view whose name has Onboarding, Welcome, \
      Intro, Setup, Tutorial or WhatsNew and that no other such view shows; with none, each \
      view named …Screen is a screen of its own), their elements, \
      motion and timers, each with "source": the file, line and column of its Swift code. \
      String Catalog symbols are matched to the keys of the tables found under the same \
      paths. What the code does not let us know is said on standard error.
      """)

  @Option(
    help: ArgumentHelp(
      "A folder to search for SwiftUI sources, or one .swift file (repeatable).", valueName: "path"))
  var sources: [String] = []

  @Option(
    help: ArgumentHelp("The view the flow starts from (default: found by its name).", valueName: "view"))
  var root: String?

  @OptionGroup var reading: ReadOptions

  mutating func validate() throws {
    guard !sources.isEmpty else { throw ValidationError("give at least one --sources PATH") }
  }

  func execute(console: Console) throws -> Int32 {
    try PathArgument.checkExists(sources)
    var loaded = SwiftSources.load(paths: sources, maximumFileSize: reading.maximumFileSize)
    // Accessors the sources use but do not declare (catalog symbols) name keys of the tables
    // beside the code.
    if loaded.hasAbsentAccessors {
      let tables = TableLoader(maximumFileSize: reading.maximumFileSize).load(paths: sources).tables
      if tables.isEmpty { loaded.takePackageLiteralsAsKeys() }
      loaded.resolveAbsentAccessors(
        in: StringResolver(tables: tables, defaultTable: FlowManifest.defaultTable))
    }
    let flow = DerivedFlow.derive(loaded, root: root)
    for note in flow.notes {
      let place = note.location
      let rule = note.rule.map { " [\($0)]" } ?? ""
      console.err(
        "\(singleLine(place.file)):\(place.line):\(place.column): note: \(singleLine(note.message))\(rule)\n")
    }
    guard let manifest = flow.manifest else {
      throw AuditError.nothingToAudit(
        root.map { "no view '\($0)' in the sources" }
          ?? "no onboarding view found in the sources; name the flow's first view with --root")
    }
    console.out(ManifestWriter.json(manifest))
    return 0
  }
}
