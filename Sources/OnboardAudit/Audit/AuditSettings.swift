/// Everything that decides what an audit reads and how it judges.
public struct AuditSettings: Sendable {
  /// Folders to search and files to read.
  public var tables: [String] = []
  /// Swift files, and folders to search for them (docs/swiftui.md).
  public var sources: [String] = []
  /// `--source-locale`: wins over every file's own source language.
  public var sourceLocale: String?
  /// The locales to audit and require; empty: every locale found.
  public var locales: [String] = []
  /// Levels set per rule id.
  public var ruleLevels: [String: RuleLevel] = [:]
  /// The rules' thresholds the config sets (docs/ci.md); the others keep their defaults.
  public var ruleOptions = RuleOptionValues()
  /// Terms that are the same in every language.
  public var doNotTranslate: [String] = []
  /// Findings known from an earlier run, which do not fail this one.
  public var baseline: Baseline?
  /// The flow manifest, loaded; its screens are simulated and checked.
  public var flow: FlowManifest?
  /// Why the manifest named could not be read: reported as `input.unreadable`, and the
  /// tables are audited without it.
  public var flowProblem: AuditError?
  /// The view a flow derived from the sources starts from; with no manifest, the sources'
  /// flow is derived and checked (docs/swiftui.md).
  public var flowRoot: String?
  /// The views that are each a screen of their own when no view contains the flow (config
  /// `screens`, docs/swiftui.md).
  public var screens: [String] = []
  /// Config `components` and `titleStyles` (docs/swiftui.md, "Hints").
  public var hints = SourceHints()
  /// `--shard K/N`: audit one slice of the tables; nil for all of them.
  public var shard: Shard?
  /// The most bytes one input file may have (`--max-file-size`); a larger one is not read.
  public var maximumFileSize = FileSystem.defaultMaximumFileSize
  /// The project's folder (DIR), whose other Swift files may declare what the sources use
  /// (`ProjectInputs.projectFolder`); nil: only the sources are read.
  public var projectFolder: String?

  public init() {}

  /// What the loading stage reads (`LoadedProject`).
  public var inputs: ProjectInputs {
    var inputs = ProjectInputs()
    inputs.tables = tables
    inputs.sources = sources
    inputs.sourceLocale = sourceLocale
    inputs.locales = locales
    inputs.flow = flow
    inputs.flowRoot = flowRoot
    inputs.screens = screens
    inputs.hints = hints
    inputs.maximumFileSize = maximumFileSize
    inputs.projectFolder = projectFolder
    return inputs
  }
}
