/// `key.missing`: the keys of the source locale that a locale lacks, one finding per table
/// and locale.
struct KeyMissingRule: Rule {
  let description = RuleDescription(
    id: "key.missing",
    defaultSeverity: .error,
    summary: "Keys of the source locale are absent in a locale",
    rationale: """
      A missing key shows the development-language text (or the raw key) in the middle of a \
      translated screen. One finding per table and locale says how many keys the locale \
      lacks and how much of the table it translates (present, not empty, and not left in the \
      source's language), at the locale's file; every missing key \
      is in the finding's `keys` (the JSON report, the checklist, the HTML page), and the \
      message names the first few. An XLIFF unit without a `<target>` is a missing key. Keys \
      marked `shouldTranslate: false` (`translatable="false"` on Android), catalog keys Xcode \
      marks `stale` (no longer in the code), Android resources that Android Lint is told to \
      let go untranslated (`tools:ignore="MissingTranslation"` on the resource or on the \
      source file's root), and `<string-array>` items that are references (`@string/…`), \
      have no letter, or that every locale holding the array keeps as written (five or more: \
      a label such as `1080p60`) are not required, nor counted in coverage, since Android \
      shows the source's array in a locale without one; a locale whose file could \
      not be read to its end is not checked, since its keys may only be unread. A key is \
      missing only where the platform's lookup finds no translation: a variant (`fr-BE`, \
      `values-fr-rBE`) takes what it lacks from its parent (`fr`), and the keys its audited \
      parent lacks too are the parent's finding; a variant in the source's language (`en-GB` \
      of `en`) lacks nothing, and neither does `Base.lproj` beside the source's own folder, \
      since no user chooses it. A key of `InfoPlist.strings` a locale lacks shows \
      `Info.plist`'s value, which `value.untranslated` reports. A baseline that holds the finding still \
      fails the run when a key goes missing that was not missing then.
      """,
    reference: "Apple, Localizing and varying text with a string catalog",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n"),
        ("↓de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
      ]),
      RuleExample([
        (
          "↓Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {
            "bye": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Bye"}}}},
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
          "res/values/strings.xml",
          """
          <resources xmlns:tools="http://schemas.android.com/tools">
            <string name="hello">Hello</string>
            <string name="app" translatable="false">Tern</string>
            <string name="debug" tools:ignore="MissingTranslation">Debug</string>
            <string-array name="sizes"><item>@string/hello</item><item>42</item></string-array>
          </resources>
          """
        ),
        ("res/values-de/strings.xml", "<resources><string name=\"hello\">Hallo</string></resources>"),
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
    // `Base` is no language a user chooses: beside the source's own folder, nobody reads a
    // key it lacks.
    guard let source = context.source, !context.isSource, context.localeTable.isComplete,
      !context.locale.isBase, !Self.showsInfoPlist(context.table)
    else { return }
    // A variant in the source's language shows the source's text for what it lacks; one with
    // a parent audited shows the parent's, and the keys the parent lacks too are its finding.
    let fallback = context.fallback
    guard !fallback.endsInSourceLanguage, !fallback.parentReports else { return }
    let (missing, total) = context.keysLackingAfterFallback
    guard !missing.isEmpty else { return }
    let file = context.localeTable.files.first ?? source.files.first
    // The keys a suppression covers are a finding of their own, to be marked suppressed
    // (docs/ci.md, "Suppressions"); the others stay the locale's finding.
    let (covered, others) = context.settings.suppressions.split(
      missing, rule: description.id, table: context.table.identity, locale: context.locale.tag)
    let translated = context.translationCounts.translated
    for keys in [covered, others] where !keys.isEmpty {
      sink.report(
        FindingMessage(
          Self.message(
            locale: context.locale.tag, table: context.table.identity, missing: keys, lacking: missing.count,
            translated: translated, of: total)),
        at: file.map { SourceLocation(file: $0) }, in: context, keys: keys)
    }
  }

  /// Whether the table is `InfoPlist`, whose keys a locale lacks show `Info.plist`'s own
  /// value: untranslated (`value.untranslated`), not missing.
  static func showsInfoPlist(_ table: StringTable) -> Bool {
    guard table.platform == .apple else { return false }
    let name = table.identity.split(separator: "/").last ?? ""
    return name.lowercased() == "infoplist"
  }

  /// "de lacks 3 of 168 keys of "Localizable": "a", "b", "c"; of the other 165, 8 are
  /// translated (4 %) and 157 are empty or the source's text". Translated are the keys present
  /// with a value that is neither empty nor left in the source's language; the share, of the
  /// whole table, is rounded down, so that 99.9 % is not shown as all. The counts add up to
  /// the table's: a share alone beside "lacks 3 of 168" reads as a contradiction when most of
  /// the keys present are copies.
  /// `lacking` is how many keys the locale lacks in all, when a suppression splits them
  /// between two findings (`missing` is then this finding's).
  static func message(
    locale: String, table: String, missing: [String], lacking: Int? = nil, translated count: Int,
    of total: Int
  ) -> String {
    let share = "\(count * 100 / max(total, 1)) %"
    let others = max(total - (lacking ?? missing.count), 0)
    let translated = min(count, others)
    let rest: String
    switch (others, others - translated) {
    case (0, _): rest = ""
    case (1, 0): rest = "; the other key is translated (\(share))"
    case (1, _): rest = "; the other key is empty or the source's text"
    case (_, 0): rest = "; the other \(groupedDigits(others)) are translated (\(share))"
    case (_, let untranslated):
      let verb = translated == 1 ? "is" : "are"
      rest =
        "; of the other \(groupedDigits(others)), \(groupedDigits(translated)) \(verb) translated (\(share)) and \(groupedDigits(untranslated)) \(untranslated == 1 ? "is" : "are") empty or the source's text"
    }
    let apart = max((lacking ?? missing.count) - missing.count, 0)
    let more =
      apart == 0
      ? "" : "; \(counted(apart, "more key")) \(apart == 1 ? "is" : "are") missing, reported apart"
    return
      "\(locale) lacks \(groupedDigits(missing.count)) of \(counted(total, "key")) of \(quoted(table)): \(firstFew(missing))\(more)\(rest)"
  }
}
