/// `onboard-audit.json`: the same settings as the flags, for a team to commit (docs/ci.md).
/// Typed and strict: an unknown key or a wrong type is an error with its JSON path.
public struct ConfigFile: Sendable, Equatable {
  /// The flow manifest, resolved against the config's folder.
  public var flow: String?
  /// Table folders and files, resolved against the config's folder.
  public var tables: [String]?
  /// Swift files and folders (docs/swiftui.md), resolved against the config's folder.
  public var sources: [String]?
  /// The view a flow derived from the sources starts from (docs/swiftui.md).
  public var flowRoot: String?
  /// The views that are each a screen of their own when no view contains the flow
  /// (docs/swiftui.md, "Screens").
  public var screens: [String] = []
  /// `components` and `titleStyles`: what the sources do not declare (docs/swiftui.md,
  /// "Hints").
  public var hints = SourceHints()
  public var sourceLocale: String?
  public var locales: [String]?
  /// Levels by rule id: `"rules": {"key.obsolete": "error"}`, or an object's `level`.
  public var rules: [String: RuleLevel] = [:]
  /// The rule options an object of `rules` sets: `"rules": {"target.size": {"minimum": 40}}`.
  public var ruleOptions = RuleOptionValues()
  public var doNotTranslate: [String] = []
  /// Report paths by format (`json`, `junit`), resolved against the config's folder.
  public var reports: [String: String] = [:]
  /// `error`, `warning`, `note` or `never`.
  public var failOn: String?
  /// The baseline file, resolved against the config's folder.
  public var baseline: String?
  /// The config file's own path, as given.
  public var file: String?
  /// The paths as the file writes them, before they are resolved against its folder, by
  /// setting (`reports.json`, `baseline`, `flow`, `tables[0]`, `sources[1]`): messages
  /// quote them.
  public var pathsAsWritten: [String: String] = [:]

  /// The report formats the config can name.
  public static let reportFormats = ["json", "junit", "sarif", "markdown", "html"]
  static let failLevels = ["error", "warning", "note", "never"]
  static let knownKeys = [
    "flow", "tables", "sources", "sourceLocale", "locales", "rules", "doNotTranslate", "reports", "failOn",
    "baseline", "flowRoot", "screens", "components", "titleStyles",
  ]

  public init() {}

  /// Reads and checks a config file of at most `maximumFileSize` bytes; `ruleIDs` are the
  /// rules `rules` may set, and `ruleOptions` the options of those rules.
  public static func load(
    _ path: String, ruleIDs: [String], ruleOptions: [RuleOption],
    maximumFileSize: Int = FileSystem.defaultMaximumFileSize
  ) throws(AuditError) -> ConfigFile {
    let root = try JSONFile.read(path, shownAs: path, limit: maximumFileSize)
    let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
      separator: "/")
    var reader = ConfigReader(
      file: path, folder: folder.isEmpty ? "." : folder, ruleIDs: ruleIDs, ruleOptions: ruleOptions)
    var config = try reader.read(root)
    config.file = path
    return config
  }
}
