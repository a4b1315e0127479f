/// Android Lint's issue ids, as `tools:ignore` names them, and the rules of ours that find
/// the same problems (docs/ci.md, "Suppressions"): a resource Android Lint is told to leave
/// alone is left alone here too.
enum AndroidLintIssues {
  /// The ids with a rule of ours; others (`PluralsCandidate`, `Typos`, …) stand for none.
  static let ruleIDs: [String: [String]] = [
    "MissingTranslation": ["key.missing"],
    "ExtraTranslation": ["key.obsolete"],
    "UnusedResources": ["key.unused"],
    "StringFormatInvalid": ["format.invalid"],
    "StringFormatMatches": ["format.mismatch"],
    "StringFormatCount": ["format.mismatch"],
    "all": [IgnoreDirective.allRules],
  ]

  /// The rules a `tools:ignore` value stands for: its comma-separated ids mapped, and ids of
  /// ours (`value.untranslated`) as they are.
  static func rules(for value: String) -> [String] {
    var rules: [String] = []
    for id in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      let mapped = ruleIDs[id] ?? (id.contains(".") ? [id] : [])
      for rule in mapped where !rules.contains(rule) { rules.append(rule) }
    }
    return rules
  }
}
