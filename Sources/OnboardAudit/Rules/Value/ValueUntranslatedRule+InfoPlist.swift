extension ValueUntranslatedRule {
  /// The keys of `InfoPlist.strings` a locale of another language lacks: the system then shows
  /// `Info.plist`'s own value, in the source's language, so they are untranslated rather than
  /// missing (docs/tables.md, "Fallback"). One finding per locale, at its file.
  func reportInfoPlistFallback(in context: LocaleContext, _ sink: inout FindingSink) {
    guard KeyMissingRule.showsInfoPlist(context.table), let source = context.source, !context.isSource,
      context.isOtherLanguage, context.localeTable.isComplete
    else { return }
    var present = [Bool](repeating: false, count: source.orderedEntries.count)
    for case let position? in context.sourcePositions { present[position] = true }
    let parents = context.fallback.parents.compactMap { context.table.locales[$0] }
    let lacking = source.orderedEntries.indices.filter { position in
      let entry = source.orderedEntries[position]
      return entry.isRequired && !present[position]
        && !parents.contains { $0.entries.contains(entry.key) }
    }.map { source.orderedEntries[$0].key }
    guard !lacking.isEmpty else { return }
    let (covered, others) = context.settings.suppressions.split(
      lacking, rule: description.id, table: context.table.identity, locale: context.locale.tag)
    let language = ICU.displayName(source.locale.language) ?? source.locale.language
    let file = context.localeTable.files.first.map { SourceLocation(file: $0) }
    for keys in [covered, others] where !keys.isEmpty {
      let noun = keys.count == 1 ? "key" : "keys"
      let message =
        "\(context.locale.tag) lacks \(groupedDigits(keys.count)) \(noun) of \(quoted(context.table.identity)), so the system shows Info.plist's own value, in \(language): \(firstFew(keys)); translate \(keys.count == 1 ? "it" : "them")"
      sink.report(FindingMessage(message), at: file, in: context, keys: keys)
    }
  }
}
