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
  /// The project's source locale (`ProjectLocales.source`): messages name elements in it.
  public var sourceLocale: AuditLocale

  public var locale: AuditLocale { simulation.locale }
}

extension ScreenContext {
  /// How a message names an element: the text it shows in the source locale, quoted
  /// ("Continue"), where it shows one; else its id. A key is nothing a user reads, and the
  /// finding's `element` keeps the id.
  func name(of element: Element) -> String {
    let source = sourceLocale
    for text in [element.label, element.text, element.value, element.placeholder].compactMap({ $0 }) {
      let resolved = strings.resolve(text, locale: source)
      guard resolved.status != .raw && resolved.status != .unknown else { continue }
      if !resolved.string.isBlank { return quoted(resolved.string, limit: 40) }
    }
    return quoted(element.id)
  }
}
