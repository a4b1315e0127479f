import OnboardAudit

/// The audit command's parsed arguments, checked and resolved into settings.
struct AuditInvocation {
  var settings = AuditSettings()
  var format: OutputFormat?
  var failOn = FailLevel.error
  var quiet = false
  var noColor = false
  /// Reports to write: path ("-" for standard output) and reporter, in a fixed order.
  var fileReports: [(path: String, reporter: any Reporter)] = []
  var nothingFoundMessage = ""
  /// `--write-baseline`.
  var writeBaseline: String?

  /// Reads the arguments and the config file (`--config`, else `DIR/onboard-audit.json`);
  /// flags win over the config.
  init(_ parsed: ParsedArguments) throws {
    guard parsed.positionals.count <= 1 else {
      throw UsageError("unexpected argument '\(parsed.positionals[1])'; give at most one folder")
    }
    let folder = parsed.positionals.first ?? "."
    let config = try Self.config(parsed, folder: folder)
    settings.doNotTranslate = config.doNotTranslate
    settings.ruleLevels = config.rules
    if let level = config.failOn.flatMap(FailLevel.init(rawValue:)) { failOn = level }
    if let value = parsed.value("--format") {
      guard let format = OutputFormat(rawValue: value) else {
        throw UsageError(Self.badValue("--format", value, OutputFormat.allCases.map(\.rawValue)))
      }
      self.format = format
    }
    if let value = parsed.value("--fail-on") {
      failOn = try Self.failLevel(value)
    }
    for setting in parsed.all("--rule") {
      let (id, level) = try Self.ruleLevel(setting)
      settings.ruleLevels[id] = level
    }
    for tag in parsed.all("--locale") + parsed.all("--source-locale") where LocaleNames.canonical(tag) == nil
    {
      throw UsageError("'\(tag)' is not a locale ICU knows; use a BCP 47 tag such as 'de' or 'pt-BR'")
    }
    settings.locales = parsed.all("--locale").isEmpty ? config.locales ?? [] : parsed.all("--locale")
    settings.sourceLocale = parsed.value("--source-locale") ?? config.sourceLocale
    quiet = parsed.has("--quiet")
    noColor = parsed.has("--no-color")
    if let path = parsed.value("--json") ?? config.reports["json"] {
      fileReports.append((path, JSONReporter()))
    }
    if let path = parsed.value("--junit") ?? config.reports["junit"] {
      fileReports.append((path, JUnitReporter(strict: parsed.has("--junit-strict"))))
    }
    if let path = parsed.value("--sarif") ?? config.reports["sarif"] {
      fileReports.append((path, SARIFReporter()))
    }
    if let path = parsed.value("--markdown") ?? config.reports["markdown"] {
      fileReports.append((path, MarkdownReporter()))
    }
    if let path = parsed.value("--html") ?? config.reports["html"] {
      fileReports.append((path, HTMLReporter()))
    }
    writeBaseline = parsed.value("--write-baseline")
    if let path = parsed.value("--baseline") ?? config.baseline {
      do {
        settings.baseline = try Baseline.load(path)
      } catch {
        throw NothingToAudit(message: "invalid baseline: \(error.description)")
      }
    }
    if fileReports.filter({ $0.path == "-" }).count > 1 {
      throw UsageError("only one report can go to standard output ('-')")
    }
    let inputs = try Self.inputs(parsed, config: config, folder: folder)
    settings.tables = inputs.tables
    settings.sources = inputs.sources
    settings.flow = try inputs.flow.map(Self.manifest)
    if let manifest = settings.flow, !inputs.tablesGiven {
      nothingFoundMessage = "no string tables found beside the manifest '\(manifest.file)'"
    } else if inputs.tablesGiven {
      nothingFoundMessage =
        "no string tables found in \(inputs.tables.map { "'\($0)'" }.joined(separator: ", "))"
    } else {
      nothingFoundMessage = "no onboarding.json and no string tables found in '\(folder)'"
    }
  }

  /// The manifest, tables and sources to read (DESIGN §6): `--flow`, `--tables` or
  /// `--sources` replace all of the config's inputs; a manifest without tables takes them
  /// from its folder, and sources without either are searched for tables too; with none,
  /// DIR's `onboarding.json` (else `Locales/onboarding.json`) and its folder, else DIR.
  static func inputs(_ parsed: ParsedArguments, config: ConfigFile, folder: String) throws
    -> (flow: String?, tables: [String], sources: [String], tablesGiven: Bool)
  {
    var flow: String?
    var tables: [String]
    var sources: [String]
    if parsed.value("--flow") != nil || !parsed.all("--tables").isEmpty || !parsed.all("--sources").isEmpty {
      flow = parsed.value("--flow")
      tables = parsed.all("--tables")
      sources = parsed.all("--sources")
    } else {
      flow = config.flow
      tables = config.tables ?? []
      sources = config.sources ?? []
    }
    if flow == nil && tables.isEmpty && !sources.isEmpty {
      // An Xcode project keeps its tables beside its code.
      return (nil, sources.map { FileSystemProbe.isFile($0) ? parentFolder(of: $0) : $0 }, sources, false)
    }
    if flow == nil && tables.isEmpty {
      flow = manifest(in: folder)
      if flow == nil { return (nil, [folder], sources, false) }
    }
    if let flow, tables.isEmpty {
      return (flow, [parentFolder(of: flow)], sources, false)
    }
    return (flow, tables, sources, true)
  }

  /// Reads a manifest; a broken one stops the run (exit 2), as an invalid config does.
  static func manifest(_ path: String) throws -> FlowManifest {
    do {
      return try FlowManifest.load(path)
    } catch {
      throw NothingToAudit(message: "invalid manifest: \(error.description)")
    }
  }

  /// The config named by `--config`, else `DIR/onboard-audit.json` when there is one.
  static func config(_ parsed: ParsedArguments, folder: String) throws -> ConfigFile {
    let path: String
    if let given = parsed.value("--config") {
      path = given
    } else {
      path = (folder == "." ? "" : folder + "/") + "onboard-audit.json"
      guard FileSystemProbe.isFile(path) else { return ConfigFile() }
    }
    do {
      return try ConfigFile.load(path)
    } catch {
      throw NothingToAudit(message: "invalid configuration: \(error.description)")
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

  static func ruleLevel(_ setting: String, usage: String = AuditCommand.usage) throws(UsageError) -> (
    String, RuleLevel
  ) {
    guard let equals = setting.firstIndex(of: "=") else {
      throw UsageError("'--rule \(setting)' needs ID=LEVEL, such as 'value.untranslated=off'", usage: usage)
    }
    let id = String(setting[..<equals])
    let value = String(setting[setting.index(after: equals)...])
    let ids = RuleCatalog.descriptions.map(\.id)
    guard ids.contains(id) else {
      let suggestion = Suggestions.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError("unknown rule '\(id)'\(suggestion) ('onboard-audit rules' lists them)", usage: usage)
    }
    guard let level = RuleLevel(value) else {
      throw UsageError(badValue("--rule \(id)", value, ["error", "warning", "note", "off"]), usage: usage)
    }
    return (id, level)
  }

  /// Reads `--fail-on`'s value.
  static func failLevel(_ value: String, usage: String = AuditCommand.usage) throws(UsageError) -> FailLevel {
    guard let level = FailLevel(rawValue: value) else {
      throw UsageError(badValue("--fail-on", value, FailLevel.allCases.map(\.rawValue)), usage: usage)
    }
    return level
  }

  private static func badValue(_ option: String, _ value: String, _ allowed: [String]) -> String {
    "'\(value)' is not a value of '\(option)' (values: \(allowed.joined(separator: ", ")))"
  }
}
