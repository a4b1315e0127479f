/// `value.empty`: an empty or whitespace-only value.
struct ValueEmptyRule: Rule {
  let description = RuleDescription(
    id: "value.empty",
    defaultSeverity: .error,
    summary: "A value is empty or only whitespace",
    rationale: """
      An empty value shows nothing where text was meant: a blank button, a silent VoiceOver \
      stop. Checked in every locale, the source included, and in every plural, device and \
      substitution variant (an XLIFF unit without a target is a missing key instead). A translation may be \
      empty where its source is (a spacer on purpose), a translation of a fragment with spaces \
      around it (\" at \") may be a single space, an empty key is not checked, and neither \
      is a substitution whose every variant is empty (a way to consume an argument unseen), nor \
      a value marked not to be translated (XLIFF `translate="no"`, a catalog's \
      `shouldTranslate: false`), nor an Android plural variant that only decimals select \
      (Russian `other`), which `getQuantityString` never shows, nor a variant other than \
      `other` in a language ICU has no plural rules for. A plural variant that only \
      counts of a million and more select (Catalan, French, Spanish, Italian and Portuguese \
      `many`) is a note, and one that only counts of 1,000 and more select a warning, as \
      for `plural.missing-category`.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = ↓\"  \";\n"),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
              "other": {"stringUnit": {"state": "translated", "value": ↓""}}}}}}}}}
          """
        )
      ]),
      // A note: only counts of a million and more select Catalan `many`.
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld songs": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld song"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld songs"}}}}},
            "ca": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld cançó"}},
              "many": {"stringUnit": {"state": "translated", "value": ↓""}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld cançons"}}}}}}}}}
          """
        )
      ]),
    ],
    nonTriggeringExamples: [
      // Russian `other` is selected only by decimals; Android never shows it.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><plurals name=\"days\"><item quantity=\"one\">%d day</item><item quantity=\"other\">%d days</item></plurals></resources>"
        ),
        (
          "res/values-ru/strings.xml",
          "<resources><plurals name=\"days\"><item quantity=\"one\">%d день</item><item quantity=\"few\">%d дня</item><item quantity=\"many\">%d дней</item><item quantity=\"other\"/></plurals></resources>"
        ),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"at\" = \" at \";\n"),
        ("ja.lproj/Localizable.strings", "\"hello\" = \"こんにちは\";\n\"at\" = \" \";\n"),
      ]),
      RuleExample([
        (
          "de.xliff",
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
              <body>
                <trans-unit id="brand" translate="no"><source>Ova</source><target/></trans-unit>
              </body>
            </file>
          </xliff>
          """
        )
      ]),
    ])

  /// Substitutions whose every variant is empty: a known `.stringsdict` device to consume an
  /// argument without showing it, not a missing text.
  static func argumentSwallowers(_ value: LocalizedValue) -> [String] {
    value.substitutions.compactMap { substitution in
      guard let cases = substitution.variations?.cases, !cases.isEmpty,
        !cases.contains(where: { $0.value.containsText { !$0.string.isEmpty } })
      else { return nil }
      return substitution.name
    }
  }

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    // Most strings start with a letter: the blank ones are found first, in place, the rest
    // asked after. A locale may have hundreds of thousands of empty values, each a finding:
    // what every finding shares is read once, and each entry's fields in place.
    let leafIndex = context.localeTable.indexed.leafIndex
    let entries = context.localeTable.orderedEntries
    let sourceTexts = context.sourceTexts
    let (tag, table) = (context.locale.tag, context.table.identity)
    for position in leafIndex.indices where leafIndex.string(at: position).isBlank {
      let entry = leafIndex.entry(at: position)
      // Not to be translated (`translate="no"`, `shouldTranslate: false`): the app shows the
      // source's text, whatever the translation holds.
      guard !entries[entry].key.isBlank, entries[entry].shouldTranslate else { continue }
      let path = leafIndex.path(at: position)
      // A variant the platform never shows (Android's Russian `other`) may be empty; one that
      // only counts of a million and more show (Catalan `many`) is a note.
      var rarity: (severity: Severity, text: String)?
      if VariantMatcher.isPlural(path) {
        let category = VariantMatcher.pluralCategory(of: path)
        // Where ICU has no rules for the language, which numbers select a category other than
        // `other` is unknown: its plurals are checked for `other` alone (plural.missing-category).
        if let rules = context.pluralRules {
          if context.neverShows(category: category, rules: rules) { continue }
          let severity = rules.severity(ofMissing: category, countIsInteger: false)
          if severity != .error, let text = rules.rarity(ofMissing: [category], countIsInteger: false) {
            rarity = (severity, text)
          }
        } else if category != "other" && !(category == "zero" && context.table.platform == .apple) {
          // Apple's formats use `zero` for 0 in every language; `other` is every language's.
          continue
        }
      }
      if !path.isEmpty, !entries[entry].value.substitutions.isEmpty,
        Self.argumentSwallowers(entries[entry].value).contains(where: {
          path.hasPrefix("substitution.\($0)/")
        })
      {
        continue
      }
      if position < sourceTexts.count, let original = sourceTexts[position]?.string {
        // Empty on purpose in the source (a spacer, an optional subtitle): empty everywhere.
        if original.isBlank { continue }
        // A fragment joined to others (" at ") may rightly be only a space in a language
        // that needs no word there; an empty one would still glue its neighbours together.
        let isFragment = original.startsWithWhitespace || original.endsWithWhitespace
        if isFragment && !leafIndex.string(at: position).isEmpty { continue }
      }
      let key = entries[entry].key
      sink.report(
        "value of \(quoted: key)\(variantSuffix(path)) is empty in \(quoted: tag)\(rarity.map { "; \($0.text)" } ?? ""); write the text",
        at: leafIndex[position].leaf.text.location, locale: tag, table: table, key: key,
        severity: rarity?.severity)
    }
  }
}
