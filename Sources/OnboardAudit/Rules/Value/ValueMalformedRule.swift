/// `value.malformed`: a value the platform rejects although the file parses: one aapt2
/// refuses, or a `.strings` value that is no string.
struct ValueMalformedRule: Rule {
  let description = RuleDescription(
    id: "value.malformed",
    defaultSeverity: .error,
    summary:
      "What the platform's tools reject: an Android apostrophe, escape, placeholder or stray text aapt2 refuses, or a .strings value that is no string",
    rationale: """
      Android's resource compiler, aapt2, stops the build on an apostrophe that no backslash \
      escapes and no double quotes enclose, on a `\\u` escape without four hex digits, on an \
      `<xliff:g>` inside another, on a formatted string with several substitutions that are \
      not all numbered (`%s and %d`: a translation cannot reorder them; number them or add \
      `formatted="false"`), on text between resources (a word or a full stop left after \
      `</string>`), on an element of no resource type or without `name`, on a \
      `translatable` or `formatted` that is not `true` or `false`, on a child of \
      `<plurals>` or `<string-array>` other than `<item>`, and on a plural item without a \
      quantity, with one that is no plural category or one given twice. Each is found as \
      aapt2 finds it, in every locale and for every `product`, and reported at the line \
      aapt2 names (a refused text at its end tag), so a broken translation is caught before \
      the release build fails. Files under `composeResources/` are compiled by Compose \
      Multiplatform's plugin, not aapt2, and are not held to these rules. On Apple \
      platforms, a `.strings` value that is a dictionary, an array, a number, a boolean, a \
      date or data (`"a" = ( … );`, `<integer>` in an XML property list) is read by \
      CoreFoundation but is no text a localized string lookup can return.
      """,
    reference:
      "Android, String resources (escaping apostrophes and quotes; formatting strings); aapt2 ResourceParser; Apple, CFPropertyList (old-style, XML and binary formats)",
    triggeringExamples: [
      RuleExample([
        ("res/values/strings.xml", "<resources><string name=\"a\">It is ready</string></resources>"),
        ("res/values-fr/strings.xml", "<resources><string name=\"a\">↓C'est prêt</string></resources>"),
      ]),
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><string name=\"arrow\">↓Next \\u21 now</string></resources>"
        )
      ]),
      RuleExample([
        (
          "res/values/strings.xml",
          """
          <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="n">Hi <xliff:g id="a"><b>x</b>↓<xliff:g id="b">%s</xliff:g></xliff:g></string>
          </resources>
          """
        )
      ]),
      RuleExample([("res/values/strings.xml", "<resources>↓<string>Hello</string></resources>")]),
      RuleExample([
        ("res/values/strings.xml", "<resources>\n  <string name=\"a\">Ready</string>\n</resources>"),
        ("res/values-nl/strings.xml", "<resources>\n  <string name=\"a\">Klaar</string>↓.\n</resources>"),
      ]),
      RuleExample([
        ("res/values/strings.xml", "<resources><string name=\"m\">↓%s sent %d photos</string></resources>")
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"next\" = \"Next\";\n\"steps\" = ↓( \"One\", \"Two\" );\n")
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        (
          "res/values/strings.xml",
          """
          <resources>
            <string name="a">It\\'s ready</string>
            <string name="b">"It's ready"</string>
            <string name="c">\\u2192 next</string>
            <string name="d">%1$s sent %2$d photos</string>
            <string name="e" formatted="false">%s sent %d photos</string>
            <string name="f">100%% of %s</string>
          </resources>
          """
        )
      ])
    ])

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    for file in project.loaded.files {
      for malformation in file.result.malformations {
        sink.report(
          "\(malformation.message); \(malformation.consequence)",
          at: malformation.location, locale: file.folderLocale?.tag, table: file.table,
          key: malformation.key)
      }
    }
  }
}
