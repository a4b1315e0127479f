/// `key.missing`: a key of the source locale that a locale lacks.
struct KeyMissingRule: Rule {
  let description = RuleDescription(
    id: "key.missing",
    defaultSeverity: .error,
    summary: "A key of the source locale is absent in a locale",
    rationale: """
      A missing key shows the development-language text (or the raw key) in the middle of a \
      translated screen. The finding points at the key in the source table, where it is \
      defined. Keys marked `shouldTranslate: false`, and catalog keys Xcode marks `stale` (no \
      longer in the code), are not required; a locale whose file could \
      not be read to its end is not checked, since its keys may only be unread.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n↓\"bye\" = \"Bye\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {
            ↓"bye": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Bye"}}}},
            "hello": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
              "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}
          """
        )
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("de.lproj/Localizable.strings", "hello = \"Hallo\";\n"),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {
            "OK": {"shouldTranslate": false},
            "Old title": {"extractionState": "stale", "localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Old title"}}}},
            "hello": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
              "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}
          """
        )
      ]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard let source = context.source, !context.isSource, context.localeTable.isComplete else { return }
    let target = context.localeTable.files.count == 1 ? " to \(context.localeTable.files[0])" : ""
    // The end of every message is the same: made once (a locale may miss thousands of keys).
    let rest = " is missing in \(quoted(context.locale.tag)); add its translation\(target)"
    // Which source entries the locale has, from the keys it was already matched on.
    var present = [Bool](repeating: false, count: source.orderedEntries.count)
    for case let position? in context.sourcePositions { present[position] = true }
    // By position, reading each source entry in place: a copy of each would cost more than the check.
    let expected = source.orderedEntries
    for position in expected.indices where expected[position].shouldTranslate && expected[position].isInUse {
      guard !present[position] else { continue }
      let key = expected[position].key
      sink.report("key ", quoting: key, rest, at: expected[position].location, in: context, key: key)
    }
  }
}
