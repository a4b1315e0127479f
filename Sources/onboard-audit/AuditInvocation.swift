import OnboardAudit

/// The audit command's arguments, checked and resolved with the config file into settings.
struct AuditInvocation {
  var settings = AuditSettings()
  var format: OutputFormat?
  var failOn = FailLevel.error
  var quiet = false
  var noColor = false
  var junitStrict = false
  /// Reports to write, from the command line and the config, in a fixed order.
  var reportRequests: [ReportRequest] = []
  var nothingFoundMessage = ""
  /// `--write-baseline`.
  var writeBaseline: String?
  /// The files the run reads, which nothing it writes may replace.
  var inputFiles: [WriteGuard.Input] = []

  /// The lowest severity that fails the run; nil when nothing does: `--fail-on never`, or a
  /// run that writes the baseline and so accepts what it finds.
  var failingSeverity: Severity? {
    writeBaseline == nil ? failOn.lowestFailingSeverity : nil
  }

  /// Reads the config file (`--config`, else `DIR/onboard-audit.json`); flags win over it.
  init(_ command: AuditCommand) throws {
    let config = try Self.config(command.project)
    reportRequests = Self.reports(command.reports, config: config)
    try Self.checkConfigReads(
      command.project, sources: command.sources, baseline: command.baseline, config: config)
    try resolve(command, config: config)
  }

  /// Refuses a path the config gives to read (`flow`, `tables`, `sources`, `baseline`) that
  /// resolves outside the config's folder, links followed: a pull request can change the
  /// config, and must not make CI read the runner's files (docs/security.md). Only the paths
  /// the run reads are checked: `--flow`, `--tables` or `--sources` replace the config's
  /// inputs, and `--baseline` its baseline. The command line's own paths may go anywhere.
  static func checkConfigReads(
    _ project: ProjectOptions, sources: [String], baseline: String?, config: ConfigFile
  )
    throws(AuditError)
  {
    try checkConfigReads(
      config, readsInputs: project.flow == nil && project.tables.isEmpty && sources.isEmpty,
      readsBaseline: baseline == nil)
  }

  /// `checkConfigReads` for a command that reads the config's inputs and its baseline, as it
  /// says. (The `flow` counts for `manifest` too, which reads no manifest: its folder holds
  /// the tables when the config names no tables.)
  static func checkConfigReads(_ config: ConfigFile, readsInputs: Bool, readsBaseline: Bool)
    throws(AuditError)
  {
    guard let file = config.file else { return }
    var reads: [(setting: String, path: String)] = []
    if readsInputs {
      if let flow = config.flow { reads.append(("flow", flow)) }
      for (index, path) in (config.tables ?? []).enumerated() { reads.append(("tables[\(index)]", path)) }
      for (index, path) in (config.sources ?? []).enumerated() { reads.append(("sources[\(index)]", path)) }
    }
    if readsBaseline, let path = config.baseline { reads.append(("baseline", path)) }
    let refusals = reads.compactMap { setting, path in
      WriteGuard.readOutsideProject(
        path, setting: setting,
        WriteGuard.ConfigPath(file: file, asWritten: config.pathsAsWritten[setting] ?? path))
    }
    if !refusals.isEmpty { throw AuditError.refusedPaths(refusals) }
  }

  /// Every file the run will write: its reports and `--write-baseline`.
  var writes: [WriteGuard.Write] {
    reportRequests.map(\.write)
      + [writeBaseline].compactMap { path in
        path.map { WriteGuard.Write(name: "the baseline", path: $0, mayReplace: .baseline) }
      }
  }

  /// Refuses, before anything is read or written, a write that would replace an input,
  /// a folder or another report, or that a config sends outside its folder.
  func checkWrites() throws(AuditError) {
    let refusals = WriteGuard(inputs: inputFiles).refusals(writes)
    if !refusals.isEmpty { throw AuditError.refusedPaths(refusals) }
  }

  /// What a run that stops with exit 2 must not write over: the inputs as far as they can be
  /// told from the command line and the config, when the config can be read.
  static func writeGuard(_ command: AuditCommand) -> WriteGuard {
    let config = (try? config(command.project)) ?? ConfigFile()
    return WriteGuard(
      inputs: inputFiles(
        command.project, sources: command.sources, baseline: command.baseline, config: config))
  }

  /// The files a run reads: the config, the manifest, the baseline, every table and every
  /// Swift source, found as the audit finds them.
  static func inputFiles(_ project: ProjectOptions, sources: [String], baseline: String?, config: ConfigFile)
    -> [WriteGuard.Input]
  {
    let inputs = inputs(project, sources: sources, config: config)
    var files: [WriteGuard.Input] = []
    if let file = config.file { files.append(.init(kind: .config, path: file)) }
    if let flow = inputs.flow { files.append(.init(kind: .manifest, path: flow)) }
    if let baseline = baseline ?? config.baseline { files.append(.init(kind: .baseline, path: baseline)) }
    files += TableLoader.files(in: inputs.tables).map { .init(kind: .table, path: $0) }
    files += SwiftSources.files(in: inputs.sources).map { .init(kind: .source, path: $0) }
    return files
  }

  /// The reports a run that stops with `error` still writes, each saying why (docs/ci.md):
  /// those of the command line and the config, or only the command line's when the config
  /// is what failed; none when writing reports is what failed.
  static func reportsAfter(_ error: AuditError, _ command: AuditCommand, arguments: [String])
    -> [ReportRequest]
  {
    switch error {
    case .commandLine: ReportRequest.scan(arguments)
    case .reportsNotWritten: []
    case .invalidSettings(.configuration, _): command.reports.requests
    default:
      (try? config(command.project)).map { reports(command.reports, config: $0) } ?? command.reports.requests
    }
  }

  private mutating func resolve(_ command: AuditCommand, config: ConfigFile) throws {
    settings.doNotTranslate = config.doNotTranslate
    settings.ruleLevels = config.rules
    // Options come from the config alone; `--rule` sets levels.
    settings.ruleOptions = config.ruleOptions
    if let level = config.failOn.flatMap(FailLevel.init(rawValue:)) { failOn = level }
    format = command.format
    if let level = command.verdict.failOn { failOn = level }
    for setting in command.verdict.rules {
      settings.ruleLevels[setting.id] = setting.level
    }
    settings.locales = command.locales.isEmpty ? config.locales ?? [] : command.locales
    settings.sourceLocale = Self.sourceLocale(command.project, config: config)
    settings.shard = command.shard
    quiet = command.quiet
    noColor = command.noColor
    junitStrict = command.reports.junitStrict
    writeBaseline = command.writeBaseline
    settings.maximumFileSize = command.project.reading.maximumFileSize
    if let path = command.baseline ?? config.baseline {
      do {
        settings.baseline = try Baseline.load(path, maximumFileSize: settings.maximumFileSize)
      } catch {
        throw AuditError.invalidSettings(.baseline, error)
      }
    }
    let folder = command.project.folder
    let inputs = Self.inputs(command.project, sources: command.sources, config: config)
    if inputs.flowFound, let flow = inputs.flow {
      try Self.checkFound(flow, in: folder, what: "the manifest", option: "--flow")
    }
    inputFiles = Self.inputFiles(
      command.project, sources: command.sources, baseline: command.baseline, config: config)
    settings.tables = inputs.tables
    settings.sources = inputs.sources
    settings.projectFolder = folder
    settings.flowRoot = config.flowRoot
    settings.screens = config.screens
    settings.hints = config.hints
    if let path = inputs.flow {
      // A broken manifest is a finding (`input.unreadable`); the tables are still audited.
      do {
        settings.flow = try FlowManifest.load(
          path, ruleIDs: RuleCatalog.ids, maximumFileSize: settings.maximumFileSize)
      } catch {
        settings.flowProblem = error
      }
    }
    if let path = inputs.flow, !inputs.tablesGiven {
      nothingFoundMessage = "no string tables found beside the manifest '\(settings.flow?.file ?? path)'"
    } else if inputs.tablesGiven {
      nothingFoundMessage =
        "no string tables found in \(inputs.tables.map { "'\($0)'" }.joined(separator: ", "))"
    } else {
      nothingFoundMessage = "no onboarding.json and no string tables found in '\(folder)'"
    }
  }

  /// The reporter for a report file, set up as the run asks.
  func reporter(_ kind: FailedRunReport.Kind) -> any Reporter {
    switch kind {
    case .json: JSONReporter()
    case .junit: JUnitReporter(strict: junitStrict, failingSeverity: failingSeverity)
    case .sarif: SARIFReporter()
    case .markdown: MarkdownReporter()
    case .html: HTMLReporter()
    }
  }

  /// Each report's path: the command line's, else the config's.
  private static func reports(_ options: ReportOptions, config: ConfigFile) -> [ReportRequest] {
    let given = options.requests
    return FailedRunReport.Kind.allCases.compactMap { kind in
      if let request = given.first(where: { $0.kind == kind }) { return request }
      return config.reports[kind.rawValue].map { path in
        let asWritten = config.pathsAsWritten["reports.\(kind.rawValue)"] ?? path
        return ReportRequest(
          kind: kind, path: path,
          fromConfig: config.file.map { WriteGuard.ConfigPath(file: $0, asWritten: asWritten) })
      }
    }
  }

  /// The manifest, tables and sources to read (docs/ci.md): `--flow`, `--tables` or
  /// `--sources` replace all of the config's inputs; a manifest without tables takes them
  /// from its folder, and sources without either are searched for tables too; with none,
  /// DIR's `onboarding.json` (else `Locales/onboarding.json`) and its folder, else DIR.
  /// `flowFound` says the manifest was found by its name in DIR.
  static func inputs(_ project: ProjectOptions, sources givenSources: [String] = [], config: ConfigFile)
    -> (flow: String?, tables: [String], sources: [String], tablesGiven: Bool, flowFound: Bool)
  {
    inputs(
      folder: project.folder, flow: project.flow, tables: project.tables, sources: givenSources,
      config: config)
  }

  /// `inputs` from DIR and the paths the command line gives (`manifest` gives only sources).
  static func inputs(
    folder: String, flow givenFlow: String?, tables givenTables: [String], sources givenSources: [String],
    config: ConfigFile
  )
    -> (flow: String?, tables: [String], sources: [String], tablesGiven: Bool, flowFound: Bool)
  {
    var flow: String?
    var tables: [String]
    var sources: [String]
    if givenFlow != nil || !givenTables.isEmpty || !givenSources.isEmpty {
      flow = givenFlow
      tables = givenTables
      sources = givenSources
    } else {
      flow = config.flow
      tables = config.tables ?? []
      sources = config.sources ?? []
    }
    if flow == nil && tables.isEmpty && !sources.isEmpty {
      // An Xcode project keeps its tables beside its code.
      return (
        nil, sources.map { FileSystemProbe.isFile($0) ? parentFolder(of: $0) : $0 }, sources, false, false
      )
    }
    var found = false
    if flow == nil && tables.isEmpty {
      flow = manifest(in: folder)
      if flow == nil { return (nil, [folder], sources, false, false) }
      found = true
    }
    if let flow, tables.isEmpty {
      return (flow, [parentFolder(of: flow)], sources, false, found)
    }
    return (flow, tables, sources, true, found)
  }

  /// Refuses a file found by its name in `folder` (DIR's config or manifest) that resolves
  /// outside it, links followed: a pull request that commits `onboard-audit.json` as a link
  /// to a file of the runner's must not make CI read it (docs/security.md). Named with its
  /// option, the file is read wherever it is.
  static func checkFound(_ path: String, in folder: String, what: String, option: String) throws(AuditError) {
    let resolved = ResolvedPath(path)
    guard !resolved.isInside(ResolvedPath(folder).path) else { return }
    let shown = WriteGuard.shown(path)
    throw AuditError.refusedPaths([
      RefusedPath(
        path: path,
        message:
          "\(what) \(quoted(shown, limit: .max)) leads outside \(quoted(WriteGuard.shown(folder), limit: .max)) (a symbolic link to \(quoted(resolved.path, limit: .max))); name it with \(option) to read it there"
      )
    ])
  }

  /// Reads a manifest for a command that cannot work without it (`voiceover`): a broken one
  /// stops the run (exit 2).
  static func manifest(_ path: String, maximumFileSize: Int) throws -> FlowManifest {
    do {
      return try FlowManifest.load(path, ruleIDs: RuleCatalog.ids, maximumFileSize: maximumFileSize)
    } catch {
      throw AuditError.invalidSettings(.manifest, error)
    }
  }

  /// The source locale the command line or the config names: `--source-locale`, else the
  /// config's `sourceLocale` (the loading stage goes on from there: `ProjectLocales.source`).
  static func sourceLocale(_ project: ProjectOptions, config: ConfigFile) -> String? {
    project.sourceLocale ?? config.sourceLocale
  }

  /// The config named by `--config`, else `DIR/onboard-audit.json` when there is one.
  static func config(_ project: ProjectOptions) throws -> ConfigFile {
    try config(
      folder: project.folder, given: project.config, maximumFileSize: project.reading.maximumFileSize)
  }

  /// The config named `given`, else `folder/onboard-audit.json` when there is one, which
  /// must not lead outside `folder`.
  static func config(folder: String, given: String?, maximumFileSize: Int) throws -> ConfigFile {
    let path: String
    if let given {
      path = given
    } else {
      path = (folder == "." ? "" : folder + "/") + "onboard-audit.json"
      guard FileSystemProbe.exists(path) else { return ConfigFile() }
      try checkFound(path, in: folder, what: "the config", option: "--config")
    }
    do {
      return try ConfigFile.load(
        path, ruleIDs: RuleCatalog.ids, ruleOptions: RuleCatalog.options, maximumFileSize: maximumFileSize)
    } catch {
      throw AuditError.invalidSettings(.configuration, error)
    }
  }

  /// DIR's manifest: `onboarding.json`, else `Locales/onboarding.json`.
  private static func manifest(in folder: String) -> String? {
    for candidate in ["onboarding.json", "Locales/onboarding.json"] {
      let path = (folder == "." ? "" : folder + "/") + candidate
      if FileSystemProbe.isFile(path) { return path }
    }
    return nil
  }

  private static func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
