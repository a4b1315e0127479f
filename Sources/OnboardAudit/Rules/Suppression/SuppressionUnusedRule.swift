/// `suppression.unused`: an `onboard-audit:ignore` that suppresses nothing (docs/ci.md,
/// "Suppressions"). Found once every other rule has run, by `Suppressions.unused`; `check`
/// has nothing to look at on its own.
struct SuppressionUnusedRule: Rule {
  static let id = "suppression.unused"

  let description = RuleDescription(
    id: SuppressionUnusedRule.id,
    defaultSeverity: .note,
    summary: "A suppression in the sources or tables suppresses no finding, or names no rule",
    rationale: """
      `onboard-audit:ignore RULE -- why`, written before a Swift element or a table's entry, \
      reports the findings of RULE there as suppressed: they stay in the reports, with the \
      reason, and never fail the run. Once the text is fixed or the element moved, the \
      suppression covers nothing, and would hide the next real problem there without anyone \
      deciding so; a suppression with a misspelt rule never worked at all. This note names \
      each, as SwiftLint's `superfluous_disable_command` does. A suppression of a rule that \
      is turned off is not judged, and neither is Android Lint's `tools:ignore`, which is \
      honoured but written for Android Lint.
      """,
    reference: "docs/ci.md, Suppressions",
    triggeringExamples: [
      // The German value is translated: nothing to suppress.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        (
          "de.lproj/Localizable.strings",
          "↓/* onboard-audit:ignore value.untranslated -- a brand */\n\"hello\" = \"Hallo\";\n"
        ),
      ]),
      // A misspelt rule id.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        (
          "de.lproj/Localizable.strings",
          "↓/* onboard-audit:ignore value.untranslatd */\n\"hello\" = \"Hello\";\n"
        ),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        (
          "de.lproj/Localizable.strings",
          "/* onboard-audit:ignore value.untranslated -- a greeting Germans keep */\n\"hello\" = \"Hello\";\n"
        ),
      ])
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {}
}
