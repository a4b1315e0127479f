/// `bidi.unisolated-placeholder`: in right-to-left text, a placeholder for left-to-right
/// content without an isolate around it.
struct BidiUnisolatedPlaceholderRule: Rule {
  let description = RuleDescription(
    id: "bidi.unisolated-placeholder",
    defaultSeverity: .note,
    summary: "In a right-to-left string, a placeholder for names or links is not isolated",
    rationale: """
      A name, a URL or an e-mail address put into Arabic or Hebrew text through `%@` takes \
      part in the ordering of its neighbours: "‏%@ أرسل" with "Ann 2" shows the number on the \
      wrong side, and a Latin name followed by punctuation moves the punctuation. Wrapping \
      the placeholder in U+2068 FSI … U+2069 PDI (or LRI/RLI … PDI) isolates it. Only object \
      and string placeholders (`%@`, `%s`, positional ones too; in Android strings, read as \
      Java formats, also `%b` and `%h`, which print text) are reported, in strings with \
      right-to-left letters in right-to-left locales; numbers (`%d`) order well on their own. \
      Known limits: a placeholder that the app fills with right-to-left text, or that the app \
      isolates itself (Android's `BidiFormatter.unicodeWrap`), is reported too. The fix is one \
      decision per table and locale (isolate in every string, or in the code), so there is \
      one finding per table and locale, at its first such string, with every key in `keys`.
      """,
    reference:
      "Unicode TR9, Unicode Bidirectional Algorithm (isolates, BD8); W3C, Inline markup and bidirectional text in HTML",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"by\" = \"By %@\";\n"),
        ("ar.lproj/Localizable.strings", "\"by\" = ↓\"بواسطة %@\";\n"),
      ]),
      RuleExample([
        ("res/values/strings.xml", "<resources><string name=\"flag\">Default: %1$b</string></resources>\n"),
        (
          "res/values-iw/strings.xml",
          "<resources><string name=\"flag\">↓ברירת מחדל: %1$b</string></resources>\n"
        ),
      ]),
      // Two strings of one table and locale: one finding, at the first.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"by\" = \"By %@\";\n\"to\" = \"To %@\";\n"),
        ("ar.lproj/Localizable.strings", "\"by\" = ↓\"بواسطة %@\";\n\"to\" = \"إلى %@\";\n"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"by\" = \"By %@\";\n\"count\" = \"%d files\";\n"),
        (
          "ar.lproj/Localizable.strings",
          "\"by\" = \"بواسطة \u{2068}%@\u{2069}\";\n\"count\" = \"%d ملفات\";\n"
        ),
        ("de.lproj/Localizable.strings", "\"by\" = \"Von %@\";\n\"count\" = \"%d Dateien\";\n"),
      ])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard context.locale.isRightToLeft else { return }
    let syntax = context.table.formatSyntax
    var keys: [String] = []
    var first: (key: String, variant: String, specs: String, location: SourceLocation?)?
    // A placeholder needs a `%`.
    for (entry, leaf) in context.leaves(with: .percent) {
      let text = leaf.text.string
      let scalars = Array(text.unicodeScalars)
      guard scalars.contains(where: Bidi.isStrongRightToLeftText) else { continue }
      let bare = FormatString(text, syntax: syntax).placeholders.filter { placeholder in
        // "100% سريع" is prose, not a `% s` placeholder.
        if placeholder.looksLikeProse { return false }
        switch placeholder.kind {
        case .object, .cString: break
        default: return false
        }
        let end = placeholder.offset + placeholder.spec.unicodeScalars.count
        let before = placeholder.offset > 0 ? Bidi.Control(scalars[placeholder.offset - 1]) : nil
        let after = end < scalars.count ? Bidi.Control(scalars[end]) : nil
        return !(before?.isIsolateInitiator == true && after == .popDirectionalIsolate)
      }
      guard !bare.isEmpty else { continue }
      if first == nil {
        let specs = bare.map { "'\($0.spec)'" }.joined(separator: ", ")
        first = (entry.key, leaf.path, specs, leaf.text.location)
      }
      // The variants of one key are one string to fix.
      if keys.last != entry.key { keys.append(entry.key) }
    }
    guard let first else { return }
    let locale = quoted(context.locale.tag)
    let message: String
    if keys.count == 1 {
      message =
        "\(first.specs) in \(quoted(first.key))\(variantSuffix(first.variant)) in \(locale) is not isolated; write U+2068 before it and U+2069 after it"
    } else {
      message =
        "\(groupedDigits(keys.count)) strings of \(quoted(context.table.identity)) in \(locale) put a name or link next to right-to-left text without isolating it: \(firstFew(keys)); write U+2068 before each such placeholder and U+2069 after it, or isolate the argument in the code"
    }
    sink.report(FindingMessage(message), at: first.location, in: context, keys: keys)
  }
}
