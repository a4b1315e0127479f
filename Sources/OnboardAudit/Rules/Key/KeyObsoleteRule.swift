/// `key.obsolete`: a key in a locale that the source no longer has.
struct KeyObsoleteRule: Rule {
  let description = RuleDescription(
    id: "key.obsolete",
    defaultSeverity: .warning,
    summary: "A key in a locale is not in the source",
    rationale: """
      A key that only a translation has is dead weight, and often the trace of a renamed key \
      whose new name is then missing. One finding per table and locale, like `key.missing`: \
      every such key is in the finding's `keys` (the JSON report, the checklist, the HTML \
      page), and the message names the first few, at the first of them. Not checked when the \
      source file could not be read to its end.
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
    var obsolete: [String] = []
    var location: SourceLocation?
    for entry in context.localeTable.entryViews where context.sourcePosition(of: entry) == nil {
      if obsolete.isEmpty { location = entry.location }
      obsolete.append(entry.key)
    }
    guard !obsolete.isEmpty else { return }
    // The keys a suppression covers are a finding of their own, to be marked suppressed
    // (docs/ci.md, "Suppressions"); the others stay the locale's finding.
    let (covered, others) = context.settings.suppressions.split(
      obsolete, rule: description.id, table: context.table.identity, locale: context.locale.tag)
    for keys in [covered, others] where !keys.isEmpty {
      let at =
        keys.count == obsolete.count
        ? location : context.localeTable.entryViews.first { $0.key == keys[0] }?.location
      sink.report(
        FindingMessage(
          Self.message(
            locale: context.locale.tag, table: context.table.identity, source: source.locale.tag, keys: keys)),
        at: at, in: context, keys: keys)
    }
  }

  /// "de has 3 keys of "Localizable" that the source "en" lacks: "a", "b" and "c"; remove
  /// them, or restore them in the source".
  static func message(locale: String, table: String, source: String, keys: [String]) -> String {
    let (noun, pronoun) = keys.count == 1 ? ("key", "it") : ("keys", "them")
    return
      "\(locale) has \(groupedDigits(keys.count)) \(noun) of \(quoted(table)) that the source \(quoted(source)) lacks: \(firstFew(keys)); remove \(pronoun), or restore \(pronoun) in the source"
  }
}
