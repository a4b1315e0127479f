/// What project-wide rules see.
public struct ProjectContext: Sendable {
  public var loaded: TableLoader.Loaded
  public var settings: RuleSettings
  /// The locales audited, canonical and sorted.
  public var locales: [AuditLocale]
  /// The flow manifest, when there is one (its own texts: a flow derived from the sources
  /// has its keys among `sourceStrings`).
  public var flow: FlowManifest?
  /// Why the manifest could not be read, when it could not.
  public var flowProblem: AuditError?
  /// Resolves the manifest's Texts in the tables.
  public var strings: StringResolver
  /// The Swift sources read, when `--sources` names any.
  public var sources: SwiftSources?
  /// The sources' localized strings, looked up in the tables.
  public var sourceStrings: SourceStringLookup?
  /// Where a bound stopped the expansion of the flow derived from the sources
  /// (`input.too-complex`).
  public var expansionNotes: [DerivedFlowNote] = []
  /// For a flow derived from the sources: how much of it the tool knows, and what it did not
  /// follow (`flow.not-understood`); nil without one.
  public var sourcesSummary: SourcesSummary? = nil
}
