/// Every rule, in the catalog's order (docs/rules.md). One list feeds the audit,
/// `onboard-audit rules`, the reports' rule lists, `--rule` checks and docs/rules.md.
public enum RuleCatalog {
  public static let all: [any Rule] = [
    InputUnreadableRule(),
    InputUnknownLocaleRule(),
    InputTooComplexRule(),
    FlowNotUnderstoodRule(),
    InputLinkOutsideRule(),
    SuppressionUnusedRule(),
    LocaleMissingRule(),
    KeyMissingRule(),
    KeyObsoleteRule(),
    KeyDuplicateRule(),
    KeyUndefinedRule(),
    KeyUnusedRule(),
    TableNoSourceRule(),
    TextHardcodedRule(),
    ValueMalformedRule(),
    ValueEmptyRule(),
    ValueUntranslatedRule(),
    ValueStateRule(),
    FormatMismatchRule(),
    FormatInvalidRule(),
    PluralMissingCategoryRule(),
    PluralMissingOtherRule(),
    PluralUnusedCategoryRule(),
    PluralStructureRule(),
    BidiUnbalancedRule(),
    BidiUnexpectedControlRule(),
    BidiNoRTLTextRule(),
    BidiUnisolatedPlaceholderRule(),
    TextScriptMismatchRule(),
    TextControlCharacterRule(),
    TextLiteralEscapeRule(),
    TextWhitespaceRule(),
    TextMarkupMismatchRule(),
    TextLengthRule(),
    LabelMissingRule(),
    LabelUnresolvedRule(),
    LabelContainsTraitRule(),
    LabelDuplicateRule(),
    LabelNameMismatchRule(),
    LabelPlaceholderOnlyRule(),
    HintStyleRule(),
    StructTitleNotHeaderRule(),
    StructDecorativeExposedRule(),
    StructHiddenInteractiveRule(),
    StructRowNotGroupedRule(),
    OrderTitleNotFirstRule(),
    OrderCTABeforeContentRule(),
    OrderVisualMismatchRule(),
    OrderRTLNotMirroredRule(),
    TraitActionWithoutButtonRule(),
    TraitPageIndicatorRule(),
    StateDisabledUnexplainedRule(),
    TargetSizeRule(),
    MotionNoReducedFallbackRule(),
    MotionFallbackStillMovesRule(),
    MotionAutoplayNoPauseRule(),
    MotionFlashRule(),
    MotionRevealHidesContentRule(),
    TimingAutoAdvanceRule(),
    TimingAutoAdvanceVoiceOverRule(),
    TimingTooFastRule(),
  ]

  /// The descriptions of every rule, in catalog order.
  public static var descriptions: [RuleDescription] { all.map(\.description) }

  /// Every rule's id, for the readers of the config and the manifest, which check the ids
  /// they are given.
  public static var ids: [String] { all.map(\.description.id) }

  /// Every rule's options, in catalog order: what the config's `rules` may set besides levels.
  public static var options: [RuleOption] { all.flatMap(\.description.options) }

  /// The rule with an id.
  public static func rule(id: String) -> (any Rule)? {
    all.first { $0.description.id == id }
  }
}
