import OnboardAudit

/// `onboard-audit voiceover [DIR] [options]`: the simulated VoiceOver transcript of each screen
/// (DESIGN §5): numbered stops, the time each becomes reachable, and what is spoken.
enum VoiceOverCommand {
  static let usage =
    "onboard-audit voiceover [DIR] [--flow FILE] [--locale L] [--screen ID] [--reduce-motion]"

  static let options = [
    CommonOptions.config,
    CommonOptions.flow,
    OptionSpec(
      name: "--tables", valueName: "PATH",
      help:
        "A folder to search for string tables, or one table file (repeatable; default: the manifest's folder).",
      repeatable: true),
    OptionSpec(
      name: "--source-locale", valueName: "L",
      help: "The locale the tables fall back to (default: the manifest's, else en)."),
    OptionSpec(
      name: "--locale", valueName: "L",
      help: "The locale to read the screens in (default: the source locale)."),
    OptionSpec(name: "--screen", valueName: "ID", help: "Read only this screen (default: every screen)."),
    OptionSpec(
      name: "--reduce-motion",
      help:
        "Read with Reduce Motion on: animations replaced by their fallbacks, so stops may be reachable sooner."
    ),
    OptionSpec(name: "--help", help: "Show this help."),
  ]

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let parser = OptionParser(specs: options + [OptionSpec(name: "-h", help: "")], usage: usage)
    let parsed = try parser.parse(arguments)
    if parsed.has("--help") || parsed.has("-h") {
      console.out(
        """
        OVERVIEW: Prints what VoiceOver would read on each screen of the flow, in one locale:
        the stops in reading order (right to left where the locale is), the time each becomes
        reachable (from the motion timeline, with Reduce Motion on under --reduce-motion), and
        the label, value, traits and hint spoken.

        USAGE: \(usage)

        OPTIONS:
        \(parser.helpLines().joined(separator: "\n"))

        """)
      return 0
    }
    guard parsed.positionals.count <= 1 else {
      throw UsageError(
        "unexpected argument '\(parsed.positionals[1])'; give at most one folder", usage: usage)
    }
    let folder = parsed.positionals.first ?? "."
    for tag in parsed.all("--locale") + parsed.all("--source-locale") where LocaleNames.canonical(tag) == nil
    {
      throw UsageError(
        "'\(tag)' is not a locale ICU knows; use a BCP 47 tag such as 'de' or 'pt-BR'", usage: usage)
    }
    let config = try AuditInvocation.config(parsed, folder: folder)
    let inputs = try AuditInvocation.inputs(parsed, config: config, folder: folder)
    guard let path = inputs.flow else {
      throw NothingToAudit(message: "no onboarding.json found in '\(folder)'; name the manifest with --flow")
    }
    let manifest = try AuditInvocation.manifest(path)
    let sourceName = parsed.value("--source-locale") ?? config.sourceLocale
    let loaded = TableLoader(sourceLocaleOverride: sourceName, defaultSourceLocale: manifest.sourceLocale)
      .load(paths: inputs.tables)
    let resolver = StringResolver(
      tables: loaded.tables, defaultTable: manifest.table, device: manifest.device)
    let tag = parsed.value("--locale") ?? sourceName ?? manifest.sourceLocale ?? "en"
    let locale = AuditLocale(canonical: LocaleNames.canonical(tag) ?? tag)
    var screens = manifest.screens
    if let id = parsed.value("--screen") {
      guard let screen = screens.first(where: { $0.id == id }) else {
        let ids = screens.map(\.id)
        let suggestion = Suggestions.closest(to: id, among: ids).map { "did you mean '\($0)'? " } ?? ""
        throw UsageError(
          "no screen '\(id)' in \(manifest.file) (\(suggestion)screens: \(ids.joined(separator: ", ")))",
          usage: usage)
      }
      screens = [screen]
    }
    let mode: MotionMode = parsed.has("--reduce-motion") ? .reduceMotion : .normal
    var text = ""
    for (index, screen) in screens.enumerated() {
      let simulation = ScreenSimulation(
        screen: screen, manifest: manifest, locale: locale, resolver: resolver, mode: mode)
      if index > 0 { text += "\n" }
      text += transcript(simulation)
    }
    console.out(text)
    return 0
  }

  /// A screen's transcript: a heading line, then one numbered line per stop with the time it
  /// becomes reachable.
  static func transcript(_ simulation: ScreenSimulation) -> String {
    var direction = simulation.locale.isRightToLeft ? "right to left" : "left to right"
    if simulation.timeline.mode == .reduceMotion { direction += ", Reduce Motion" }
    var lines = ["\(simulation.screen.id) · \(simulation.locale.tag) (\(direction))"]
    let width = String(simulation.stops.count).count
    for spoken in simulation.stops {
      let number = String(repeating: " ", count: width - String(spoken.number).count) + "\(spoken.number)"
      lines.append("  \(number)  \(NumberText.seconds(spoken.reachableAt))  \(spoken.announcement.spoken)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

}
