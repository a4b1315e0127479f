import ArgumentParser
import OnboardAudit

/// `onboard-audit voiceover [DIR] [options]`: the simulated VoiceOver transcript of each screen
/// (docs/simulation.md): numbered stops, the time each becomes reachable, and what is spoken.
struct VoiceOverCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "voiceover",
    abstract: "Print what VoiceOver would read on each screen of the flow, in one locale.",
    discussion: """
      The stops in reading order (right to left where the locale is), the time each becomes \
      reachable (from the motion timeline, with Reduce Motion on under --reduce-motion), and \
      the label, value, traits and hint spoken.
      """)

  @OptionGroup(title: "Inputs") var project: ProjectOptions

  @Option(
    help: ArgumentHelp(
      "A folder to search for SwiftUI sources, or one .swift file (repeatable): without a manifest, the flow derived from them is read.",
      valueName: "path"))
  var sources: [String] = []

  @Option(
    name: .customLong("locale"),
    help: ArgumentHelp("The locale to read the screens in (default: the source locale).", valueName: "locale")
  )
  var locales: [String] = []

  @Option(help: ArgumentHelp("Read only this screen (default: every screen).", valueName: "id"))
  var screen: String?

  @Flag(
    name: .customLong("reduce-motion"),
    help:
      "Read with Reduce Motion on: animations replaced by their fallbacks, so stops may be reachable sooner.")
  var reduceMotion = false

  mutating func validate() throws {
    guard locales.count <= 1 else {
      throw ValidationError(
        "give one --locale (given: \(locales.joined(separator: ", "))); the screens are read in one locale at a time"
      )
    }
    try LocaleArgument.check(locales)
  }

  func execute(console: Console) throws -> Int32 {
    try PathArgument.checkExists(project.paths + sources)
    let config = try AuditInvocation.config(project)
    try AuditInvocation.checkConfigReads(project, sources: sources, baseline: nil, config: config)
    let inputs = AuditInvocation.inputs(project, sources: sources, config: config)
    if inputs.flowFound, let flow = inputs.flow {
      try AuditInvocation.checkFound(flow, in: project.folder, what: "the manifest", option: "--flow")
    }
    let limit = project.reading.maximumFileSize
    var request = ProjectInputs()
    request.tables = inputs.tables
    request.sources = inputs.sources
    request.projectFolder = project.folder
    request.sourceLocale = AuditInvocation.sourceLocale(project, config: config)
    request.flow = try inputs.flow.map { try AuditInvocation.manifest($0, maximumFileSize: limit) }
    request.flowRoot = config.flowRoot
    request.screens = config.screens
    request.hints = config.hints
    request.maximumFileSize = limit
    let loaded = LoadedProject.load(request)
    let given = loaded.manifest
    guard let manifest = loaded.flow else {
      throw AuditError.nothingToAudit(
        inputs.sources.isEmpty
          ? "no onboarding.json found in '\(project.folder)'; name the manifest with --flow"
          : "no onboarding.json and no onboarding view in the sources; name the manifest with --flow")
    }
    let resolver = loaded.strings
    let sourceTag = loaded.sourceLocale.tag
    let tag = locales.first ?? sourceTag
    let locale = AuditLocale(canonical: LocaleNames.canonical(tag) ?? tag)
    let hasTables = loaded.tables.tables.contains { table in
      table.locales.values.contains { $0.locale.tag == locale.tag }
    }
    if !hasTables {
      console.err(
        "note: no string tables of '\(locale.tag)' found; every text is read as the source (\(sourceTag)) has it\n"
      )
    }
    var screens = manifest.screens
    if let id = screen {
      guard let found = screens.first(where: { $0.id == id }) else {
        let ids = screens.map(\.id)
        let suggestion = Suggestions.closest(to: id, among: ids).map { "did you mean '\($0)'? " } ?? ""
        throw AuditError.commandLine(
          "no screen '\(id)' in \(manifest.file) (\(suggestion)screens: \(ids.joined(separator: ", ")))")
      }
      screens = [found]
    }
    let mode: MotionMode = reduceMotion ? .reduceMotion : .normal
    var text = ""
    for (index, written) in screens.enumerated() {
      // A flow derived from the code is laid out with the locale's texts.
      let screen =
        given != nil
        ? written
        : DerivedFlow.layOut(written, device: manifest.device) { resolver.resolve($0, locale: locale).string }
      let simulation = ScreenSimulation(
        screen: screen, manifest: manifest, locale: locale, resolver: resolver, mode: mode)
      if index > 0 { text += "\n" }
      text += Self.transcript(simulation)
    }
    console.out(text)
    return 0
  }

  /// A screen's transcript: a heading line, then one numbered line per stop with the time it
  /// becomes reachable.
  static func transcript(_ simulation: ScreenSimulation) -> String {
    var direction = simulation.locale.isRightToLeft ? "right to left" : "left to right"
    if simulation.timeline.mode == .reduceMotion { direction += ", Reduce Motion" }
    // The screen's id and what is spoken come from the manifest and the tables: one line each.
    var lines = ["\(singleLine(simulation.screen.id)) · \(simulation.locale.tag) (\(direction))"]
    let width = String(simulation.stops.count).count
    for spoken in simulation.stops {
      let number = String(repeating: " ", count: width - String(spoken.number).count) + "\(spoken.number)"
      lines.append(
        "  \(number)  \(NumberText.seconds(spoken.reachableAt))  \(singleLine(spoken.announcement.spoken))")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
