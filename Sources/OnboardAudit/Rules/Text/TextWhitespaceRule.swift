/// `text.whitespace`: leading or trailing whitespace, or line breaks, that differ from the source.
struct TextWhitespaceRule: Rule {
  let description = RuleDescription(
    id: "text.whitespace",
    defaultSeverity: .note,
    summary: "Leading or trailing whitespace or the number of line breaks differs from the source",
    rationale: """
      A string that the app joins to others (" at ", "Step 1: ") needs its spaces in every \
      language, and a line break the layout relies on (a title on two lines) is usually \
      meant everywhere; a stray trailing space or newline pushes centred text off centre and \
      is read by nobody. Compared, variant by variant, with the source: whether the text \
      starts and ends with whitespace, and how many line breaks it has. Known limits: \
      languages that write no spaces between words (Japanese, Chinese) may rightly drop a \
      space the source has around a fragment, and a translator may break a long line where \
      the source needs none: hence a note.
      """,
    reference:
      "Apple, Localizing and varying text with a string catalog; W3C, Internationalization Best Practices: Translation",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"at\" = \" at \";\n\"title\" = \"Welcome\\nto Ova\";\n"),
        ("de.lproj/Localizable.strings", "\"at\" = ↓\"um \";\n\"title\" = ↓\"Willkommen bei Ova\";\n"),
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"at\" = \" at \";\n\"title\" = \"Welcome\\nto Ova\";\n"),
        ("de.lproj/Localizable.strings", "\"at\" = \" um \";\n\"title\" = \"Willkommen\\nbei Ova\";\n"),
      ])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    // By place in the leaf index, each string read in place: most strings differ in nothing,
    // and a copy of each leaf and entry would cost more than the check.
    let leafIndex = context.localeTable.indexed.leafIndex
    let sources = context.sourceTexts
    for position in sources.indices {
      guard let source = sources[position] else { continue }
      let text = leafIndex.string(at: position)
      let original = source.string
      guard !text.isBlank, !original.isBlank else { continue }
      var differences: [String] = []
      let leading = (original.startsWithWhitespace, text.startsWithWhitespace)
      if leading.0 != leading.1 {
        differences.append(leading.0 ? "no leading whitespace" : "leading whitespace")
      }
      let trailing = (original.endsWithWhitespace, text.endsWithWhitespace)
      if trailing.0 != trailing.1 {
        differences.append(trailing.0 ? "no trailing whitespace" : "trailing whitespace")
      }
      // Counting needs grapheme clusters (CR LF is one break): only where there are any.
      let mayBreak =
        source.traits.contains(.lineBreaks) || leafIndex.traits(at: position).contains(.lineBreaks)
      let breaks = mayBreak ? (original.lineBreakCount, text.lineBreakCount) : (0, 0)
      if breaks.0 != breaks.1 {
        differences.append("\(counted(breaks.1, "line break")) where the source has \(breaks.0)")
      }
      guard !differences.isEmpty else { continue }
      let leaf = leafIndex[position].leaf
      let key = context.localeTable.orderedEntries[leafIndex.entry(at: position)].key
      sink.report(
        "\(quoted: key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) has \(differences.joined(separator: ", ")), unlike the source",
        at: leaf.text.location, in: context, key: key)
    }
  }
}
