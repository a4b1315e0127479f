/// What screen rules see: one screen, simulated in one locale.
public struct ScreenContext: Sendable {
  public var manifest: FlowManifest
  public var screen: Screen
  /// The screen as VoiceOver reads it in `locale`.
  public var simulation: ScreenSimulation
  public var strings: StringResolver
  public var settings: RuleSettings
  /// Whether findings belong to the locale (rules of `locale` scope) or to the flow.
  public var isPerLocale: Bool
  /// The locales the screen is simulated in for rules of `locale` scope, sorted: a rule
  /// can tell a defect of one locale from one of every locale.
  public var auditedLocales: [AuditLocale] = []

  public var locale: AuditLocale { simulation.locale }
}
