import ArgumentParser
import OnboardAudit

/// `onboard-audit manifest [DIR] [--config FILE] [--sources PATH...]`: the flow derived from
/// SwiftUI sources (docs/swiftui.md), printed as a manifest with the Swift location of each
/// screen and element, so that a user sees what was understood and can start a manifest from
/// it. It reads the config as `audit` does: its `sources`, `tables`, `flowRoot` and `screens`.
struct ManifestCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "manifest",
    abstract: "Print the onboarding flow derived from SwiftUI sources, as a manifest.",
    discussion: """
      The screens of the root view (--root, else the config's flowRoot, else the view whose \
      name has Onboarding, Welcome, Intro, Setup, Tutorial or WhatsNew and that no other such \
      view shows; with none, each view the config's screens names, in that order, else each \
      view named …Screen, is a screen of its own), their elements, \
      motion and timers, each with "source": the file, line and column of its Swift code. \
      String Catalog symbols are matched to the keys of the tables (the config's tables, else \
      those found under the same paths as the sources). What the code does not let us know is \
      said on standard error.
      """)

  @Argument(
    help: ArgumentHelp(
      """
      The project's folder (default: the current directory). Its onboard-audit.json is the \
      config, whose sources, tables, flowRoot and screens are read.
      """, valueName: "dir"))
  var dir: String?

  @Option(
    help: ArgumentHelp(
      "Read settings from FILE (default: DIR/onboard-audit.json when present).", valueName: "file"))
  var config: String?

  @Option(
    help: ArgumentHelp(
      """
      A folder to search for SwiftUI sources, or one .swift file (repeatable). Replaces the \
      config's sources and tables; the tables are searched for in the same paths.
      """, valueName: "path"))
  var sources: [String] = []

  @Option(
    help: ArgumentHelp(
      "The view the flow starts from (default: the config's flowRoot, else found by its name).",
      valueName: "view"))
  var root: String?

  @OptionGroup var reading: ReadOptions

  func execute(console: Console) throws -> Int32 {
    try PathArgument.checkExists([dir, config].compactMap { $0 } + sources)
    let folder = dir ?? "."
    let config = try AuditInvocation.config(
      folder: folder, given: config, maximumFileSize: reading.maximumFileSize)
    // `--sources` replaces the config's inputs, as it does for `audit` (docs/security.md:
    // only the config's paths that are read must stay inside its folder).
    try AuditInvocation.checkConfigReads(config, readsInputs: sources.isEmpty, readsBaseline: false)
    // The paths found as `audit` finds them; a manifest is not read.
    let inputs = AuditInvocation.inputs(
      folder: folder, flow: nil, tables: [], sources: sources, config: config)
    guard !inputs.sources.isEmpty else {
      throw AuditError.commandLine(
        "give at least one --sources PATH, or a config with sources (DIR/onboard-audit.json or --config)")
    }
    let root = self.root ?? config.flowRoot
    var request = ProjectInputs()
    request.sources = inputs.sources
    request.projectFolder = folder
    // Accessors the sources use but do not declare (catalog symbols) name keys of the tables.
    request.tables = inputs.tables
    request.sourceLocale = config.sourceLocale
    request.flowRoot = root
    request.screens = config.screens
    request.hints = config.hints
    request.maximumFileSize = reading.maximumFileSize
    request.literalsAreKeysWithoutTables = true
    let flow = LoadedProject.load(request).derived
    for note in flow?.notes ?? [] {
      let place = note.location
      let rule = note.rule.map { " [\($0)]" } ?? ""
      console.err(
        "\(singleLine(place.file)):\(place.line):\(place.column): note: \(singleLine(note.message))\(rule)\n")
    }
    // What was not seen, as `audit` says it (docs/swiftui.md, "What was not seen").
    if let flow { console.err(TextReporter.sourcesLine(flow.sources) + "\n") }
    guard let manifest = flow?.manifest, !manifest.screens.isEmpty else {
      throw AuditError.nothingToAudit(
        root.map { "no view '\($0)' in the sources" } ?? SourcesSummary.noScreen)
    }
    console.out(ManifestWriter.json(manifest))
    return 0
  }
}
