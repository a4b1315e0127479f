extension ValueUntranslatedRule {
  /// The keys of `InfoPlist.strings` a locale of another language lacks: the system then shows
  /// `Info.plist`'s own value, in the source's language, so they are untranslated rather than
  /// missing (docs/tables.md, "Fallback"); split into those a suppression covers and the
  /// others.
  func infoPlistLacking(in context: LocaleContext) -> (covered: [String], others: [String]) {
    guard KeyMissingRule.showsInfoPlist(context.table), context.source != nil, !context.isSource,
      context.isOtherLanguage, context.localeTable.isComplete
    else { return ([], []) }
    let lacking = context.keysLackingAfterFallback.keys
    guard !lacking.isEmpty else { return ([], []) }
    return context.settings.suppressions.split(
      lacking, rule: description.id, table: context.table.identity, locale: context.locale.tag)
  }

  /// Reports lacking keys of `InfoPlist` (`infoPlistLacking`) that no finding of the copies
  /// took in, one finding per group, at the locale's file.
  func reportInfoPlistFallback(_ groups: [[String]], in context: LocaleContext, _ sink: inout FindingSink) {
    let language = context.source.map { ICU.displayName($0.locale.language) ?? $0.locale.language } ?? ""
    let file = context.localeTable.files.first.map { SourceLocation(file: $0) }
    for keys in groups where !keys.isEmpty {
      let noun = keys.count == 1 ? "key" : "keys"
      let message =
        "\(context.locale.tag) lacks \(groupedDigits(keys.count)) \(noun) of \(quoted(context.table.identity)), so the system shows Info.plist's own value, in \(language): \(firstFew(keys)); translate \(keys.count == 1 ? "it" : "them")"
      sink.report(FindingMessage(message), at: file, in: context, keys: keys)
    }
  }
}
