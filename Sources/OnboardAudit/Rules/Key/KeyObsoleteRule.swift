/// `key.obsolete`: a key in a locale that the source no longer has.
struct KeyObsoleteRule: Rule {
  let description = RuleDescription(
    id: "key.obsolete",
    defaultSeverity: .warning,
    summary: "A key in a locale is not in the source",
    rationale: """
      A key that only a translation has is dead weight, and often the trace of a renamed key \
      whose new name is then missing. Not checked when the source file could not be read to \
      its end.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n↓\"old\" = \"Alt\";\n"),
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"new\" = \"New\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n\"new\" = \"Neu\";\n"),
      ])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard let source = context.source, !context.isSource, source.isComplete else { return }
    for entry in context.localeTable.entryViews where context.sourcePosition(of: entry) == nil {
      sink.report(
        "key \(quoted: entry.key) is not in the source \(quoted: source.locale.tag); remove it or restore the source key",
        at: entry.location, in: context, key: entry.key)
    }
  }
}
