/// `plural.structure`: a `.stringsdict` or catalog plural that Foundation cannot use as written.
struct PluralStructureRule: Rule {
  let description = RuleDescription(
    id: "plural.structure",
    defaultSeverity: .error,
    summary: "A plural's structure is broken: undefined variable, wrong spec or value type, bad argNum",
    rationale: """
      Foundation resolves a `%#@name@` token by the variable of that name: when there is \
      none, the user sees the token itself. A `.stringsdict` variable needs \
      `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType` and a numeric \
      `NSStringFormatValueTypeKey` (`d`, `ld`, `lld`, `u`, `f`, …): without them, or with \
      `@`, the count is read as the wrong type and the variant chosen at random. A catalog \
      substitution's `argNum` must name an argument the string has (1 to the number of \
      placeholders), and its `formatSpecifier` must be numeric. Every locale is checked, the \
      source included. Known limits: variables that are defined but never used are not \
      reported (Foundation ignores them).
      """,
    reference:
      "Apple, Localizing strings that contain plurals (Stringsdict file format); Apple, String Catalog format",
    triggeringExamples: [
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d day", "other": "%d days"], format: "%#@days@", markedFormat: true)
        )
      ]),
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          stringsdictPlural(["one": "%d day", "other": "%d days"], valueType: "@", marked: true)
        )
      ]),
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          stringsdictPlural(
            ["one": "%d day", "other": "%d days"], valueType: nil, specType: "NSStringPluralType",
            marked: true)
        )
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"posts": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%#@posts@"},
              "substitutions": {
                ↓"posts": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}}}}}}}}
          """
        )
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.stringsdict", stringsdictPlural(["one": "%d day", "other": "%d days"])),
        ("ja.lproj/Localizable.stringsdict", stringsdictPlural(["other": "%d日"], valueType: "ld")),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"posts": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%@ wrote %#@posts@"},
              "substitutions": {
                "posts": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}}}}}}}}
          """
        )
      ]),
      // Xcode's export of a catalog plural: the variants, without the format specifier.
      RuleExample([
        (
          "de.xliff",
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
              <body>
                <trans-unit id="posts"><source>%#@posts@</source><target>%#@posts@</target></trans-unit>
                <trans-unit id="posts|==|substitutions.posts.plural.one">
                  <source>%arg post</source><target>%arg Beitrag</target></trans-unit>
                <trans-unit id="posts|==|substitutions.posts.plural.other">
                  <source>%arg posts</source><target>%arg Beiträge</target></trans-unit>
              </body>
            </file>
          </xliff>
          """
        )
      ]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    for view in context.localeTable.entryViews {
      // Text alone has no substitution, and no variable (`%#@name@`) without `%`, `#` and `@`.
      if view.isPlain && !Self.mayHaveVariable(view.value.text) { continue }
      let entry = view.entry
      let isStringsdict = entry.location.file.hasSuffix(".stringsdict")
      // Xcode's XLIFF export carries a catalog plural's variants but not its format
      // specifier, which stays in the catalog: its absence there says nothing.
      let isXLIFF = entry.location.file.hasSuffix(".xliff") || entry.location.file.hasSuffix(".xlf")
      var limit = Self.argumentCount(entry.key)
      if let text = context.source?.entries[entry.key]?.value.text?.string {
        limit = max(limit, Self.argumentCount(text))
      }
      check(
        entry.value, entry: entry, defined: [], limit: limit, isStringsdict: isStringsdict,
        needsSpecifier: !isXLIFF, context, &sink)
    }
  }

  private func check(
    _ value: LocalizedValue, entry: Entry, defined: Set<String>, limit: Int, isStringsdict: Bool,
    needsSpecifier: Bool, _ context: LocaleContext, _ sink: inout FindingSink
  ) {
    let defined = defined.union(value.substitutions.map(\.name))
    let limit = max(limit, value.text.map { Self.argumentCount($0.string) } ?? 0)
    var texts: [LocatedText] = value.text.map { [$0] } ?? []
    for substitution in value.substitutions {
      texts += substitution.variations?.cases.compactMap(\.value.text) ?? []
    }
    for text in texts where text.traits.contains(.percent) {
      let undefined = FormatString(text.string).variables.subtracting(defined).sorted()
      if !undefined.isEmpty {
        sink.report(
          "\(undefined.map { "'%#@\($0)@'" }.joined(separator: ", ")) in \(quoted: entry.key) has no definition in \(quoted: context.locale.tag); define the variable or remove the token",
          at: text.location, in: context, key: entry.key)
      }
    }
    for substitution in value.substitutions {
      var problems: [String] = []
      if isStringsdict {
        switch substitution.specType {
        case nil: problems.append("has no NSStringFormatSpecTypeKey (write NSStringPluralRuleType)")
        case "NSStringPluralRuleType": break
        case let other?: problems.append("has spec type '\(other)', not NSStringPluralRuleType")
        }
      }
      if let specifier = substitution.formatSpecifier {
        if !Self.isNumeric(specifier) {
          problems.append("has value type '\(specifier)', which is not a number (write d, ld, lld, u or f)")
        }
      } else if needsSpecifier, substitution.variations?.kind == .plural {
        problems.append(
          isStringsdict
            ? "has no NSStringFormatValueTypeKey (write d, ld, lld, u or f)" : "has no formatSpecifier")
      }
      if let argument = substitution.argumentNumber, limit > 0, argument < 1 || argument > limit {
        problems.append(
          "reads argument \(argument), but the string has \(limit == 1 ? "1 argument" : "\(limit) arguments")"
        )
      }
      if !problems.isEmpty {
        sink.report(
          "variable '\(substitution.name)' of \(quoted: entry.key) in \(quoted: context.locale.tag) \(problems.joined(separator: "; "))",
          at: substitution.location, in: context, key: entry.key)
      }
      for item in substitution.variations?.cases ?? [] {
        check(
          item.value, entry: entry, defined: defined, limit: limit, isStringsdict: isStringsdict,
          needsSpecifier: needsSpecifier, context, &sink)
      }
    }
    for item in value.variations?.cases ?? [] {
      check(
        item.value, entry: entry, defined: defined, limit: limit, isStringsdict: isStringsdict,
        needsSpecifier: needsSpecifier, context, &sink)
    }
  }

  private static func mayHaveVariable(_ text: LocatedText?) -> Bool {
    guard let text, text.traits.contains(.percent) else { return false }
    let utf8 = text.string.utf8
    return utf8.contains(UInt8(ascii: "#")) && utf8.contains(UInt8(ascii: "@"))
  }

  /// How many arguments a format reads: its placeholders, variables included, or the highest
  /// position written.
  static func argumentCount(_ text: String) -> Int {
    let placeholders = FormatString(text).placeholders.filter { $0.kind != .substitutionArgument }
    return max(placeholders.count, placeholders.compactMap(\.position).max() ?? 0)
  }

  /// Whether a value type reads a number (`d`, `ld`, `lld`, `u`, `f`, `lf`, …).
  /// Xcode's intent definitions write the type with its percent sign (`%ld`), which
  /// Foundation accepts.
  static func isNumeric(_ specifier: String) -> Bool {
    let bare = specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier
    return switch FormatString("%" + bare).placeholders.first?.kind {
    case .integer?, .float?: true
    default: false
    }
  }
}
