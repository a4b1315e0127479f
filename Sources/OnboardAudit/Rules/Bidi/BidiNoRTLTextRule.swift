/// `bidi.no-rtl-text`: a value in a right-to-left locale with letters but none right to left.
struct BidiNoRTLTextRule: Rule {
  let description = RuleDescription(
    id: "bidi.no-rtl-text",
    defaultSeverity: .warning,
    summary: "A value in a right-to-left locale has letters but no right-to-left ones",
    rationale: """
      An Arabic or Hebrew string made only of Latin letters is an English (or other) text \
      left in the table, and its paragraph direction comes out left to right, so the layout \
      around it flips. Right-to-left letters are those of General Category L with bidi class \
      R or AL: an Arabic question mark (U+061F) after English words is no translation. A value \
      that is the source's text (whitespace aside) is `value.untranslated` alone, not reported \
      here too, and a locale that `text.script-mismatch` finds holding another language (most \
      of its values in another script) gets that one finding, not one here for each value. \
      Placeholders (`%@`, `${name}`), URLs, e-mail addresses, \
      `doNotTranslate` terms, identifiers and code ("progress_bar_color", "#room:matrix.org", \
      "aa:bb:cc:dd:ee", "when_relative: true"), template placeholders (`{{name}}`), markup, file \
      extensions and paths, Apple's and Google's product names (\"Face ID\", \"Google Play\"), \
      acronyms ("HUD") and names with inner capitals ("GitHub") are left out, and a value that is a locale's code ("en-US") is fine, before looking for letters, so "Ova" or "%@" alone is fine; a value with no \
      letters at all (numbers, symbols) is fine too. Known limits: an RTL string whose only \
      words are other product names (the app's own) not listed in `doNotTranslate` is \
      reported; add them there.
      """,
    reference:
      "Unicode TR9, Unicode Bidirectional Algorithm (P2–P3); W3C, Structural markup and right-to-left text in HTML",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"continue\" = \"Continue\";\n"),
        ("ar.lproj/Localizable.strings", "\"continue\" = ↓\"Continue now\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"ready\" = \"Ready?\";\n"),
        ("ar.lproj/Localizable.strings", "\"ready\" = ↓\"Ready؟\";\n"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        [
          (
            "en.lproj/Localizable.strings",
            "\"app\" = \"Ova\";\n\"count\" = \"%d / 10\";\n\"next\" = \"Next\";\n"
          ),
          (
            "he.lproj/Localizable.strings",
            "\"app\" = \"Ova\";\n\"count\" = \"%d / 10\";\n\"next\" = \"הבא\";\n"
          ),
        ], doNotTranslate: ["Ova"]),
      // Identifiers, a configuration example and a locale's code are the same in every
      // language.
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"mac\" = \"Address\";\n\"example\" = \"Example\";\n\"lang\" = \"en\";\n\"room\" = \"Room\";\n"
        ),
        (
          "ar.lproj/Localizable.strings",
          "\"mac\" = \"aa:bb:cc:dd:ee\";\n\"example\" = \"when_relative: true\";\n\"lang\" = \"ar-SA\";\n\"room\" = \"#lobby:chat.example.org\";\n"
        ),
      ]),
      // The source's text itself: value.untranslated says so.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"continue\" = \"Continue\";\n"),
        ("ar.lproj/Localizable.strings", "\"continue\" = \"Continue\";\n"),
      ]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard context.locale.isRightToLeft else { return }
    // A folder that holds another language is text.script-mismatch's one finding.
    if context.foreignScript.holdsAnotherLanguage { return }
    let leafIndex = context.localeTable.indexed.leafIndex
    let sources = context.sourceTexts
    for position in leafIndex.indices {
      let leaf = leafIndex[position].leaf
      // A copy of the source text (in another language) is value.untranslated's to report.
      if context.isOtherLanguage, position < sources.count, let source = sources[position],
        ValueUntranslatedRule.compareCopy(source.string, leaf.text.string) == .same
      {
        continue
      }
      // A locale's code ("en-US") is the same in every language.
      if TextScan.isLocaleCode(leaf.text.string) { continue }
      let prose = TextScan.prose(leaf.text.string, doNotTranslate: context.doNotTranslate)
      // Most strings of a right-to-left table have such a letter: looked for first.
      guard !prose.unicodeScalars.contains(where: Bidi.isRightToLeftLetter) else { continue }
      // Apple's and Google's product names ("Face ID") are written so in every language.
      let words = TextScan.words(TextScan.withoutProductNames(prose).text).filter { !TextScan.isNameLike($0) }
      guard words.contains(where: { $0.unicodeScalars.contains(where: TextScan.isLetter) }) else { continue }
      let entry = context.entry(ofLeaf: position, in: leafIndex)
      sink.report(
        "\(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) has no right-to-left letter: \(quoted: leaf.text.string, limit: 40); translate it, or add its terms to doNotTranslate",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }
}
