/// `value.untranslated`: a value left as the source text in a locale of another language.
struct ValueUntranslatedRule: Rule {
  let description = RuleDescription(
    id: "value.untranslated",
    defaultSeverity: .warning,
    summary: "A value is identical to the source in a locale of another language",
    rationale: """
      A copied source string is the usual trace of a translation that was never done: German \
      users read English. Values without letters once placeholders and `doNotTranslate` terms \
      are removed (numbers, symbols, \"%@\") are ignored, and so are locales of the source's \
      own language (`en-GB` for `en`), and values whose words are all acronyms (\"OK\", \"URL\"). \
      Some words are rightly the same in both languages \
      (\"OK\", \"Status\" in German): add them to `doNotTranslate` or lower the rule. A \
      translation whose catalog or XLIFF state is `new` is reported once, by `value.state`.
      """,
    reference: "W3C, Internationalization Best Practices: Translation; Apple, Localizing and varying text",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"continue\" = \"Continue\";\n"),
        ("de.lproj/Localizable.strings", "\"continue\" = ↓\"Continue\";\n"),
      ])
    ],
    nonTriggeringExamples: [
      // State `new`: value.state reports it, once.
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"hello": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Hello there"}},
            "de": {"stringUnit": {"state": "new", "value": "Hello there"}}}}}}
          """
        )
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"continue\" = \"Continue\";\n\"count\" = \"%@: 42\";\n"),
        ("de.lproj/Localizable.strings", "\"continue\" = \"Weiter\";\n\"count\" = \"%@: 42\";\n"),
        ("en-GB.lproj/Localizable.strings", "\"continue\" = \"Continue\";\n\"count\" = \"%@: 42\";\n"),
      ]),
      RuleExample(
        [
          ("en.lproj/Localizable.strings", "\"brand\" = \"Ova Pro\";\n"),
          ("fr.lproj/Localizable.strings", "\"brand\" = \"Ova Pro\";\n"),
        ], doNotTranslate: ["Ova Pro"]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard let source = context.source, !context.isSource, context.isOtherLanguage else { return }
    // Most strings differ from their source: compared first, in place.
    let leafIndex = context.localeTable.indexed.leafIndex
    let sources = context.sourceTexts
    for position in sources.indices {
      guard let original = sources[position], original.string == leafIndex[position].leaf.text.string else {
        continue
      }
      let entry = context.entry(ofLeaf: position, in: leafIndex)
      let leaf = leafIndex[position].leaf
      // A catalog or XLIFF state of `new` already says it is not translated (value.state).
      guard entry.state != "new", entry.shouldTranslate,
        context.sourcePosition(of: entry).map({ source.orderedEntries[$0].shouldTranslate }) == true,
        hasTranslatableLetters(
          leaf.text.string, terms: context.settings.doNotTranslate,
          syntax: context.table.platform.formatSyntax)
      else { continue }
      sink.report(
        "value of \(quoted(entry.key))\(variantSuffix(leaf.path)) in \(quoted(context.locale.tag)) is the source text \(quoted(leaf.text.string, limit: 40)); translate it",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }

  /// Whether letters remain once placeholders and do-not-translate terms are taken out.
  private func hasTranslatableLetters(_ text: String, terms: [String], syntax: FormatSyntax) -> Bool {
    var remaining = text
    for term in terms where !term.isEmpty {
      remaining = remaining.replacingAll(term, with: " ")
    }
    let format = FormatString(remaining, syntax: syntax)
    var scalars = Array(remaining.unicodeScalars)
    for placeholder in format.placeholders.reversed() {
      let end = min(scalars.count, placeholder.offset + placeholder.spec.unicodeScalars.count)
      scalars.removeSubrange(placeholder.offset..<end)
    }
    // Acronyms ("OK", "URL", "PDF") are the same in most languages.
    let words = String(String.UnicodeScalarView(scalars)).split { !$0.isLetter }
    return words.contains { word in !word.allSatisfy { $0.isUppercase } }
  }
}

extension String {
  /// Every occurrence of `target` replaced, without Foundation.
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    result += rest
    return result
  }
}
