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
      source's variant of the same name, else its `other`; a plural variant may leave the count \
      out only where its category selects exactly one number in the language (\"One file\" for \
      English `one`; Arabic `zero`, `one`, `two`; Hebrew `two`), never another argument, and \
      may not add or change one. The count is the plural's own argument, whatever its type: \
      in a plural whose source reads one argument, that one is the count, even a `%s` (Android \
      apps often pass the count formatted already, "1.2K"). Strings whose \
      source has no placeholder are only checked for placeholders the translation adds. Prose \
      with a percent sign is text, in the source and in the translation: a conversion \
      flagged with a space or `-` right after a number (`% g` in \"100% guaranteed\") is not a \
      placeholder in a string that has no other, unless the Swift sources format the key; a \
      key they look up with no arguments is never compared. Android \
      strings are read as Java's `Formatter` reads them: `%s` formats an argument of any type, \
      so it may stand where the source has `%d`, but not the other way round.
      """,
    reference: "Apple, String Format Specifiers; IEEE Std 1003.1 (printf); Java, java.util.Formatter",
    triggeringExamples: [
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources>\n<string name=\"left\">%1$s has %2$d files</string>\n</resources>\n"
        ),
        (
          "res/values-de/strings.xml",
          "<resources>\n<string name=\"left\">↓%1$d hat %2$d Dateien</string>\n</resources>\n"
        ),
      ]),
      // "% p" is a pointer conversion with a space flag, not "%@" and a word.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"posts\" = \"%@ posts\";\n"),
        ("ca.lproj/Localizable.strings", "\"posts\" = ↓\"% publicacions\";\n"),
      ]),
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
          filesCatalog(
            "ru",
            [
              #""one": {"stringUnit": {"state": "translated", "value": "%lld файл"}}"#,
              #""few": {"stringUnit": {"state": "translated", "value": ↓"%@ файла"}}"#,
              #""many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}}"#,
              #""other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}"#,
            ])
        )
      ]),
      // Russian `one` is 1, 21, 31, …: the count must be shown. A variant may never drop the folder.
      RuleExample([
        (
          "Localizable.xcstrings",
          filesInFolderCatalog(
            """
            "ru": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": ↓"Один файл в %2$@"}},
              "few": {"stringUnit": {"state": "translated", "value": "%lld файла в %@"}},
              "many": {"stringUnit": {"state": "translated", "value": "%lld файлов в %@"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld файла в %@"}}}}},
            "de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": ↓"Eine Datei"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld Dateien in %@"}}}}}
            """)
        )
      ]),
      // Russian `one` is 1, 21, 31, …: the count must be shown, even formatted as text.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><plurals name=\"views\"><item quantity=\"one\">%1$s view</item><item quantity=\"other\">%1$s views</item></plurals></resources>"
        ),
        (
          "res/values-ru/strings.xml",
          "<resources><plurals name=\"views\"><item quantity=\"one\">↓Один просмотр</item><item quantity=\"few\">%1$s просмотра</item><item quantity=\"many\">%1$s просмотров</item><item quantity=\"other\">%1$s просмотра</item></plurals></resources>"
        ),
      ]),
      // The code passes an Int; the table's value reads an object.
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"%lld photos\" = \"%@ photos\";\n\"page %lld %lld\" = \"Page %3$lld\";\n"
        ),
        (
          "Gallery.swift",
          """
          import SwiftUI

          struct Gallery: View {
            let photos: [Photo]
            @State private var page = 1
            var body: some View {
              Text(↓"\\(photos.count) photos")
              Text(↓"page \\(page) \\(photos.count)")
            }
          }
          """
        ),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"%lld photos\" = \"%lld photos\";\n\"%@ by %@\" = \"%2$@: %1$@\";\n"
        ),
        (
          "Gallery.swift",
          """
          import SwiftUI

          struct Gallery: View {
            let photos: [Photo]
            var body: some View {
              Text("\\(photos.count) photos")
              Text("\\(title) by \\(author)")
            }
          }
          """
        ),
      ]),
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources>\n<string name=\"left\">%1$s has %2$d files</string>\n</resources>\n"
        ),
        (
          "res/values-fr/strings.xml",
          "<resources>\n<string name=\"left\">%1$s a %2$s fichiers</string>\n</resources>\n"
        ),
      ]),
      // German and Arabic categories that select one number may say it in words.
      RuleExample([
        (
          "Localizable.xcstrings",
          filesInFolderCatalog(
            """
            "de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "Eine Datei in %2$@"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld Dateien in %@"}}}}},
            "ar": {"variations": {"plural": {
              "zero": {"stringUnit": {"state": "translated", "value": "لا ملفات في %2$@"}},
              "one": {"stringUnit": {"state": "translated", "value": "ملف واحد في %2$@"}},
              "two": {"stringUnit": {"state": "translated", "value": "ملفان في %2$@"}},
              "few": {"stringUnit": {"state": "translated", "value": "%lld ملفات في %@"}},
              "many": {"stringUnit": {"state": "translated", "value": "%lld ملفًا في %@"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld ملف في %@"}}}}}
            """)
        )
      ]),
      // Prose with a percent sign is text: "% g" and "% d" are no conversions here.
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"sure\" = \"100% guaranteed\";\n\"free\" = \"Free for everyone\";\n"
        ),
        ("de.lproj/Localizable.strings", "\"sure\" = \"100% Garantie\";\n\"free\" = \"100% gratis\";\n"),
        (
          "fr.lproj/Localizable.strings", "\"sure\" = \"Garanti à 100 %\";\n\"free\" = \"100 % de remise\";\n"
        ),
      ]),
      // The plural's one argument is its count, formatted as text ("1.2K"): Norwegian `one`
      // and Arabic `two` select one number each and may say it in words.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><plurals name=\"views\"><item quantity=\"one\">%1$s view</item><item quantity=\"other\">%1$s views</item></plurals></resources>"
        ),
        (
          "res/values-nb/strings.xml",
          "<resources><plurals name=\"views\"><item quantity=\"one\">Én visning</item><item quantity=\"other\">%1$s visninger</item></plurals></resources>"
        ),
        (
          "res/values-ar/strings.xml",
          "<resources><plurals name=\"views\"><item quantity=\"zero\">%1$s مشاهدة</item><item quantity=\"one\">مشاهدة واحدة</item><item quantity=\"two\">مشاهدتان</item><item quantity=\"few\">%1$s مشاهدات</item><item quantity=\"many\">%1$s مشاهدة</item><item quantity=\"other\">%1$s مشاهدة</item></plurals></resources>"
        ),
      ]),
      // Substitutions are bound by name and argNum: reordering them is right, and a language
      // with one plural form may drop them.
      RuleExample([
        (
          "Localizable.xcstrings",
          """
          {"sourceLanguage": "en", "version": "1.0", "strings": {"posts": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%#@posts@ from %#@people@"},
              "substitutions": {
                "posts": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}},
                "people": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg person"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg people"}}}}}}},
            "eu": {"stringUnit": {"state": "translated", "value": "%#@people@ %#@posts@"},
              "substitutions": {
                "posts": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "bidalketa bat"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg bidalketa"}}}}},
                "people": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "partaide batek"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg partaidek"}}}}}}},
            "ja": {"stringUnit": {"state": "translated", "value": "%2$lld人から%1$lld件の投稿"}}}}}}
          """
        )
      ]),
      // A plural variant may read what any of the source's categories reads.
      RuleExample([
        (
          "en.lproj/Localizable.stringsdict",
          plist(one: "1 character left", other: "%ld characters left")
        ),
        (
          "sv.lproj/Localizable.stringsdict",
          plist(one: "%ld tecken kvar", other: "%ld tecken kvar")
        ),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"from\" = \"%@ sent %@ (100%%)\";\n"),
        ("de.lproj/Localizable.strings", "\"from\" = \"%2$@ von %1$@ (100 %%)\";\n"),
      ]),
      RuleExample([
        (
          "Localizable.xcstrings",
          filesCatalog(
            "de",
            [
              #""one": {"stringUnit": {"state": "translated", "value": "Eine Datei"}}"#,
              #""other": {"stringUnit": {"state": "translated", "value": "%ld Dateien"}}"#,
            ])
        )
      ]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    guard context.source != nil, !context.isSource else { return }
    let entries = context.localeTable.orderedEntries
    // Opened once per locale, and only for a table that has plurals.
    let pluralRules = context.hasPlurals ? context.pluralRules : nil
    let uses = context.settings.formatUses
    for position in entries.indices {
      guard let sourcePosition = context.sourcePositions[position] else { continue }
      // Most strings have no placeholder at all: nothing to compare. (A source has formats
      // when it has a `%` or substitutions.)
      let formats = context.sourceIndex.formats(at: sourcePosition)
      if formats == nil && !entries[position].value.containsText(where: { $0.traits.contains(.percent) }) {
        continue
      }
      let key = entries[position].key
      let use = uses.isEmpty ? nil : uses.use(table: context.table.identity, key: key)
      // A value the code shows as it is is text, whatever `%` it holds.
      if use == .asIs { continue }
      let matcher = context.sourceIndex.matcher(at: sourcePosition)
      let differences = Self.differences(
        entries[position].value, matcher: matcher, key: key, formats: formats,
        pluralRules: pluralRules, formatted: use == .formatted)
      // A plural left whole in the source's language is value.untranslated's alone: its
      // variants read what the source's do, and a count its categories need is no second finding.
      if !differences.isEmpty, !entries[position].value.isPlain,
        context.copiedValues.wholeCopies.contains(position)
      {
        continue
      }
      for difference in differences {
        sink.report(
          "placeholders of \(quoted: key)\(variantSuffix(difference.path)) in \(quoted: context.locale.tag) differ from the source: \(difference.text)",
          at: difference.location, in: context, key: key)
      }
    }
  }

  struct Difference {
    var path: String
    var text: String
    var location: SourceLocation
  }

  /// The differences of a translated value from its source, variant by variant. A variant is
  /// compared with its source variant when both are built alike; when they are not (a
  /// plural in the source, plain text in Japanese), with every argument the source reads.
  ///
  /// Variables (`%#@name@`) are compared by the argument they read (their `argNum`, or their
  /// place in the format) and its type, not by name: each localization names its own. The
  /// key's placeholders count as arguments the source may leave unshown: Xcode extracts
  /// `"follow \(count)"` as the key `"follow %lld"`, and a translation may show the count
  /// where the English does not.
  static func differences(
    _ value: LocalizedValue, source: LocalizedValue, key: String = "", syntax: FormatSyntax = .apple
  ) -> [Difference] {
    differences(value, matcher: VariantMatcher(source: source, syntax: syntax), key: key)
  }

  /// The same, with the source's matcher and formats made once for every locale.
  ///
  /// A plural variant may leave out the count only where its category selects exactly one
  /// number in the language (English `one`: 1; Arabic `zero`, `one`, `two`; Hebrew `two`):
  /// "One file" then says the number. Any other argument, and the count of a category that
  /// selects several numbers (Russian `one`: 1, 21, 31, …), must be there.
  ///
  /// A source string that is prose ("100% guaranteed", see `FormatString.isFormat`) reads
  /// nothing, and a translation's prose is not an argument it adds, unless `formatted`: the
  /// code formats the value.
  static func differences(
    _ value: LocalizedValue, matcher: VariantMatcher, key: String, formats: SourceFormats? = nil,
    pluralRules: PluralRules? = nil, formatted: Bool = false
  ) -> [Difference] {
    let source = matcher.source
    let syntax = matcher.syntax
    let formats = formats ?? SourceFormats(matcher: matcher, key: key)
    guard formats.isValid else { return [] }
    let optional = formats.optional
    let union = formats.union
    var result: [Difference] = []
    // An empty variant is `value.empty`'s to report, not a lost placeholder.
    for leaf in value.leaves where !leaf.text.string.isBlank {
      var actual = FormatString(leaf.text.string, syntax: syntax)
      guard actual.problems.isEmpty else { continue }
      var expected: FormatString
      var mayOmit: Omission
      let isPlural = VariantMatcher.isPlural(leaf.path)
      if leaf.path.isEmpty, let main = formats.main,
        value.substitutions.isEmpty == source.substitutions.isEmpty
      {
        // The main text with its variables as the arguments they read.
        expected = main
        actual = merged(actual.placeholders + substitutionArguments(of: value))
        mayOmit = .nothing
      } else if let original = !leaf.path.isEmpty && TextScan.contains(leaf.path, "substitution.")
        ? matcher.structuralLeaf(for: leaf.path) : matcher.sourceLeaf(for: leaf.path),
        !leaf.path.isEmpty || source.substitutions.isEmpty
      {
        let format = matcher.format(of: original)
        expected =
          isPlural ? pluralFormat(format, matcher.pluralSiblings(of: leaf.path), matcher: matcher) : format
        mayOmit = isPlural ? Self.omission(inPluralVariant: leaf.path, rules: pluralRules) : .nothing
        // A plural's only argument is its count, whatever its type: Android apps often pass
        // the count formatted already (`%s`: "1.2K").
        if case .count = mayOmit, expected.byArgument.count == 1, let only = expected.byArgument.keys.first {
          mayOmit = .count(argument: only)
        }
      } else {
        // Built differently (a plural in the source, plain text in Japanese): any argument
        // the source reads, none required.
        expected = union
        mayOmit = .anything
      }
      if !formatted && !expected.isFormat {
        // Prose: the source reads nothing, and the translation's own prose reads nothing either.
        expected = FormatString("")
        actual.placeholders.removeAll { $0.looksLikeProse }
      }
      guard expected.isFormat || actual.placeholders.contains(where: { $0.argument > 0 }) else { continue }
      var texts = differences(
        expected: expected, actual: actual, mayOmit: mayOmit, optional: optional, syntax: syntax)
      // Said again with the reason a dropped count is needed (rare, so worded only then).
      if !texts.isEmpty, isPlural, mayOmit == .nothing, let rules = pluralRules {
        let category = VariantMatcher.pluralCategory(of: leaf.path)
        texts = differences(
          expected: expected, actual: actual, mayOmit: mayOmit, optional: optional, syntax: syntax,
          countReason:
            "'\(category)' is \(rules.sampleText(category, groups: 3)) in this language, so the count must be shown"
        )
      }
      if !texts.isEmpty {
        result.append(
          Difference(path: leaf.path, text: texts.joined(separator: "; "), location: leaf.text.location))
      }
    }
    return result
  }

  /// What a variant may leave out of what its source variant reads.
  enum Omission: Equatable {
    case nothing
    /// The count, in a category that selects one number: the argument given, whatever its
    /// type (the only one the source's plural reads), or else any number (or `%arg`).
    case count(argument: Int?)
    case anything
  }

  /// What a plural variant may leave out: the count where its category selects exactly one
  /// number in the language, else nothing; without the language's rules, the count.
  static func omission(inPluralVariant path: String, rules: PluralRules?) -> Omission {
    guard let rules, let samples = rules.samples[VariantMatcher.pluralCategory(of: path)] else {
      return .count(argument: nil)
    }
    return samples.count == 1 && samples[0] == samples[0].rounded() ? .count(argument: nil) : .nothing
  }

  /// A format made of placeholders, the first for each argument kept.
  static func merged(_ placeholders: [Placeholder]) -> FormatString {
    var format = FormatString("")
    // A string has a few placeholders: a scan finds an argument read before, no table needed.
    for placeholder in placeholders
    where placeholder.argument > 0
      && !format.placeholders.contains(where: { $0.argument == placeholder.argument })
    {
      format.placeholders.append(placeholder)
    }
    return format
  }

  /// A plural variant may read what any category of the source's plural reads: English
  /// often writes "1 file" for `one` and "%ld files" for `other`.
  static func pluralFormat(
    _ format: FormatString, _ siblings: [LocalizedValue.Leaf], matcher: VariantMatcher
  ) -> FormatString {
    var merged = format
    for sibling in siblings {
      for placeholder in matcher.format(of: sibling).placeholders
      where merged.byArgument[placeholder.argument] == nil && placeholder.argument > 0 {
        merged.placeholders.append(placeholder)
      }
    }
    return merged
  }

  /// The arguments the source's substitutions read: each at its `argNum`, or else at the place
  /// of its `%#@name@` among the main text's placeholders, with its format specifier's kind.
  static func substitutionArguments(of value: LocalizedValue) -> [Placeholder] {
    guard !value.substitutions.isEmpty else { return [] }
    let main = value.text.map { FormatString($0.string).placeholders } ?? []
    return value.substitutions.compactMap { substitution in
      let index = main.firstIndex { $0.kind == .variable(substitution.name) }
      let position = substitution.argumentNumber ?? index.map { main[$0].position ?? $0 + 1 }
      guard let position, let specifier = substitution.formatSpecifier,
        let kind = FormatString("%" + specifier).placeholders.first?.kind
      else { return nil }
      return Placeholder(
        spec: "%\(position)$\(specifier)", argument: position, isPositional: true, kind: kind, offset: 0,
        position: position)
    }
  }

  /// A `.stringsdict` of one plural entry, for the examples.
  private static func plist(one: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>left</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
      <key>count</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>\(one)</string>
        <key>other</key><string>\(other)</string>
      </dict>
    </dict></dict></plist>
    """
  }

  /// What differs, argument by argument, in plain words.
  static func differences(
    expected: FormatString, actual: FormatString, mayOmit: Omission, optional: [Int: Placeholder] = [:],
    syntax: FormatSyntax = .apple, countReason: String? = nil
  ) -> [String] {
    // The usual case, a translation that reads the same arguments the same way, in the same
    // order, needs no tables.
    if expected.placeholders.count == actual.placeholders.count,
      zip(expected.placeholders, actual.placeholders).allSatisfy({
        $0.argument == $1.argument && $0.kind == $1.kind
      })
    {
      return []
    }
    let want = expected.byArgument
    let have = actual.byArgument
    var result: [String] = []
    for argument in Set(want.keys).union(have.keys).sorted() {
      switch (want[argument], have[argument]) {
      case (let wanted?, let had?) where !compatible(wanted.kind, had.kind, syntax: syntax):
        result.append("argument \(argument) is '\(had.spec)' here but '\(wanted.spec)' in the source")
      case (let wanted?, nil) where !Self.mayLeaveOut(wanted, mayOmit):
        // Why a count that a plural variant drops is still needed.
        let count = Omission.count(argument: expected.byArgument.count == 1 ? argument : nil)
        let reason = countReason.flatMap { Self.mayLeaveOut(wanted, count) ? " (\($0))" : nil } ?? ""
        result.append("argument \(argument) '\(wanted.spec)' is missing\(reason)")
      case (nil, let had?) where optional[argument].map { compatible($0.kind, had.kind) } ?? false:
        break
      case (nil, let had?)
      where expected.placeholders.contains { $0.kind == .substitutionArgument }
        && compatible(had.kind, .substitutionArgument):
        result.append(
          "'\(had.spec)' is where the source has '%arg'; write '%arg' for the substitution's number")
      case (nil, let had?):
        result.append("'\(had.spec)' reads argument \(argument), which the source does not have")
      default:
        break
      }
    }
    return result
  }

  private static func mayLeaveOut(_ placeholder: Placeholder, _ omission: Omission) -> Bool {
    switch omission {
    case .nothing: false
    case .anything: true
    case .count(let argument?): placeholder.argument == argument
    case .count(nil):
      switch placeholder.kind {
      case .integer, .float, .substitutionArgument: true
      default: false
      }
    }
  }

  /// Whether a placeholder `b` of the translation reads the argument the source reads with `a`.
  /// In Java, `%s` (and `%b`, `%h`) format an argument of any type.
  static func compatible(_ a: Placeholder.Kind, _ b: Placeholder.Kind, syntax: FormatSyntax = .apple) -> Bool
  {
    if syntax == .java, b == .object { return true }
    return switch (a, b) {
    case (.integer(let x), .integer(let y)): integerClass(x) == integerClass(y)
    // `%arg` stands for the substitution's number, whatever its specifier.
    case (.substitutionArgument, .integer), (.substitutionArgument, .float),
      (.integer, .substitutionArgument), (.float, .substitutionArgument):
      true
    default: a == b
    }
  }

  /// `%d` and `%hd` read an `int`; `%ld %lld %qd %zd` read 64 bits on Apple's and Android's
  /// 64-bit platforms.
  private static func integerClass(_ width: String) -> Int {
    ["", "h", "hh"].contains(width) ? 32 : 64
  }
}
