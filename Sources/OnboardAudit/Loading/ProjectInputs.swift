/// What a command asks the loading stage to read (`LoadedProject.load`), once the command line
/// and the config are resolved into paths: every command that reads a project starts from one.
public struct ProjectInputs: Sendable {
  /// Folders to search for string tables, and table files.
  public var tables: [String] = []
  /// Swift files, and folders to search for them (docs/swiftui.md).
  public var sources: [String] = []
  /// `--source-locale`, else the config's `sourceLocale`: wins over every file's own.
  public var sourceLocale: String?
  /// The locales to audit and require; empty: every locale found.
  public var locales: [String] = []
  /// The flow manifest, loaded; it wins over a flow derived from the sources.
  public var flow: FlowManifest?
  /// The view a derived flow starts from (`--root`, config `flowRoot`).
  public var flowRoot: String?
  /// The views that are each a screen of their own (config `screens`), in that order.
  public var screens: [String] = []
  /// What the config says of views the sources do not declare (`components`, `titleStyles`).
  public var hints = SourceHints()
  /// The project's folder (DIR): when it holds the sources, its other Swift files that
  /// declare what the sources use are read for their declarations (`SupportingFiles`).
  public var projectFolder: String?
  /// The most bytes one input file may have (`--max-file-size`).
  public var maximumFileSize = FileSystem.defaultMaximumFileSize
  /// With no table at all, takes the literals given to types no file declares for keys
  /// (`SwiftSources.takePackageLiteralsAsKeys`): `manifest`, for whoever starts a manifest from
  /// the code alone.
  public var literalsAreKeysWithoutTables = false

  public init() {}
}
