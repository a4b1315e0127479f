/// `value.state`: a translation a catalog or XLIFF marks as not done.
struct ValueStateRule: Rule {
  let description = RuleDescription(
    id: "value.state",
    defaultSeverity: .warning,
    summary: "A catalog or XLIFF state says the translation is new, needs review or is stale",
    rationale: """
      Xcode marks a translation `needs_review` when its source changed and `stale` when the \
      key left the code; XLIFF tools use `new` and `needs-…` states. Such a value ships as it \
      is, often outdated. States `translated`, `final` and `signed-off` pass; unknown states \
      pass too. The source locale is not checked.
      """,
    reference: "Apple, Localizing and varying text with a string catalog; XLIFF 1.2, state attribute",
    triggeringExamples: [
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"hello": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
            "de": {"stringUnit": {"state": "needs_review", "value": ↓"Hallo"}}}}}}
          """
        )
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"hello": {"localizations": {
            "en": {"stringUnit": {"state": "new", "value": "Hello"}},
            "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}
          """
        )
      ])
    ])

  static let unfinishedStates: Set<String> = ["new", "needs_review", "stale"]

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard !context.isSource else { return }
    for entry in context.localeTable.entryViews {
      guard let state = entry.state, Self.unfinishedStates.contains(state) || state.hasPrefix("needs-")
      else { continue }
      sink.report(
        "translation of \(quoted: entry.key) in \(quoted: context.locale.tag) has state \(quoted: state); review it and mark it translated",
        at: entry.value.leaves.first?.text.location ?? entry.location, in: context, key: entry.key)
    }
  }
}
