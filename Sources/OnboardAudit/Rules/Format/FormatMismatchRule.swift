/// `format.mismatch`: a translation whose placeholders differ from the source's.
struct FormatMismatchRule: Rule {
  let description = RuleDescription(
    id: "format.mismatch",
    defaultSeverity: .error,
    summary: "Printf placeholders differ from the source's, per argument and type",
    rationale: """
      `String(format:)` reads its arguments by the placeholders of the translated string: a \
      `%d` where the source has `%@` reads an object as an integer (garbage or a crash), an \
      extra placeholder reads past the arguments, a missing one drops a value. Placeholders are \
      compared per argument number, so `%2$@ %1$@` is a correct reordering of `%@ %@`; `%%` is \
      not a placeholder; integer conversions of one width agree (`%d %i %u %x`, and `%ld %lld` \
      on 64-bit platforms). Plural, device and substitution variants are compared with the \
      source's variant of the same name, else its `other`; a plural variant may leave an \
      argument out (\"One file\" for `one`), but may not add or change one. Strings whose \
      source has no placeholder are only checked for placeholders the translation adds.
      """,
    reference: "Apple, String Format Specifiers; IEEE Std 1003.1 (printf)",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"greeting\" = \"Hello %@, you have %d new messages\";\n"),
        ("de.lproj/Localizable.strings", "\"greeting\" = ↓\"Hallo %d, du hast %@ neue Nachrichten\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"welcome\" = \"Welcome to %@\";\n"),
        ("fr.lproj/Localizable.strings", "\"welcome\" = ↓\"Bienvenue\";\n"),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
            "ru": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
              "few": {"stringUnit": {"state": "translated", "value": ↓"%@ файла"}},
              "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}}}}
          """
        )
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"from\" = \"%@ sent %@ (100%%)\";\n"),
        ("de.lproj/Localizable.strings", "\"from\" = \"%2$@ von %1$@ (100 %%)\";\n"),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
            "de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "Eine Datei"}},
              "other": {"stringUnit": {"state": "translated", "value": "%ld Dateien"}}}}}}}}}
          """
        )
      ]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard let source = context.source, !context.isSource else { return }
    for entry in context.localeTable.orderedEntries {
      guard let sourceEntry = source.entries[entry.key] else { continue }
      let matcher = VariantMatcher(source: sourceEntry.value)
      for leaf in entry.value.leaves {
        guard let original = matcher.sourceLeaf(for: leaf.path) else { continue }
        let expected = FormatString(original.text.string)
        let actual = FormatString(leaf.text.string)
        guard actual.problems.isEmpty, expected.problems.isEmpty,
          expected.isFormat || !actual.placeholders.isEmpty
        else { continue }
        let differences = Self.differences(
          expected: expected, actual: actual, mayOmit: VariantMatcher.isPlural(leaf.path))
        guard !differences.isEmpty else { continue }
        sink.report(
          "placeholders of \(quoted(entry.key))\(variantSuffix(leaf.path)) in \(quoted(context.locale.tag)) differ from the source: \(differences.joined(separator: "; "))",
          at: leaf.text.location, in: context, key: entry.key)
      }
    }
  }

  /// What differs, argument by argument, in plain words.
  static func differences(expected: FormatString, actual: FormatString, mayOmit: Bool) -> [String] {
    let want = expected.byArgument
    let have = actual.byArgument
    var result: [String] = []
    for argument in Set(want.keys).union(have.keys).sorted() {
      switch (want[argument], have[argument]) {
      case (let wanted?, let had?) where !compatible(wanted.kind, had.kind):
        result.append("argument \(argument) is '\(had.spec)' here but '\(wanted.spec)' in the source")
      case (let wanted?, nil) where !mayOmit:
        result.append("argument \(argument) '\(wanted.spec)' is missing")
      case (nil, let had?):
        result.append("'\(had.spec)' reads argument \(argument), which the source does not have")
      default:
        break
      }
    }
    return result
  }

  /// Whether two placeholders read the same kind of argument.
  static func compatible(_ a: Placeholder.Kind, _ b: Placeholder.Kind) -> Bool {
    switch (a, b) {
    case (.integer(let x), .integer(let y)): integerClass(x) == integerClass(y)
    default: a == b
    }
  }

  /// `%d` and `%hd` read an `int`; `%ld %lld %qd %zd` read 64 bits on Apple's and Android's
  /// 64-bit platforms.
  private static func integerClass(_ width: String) -> Int {
    ["", "h", "hh"].contains(width) ? 32 : 64
  }
}
