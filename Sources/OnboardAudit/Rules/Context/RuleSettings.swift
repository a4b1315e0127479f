/// Settings that change what rules report.
public struct RuleSettings: Sendable {
  /// The locales the configuration requires (`--locale`, `locales`); empty: the ones found.
  public var requiredLocales: [String] = []
  /// Terms that stay the same in every language (brand names); the app's name is one.
  public var doNotTranslate: [String] = []
  /// Which keys the Swift sources format and which they show as they are.
  public var formatUses = FormatUses()
  /// The suppressions written in the inputs: a rule that reports many keys in one finding
  /// leaves out those a suppression covers (docs/ci.md, "Suppressions").
  public var suppressions = Suppressions()
  /// The rules' thresholds in this run (the config's `rules`, else each option's default).
  /// A rule reads those it declares once per check, before it looks at what it checks.
  public var options = RuleOptionValues()

  public init(
    requiredLocales: [String] = [], doNotTranslate: [String] = [],
    options: RuleOptionValues = RuleOptionValues()
  ) {
    self.requiredLocales = requiredLocales
    self.doNotTranslate = doNotTranslate
    self.options = options
  }
}
