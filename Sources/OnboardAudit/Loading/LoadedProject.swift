/// A project as every command reads it (docs/swiftui.md, "The loading stage"): the tables
/// read once, every Swift file parsed once, the accessors the sources do not declare resolved
/// against the tables, the flow applied or derived once, and the source and audited locales
/// decided once. `audit`, `voiceover` and `manifest` start from it.
public struct LoadedProject: Sendable {
  public var inputs: ProjectInputs
  public var tables: TableLoader.Loaded
  /// The Swift sources; nil when none were given.
  public var sources: SwiftSources?
  /// The tables' texts, with the flow's default table and device.
  public var strings: StringResolver
  /// The manifest given, its screens that name a view made from the code
  /// (`ViewScreens`); nil without one.
  public var manifest: FlowManifest?
  /// The flow derived from the sources when no manifest is given: its notes, the literals
  /// its views show as written; nil with a manifest or without sources.
  public var derived: DerivedFlow?
  public var sourceLocale: AuditLocale
  /// The locales audited (`ProjectLocales.audited`).
  public var auditedLocales: [AuditLocale]

  /// The flow the commands check and read: the manifest, else the one derived.
  public var flow: FlowManifest? { manifest ?? derived?.manifest }

  /// Reads what `inputs` names. `progress` hears how many table files are read of how many.
  public static func load(_ inputs: ProjectInputs, progress: ((Int, Int) -> Void)? = nil) -> LoadedProject {
    // The trees stay for the flow only when some file declares a view it may start from: with
    // a manifest, one of its screens' views.
    let views =
      [inputs.flowRoot].compactMap { $0 } + inputs.screens + (inputs.flow?.screens.compactMap(\.view) ?? [])
    var sources =
      inputs.sources.isEmpty
      ? nil
      : SwiftSources.load(
        paths: inputs.sources, maximumFileSize: inputs.maximumFileSize, keepingSyntaxFor: views,
        orFoundByName: inputs.flow == nil, declarationsBelow: inputs.projectFolder)
    let tables = TableLoader(
      sourceLocaleOverride: inputs.sourceLocale, defaultSourceLocale: inputs.flow?.sourceLocale,
      maximumFileSize: inputs.maximumFileSize
    ).load(paths: inputs.tables, progress: progress)
    let strings = StringResolver(
      tables: tables.tables, defaultTable: inputs.flow?.table ?? FlowManifest.defaultTable,
      device: inputs.flow?.device ?? .phone)
    // Accessors the sources use but do not declare (catalog symbols, generated code not
    // committed) name the tables' keys: known once the tables are read, before the flow is.
    if tables.tables.isEmpty && inputs.literalsAreKeysWithoutTables { sources?.takePackageLiteralsAsKeys() }
    sources?.resolveAbsentAccessors(in: strings)
    let sourceLocale = ProjectLocales.source(
      given: inputs.sourceLocale, manifest: inputs.flow, strings: strings, tables: tables.tables)
    var project = LoadedProject(
      inputs: inputs, tables: tables, sources: sources, strings: strings, manifest: inputs.flow, derived: nil,
      sourceLocale: sourceLocale,
      auditedLocales: ProjectLocales.audited(tables.tables, required: inputs.locales))
    if let sources {
      if let manifest = inputs.flow {
        project.manifest = ViewScreens.apply(to: manifest, sources: sources)
      } else {
        // A derived flow is laid out with the source locale's texts.
        project.derived = DerivedFlow.derive(
          sources, root: inputs.flowRoot, screens: inputs.screens, hints: inputs.hints
        ) {
          text in
          strings.resolve(text, locale: sourceLocale).string
        }
      }
      // The texts the flow shows from the app's other files are used as the sources' are.
      if let flow = project.derived?.manifest, !(project.sources?.supporting.strings.isEmpty ?? true) {
        let places = Set(flow.screens.flatMap(\.allElements).flatMap(\.texts).map(\.location))
        project.sources?.adoptSupportingStrings(shownAt: places)
      }
      // Nothing reads the trees after the flow.
      project.sources?.parsed = []
    }
    return project
  }
}
