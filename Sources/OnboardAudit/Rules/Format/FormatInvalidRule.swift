/// `format.invalid`: a malformed placeholder, or positional and plain ones mixed.
struct FormatInvalidRule: Rule {
  let description = RuleDescription(
    id: "format.invalid",
    defaultSeverity: .error,
    summary: "A placeholder is malformed, or positional and non-positional ones are mixed",
    rationale: """
      A lone `%` or an unknown conversion (`%1%k`) makes `String(format:)` print garbage or \
      read a wrong argument; `%@` beside `%2$d` has no defined order at all. Only strings used \
      as formats are checked: a value whose source has a placeholder or `%%`, so prose such as \
      \"50%\" in a plain string is left alone. Write a literal percent sign as `%%` in formats. \
      Android strings follow Java's `Formatter`: `%@` and length modifiers (`%ld`) are invalid \
      there, `%n` is a line break, and mixing positional and plain placeholders is allowed.
      """,
    reference: "Apple, String Format Specifiers; IEEE Std 1003.1 (printf); Java, java.util.Formatter",
    triggeringExamples: [
      RuleExample([
        ("res/values/strings.xml", "<resources>\n<string name=\"saved\">Saved %s</string>\n</resources>\n"),
        (
          "res/values-de/strings.xml",
          "<resources>\n<string name=\"saved\">↓%@ gespeichert</string>\n</resources>\n"
        ),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"saved\" = \"Saved %@\";\n"),
        ("de.lproj/Localizable.strings", "\"saved\" = ↓\"%1%k gespeichert\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"pair\" = ↓\"%@ and %2$d\";\n")
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"sale\" = \"Save 50% today\";\n\"done\" = \"%d%% done\";\n"),
        ("fr.lproj/Localizable.strings", "\"sale\" = \"50 % de remise\";\n\"done\" = \"%d %% fait\";\n"),
      ])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    for (entry, leaf) in context.leaves(with: .percent) {
      let matcher = context.sourceMatcher(for: entry)
      let format = FormatString(leaf.text.string, syntax: context.table.platform.formatSyntax)
      guard let problem = format.problems.first else { continue }
      let reference = matcher.flatMap { matcher in
        matcher.sourceLeaf(for: leaf.path).map(matcher.format(of:))
      }
      // A string is a format when its source is one (or, for the source, when it is one).
      guard (reference ?? format).isFormat else { continue }
      sink.report(
        "\(problem.message) in \(quoted(entry.key))\(variantSuffix(leaf.path)); \(problem.advice)",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }
}
