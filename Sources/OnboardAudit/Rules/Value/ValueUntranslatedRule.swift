/// `value.untranslated`: a value left as the source text in a locale of another language.
struct ValueUntranslatedRule: Rule {
  let description = RuleDescription(
    id: "value.untranslated",
    defaultSeverity: .warning,
    summary: "A value is identical to the source in a locale of another language",
    rationale: """
      A copied source string is the usual trace of a translation that was never done: German \
      users read English. The copies of a table in a locale are one finding, at the first, \
      that counts them ("bg leaves 2,329 of 2,766 values of "Localizable" in English") with \
      every key in `keys`: a locale a translator has not finished is one thing to do, not \
      thousands. The app's name (`CFBundleDisplayName` and `CFBundleName` of the source's \
      `InfoPlist.strings`, and the manifest's `app`) counts as a `doNotTranslate` term. A copy is \
      the source's text as written, whitespace aside (\"Tap to start \" for \"Tap to start\"): \
      an apostrophe makes another word (Dutch \"Video’s\" is no copy of \"Videos\"), and so \
      does a space put in or taken out (Danish \"Databaseversion\"). Placeholders, template \
      placeholders (`{{public}}`, `{name}`, `${name}`, `[iconics gmd_edit]`), markup, URLs, \
      e-mail addresses, code, file extensions (`.zip`) and paths (`/sdcard/Download`) are no \
      words. Values without letters once these and `doNotTranslate` terms \
      are removed (numbers, symbols, \"%@\", \"%li kb/s\") are ignored, and so are locales of the source's \
      own language (`en-GB` for `en`), and values whose words are all acronyms (\"OK\", \"URL\"; \
      an all-caps phrase of several longer words is a sentence). Where the copy may well be \
      right (product names such as \"iPhone\" and \"OAuth\", and Apple's and Google's names \
      that are the same in every language, such as \"Face ID\" and \"Google Play\"; names by \
      consensus: a value written as a name, every word capitalized, that two thirds or more \
      of the table's translated locales, and at least five, keep as the source's text, such as \
      \"GNU General Public License v3\" (a locale that leaves half of its values or more in \
      the source's language is not counted, nor a copy next to other copies in the source's \
      order: a part not translated yet); \
      numbers with units such as \
      \"512 KiB\" and \"OAuth 2.0\", a single word in a locale written in Latin letters such as \
      \"Stop\" in Afrikaans and \"General\" in Spanish), the copies are one note per table and \
      locale, at the first, with every key in `keys`: a translator reads the list once and adds \
      the terms that are right to `doNotTranslate`. A copy \
      that only swaps in the locale's punctuation (\"Continue?\" as \"Continue؟\") is still \
      untranslated. A plural left as the source's text is one untranslated value, and \
      `plural.missing-category` and `plural.unused-category` say nothing of it. Coverage \
      counts a copy as present but not translated. A translation whose catalog or XLIFF state is `new` is reported once, by \
      `value.state`. Known limits: a new value written as a name that most locales have not \
      translated yet, alone among translated ones (a title \"Playback\"), is taken for a name.
      """,
    reference: "W3C, Internationalization Best Practices: Translation; Apple, Localizing and varying text",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"continue\" = \"Continue\";\n\"start\" = \"TAP TO START\";\n"),
        ("de.lproj/Localizable.strings", "\"continue\" = ↓\"Continue\";\n\"start\" = ↓\"TAP TO START\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"ready\" = \"Ready to go?\";\n"),
        ("ar.lproj/Localizable.strings", "\"ready\" = ↓\"Ready to go؟\";\n"),
      ]),
      // Several copies in one locale: one finding that counts them, at the first.
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"go\" = \"Continue to your account\";\n\"start\" = \"Tap to start\";\n"
        ),
        (
          "de.lproj/Localizable.strings",
          "\"go\" = ↓\"Continue to your account\";\n\"start\" = \"Tap to start\";\n"
        ),
      ]),
      // A plural left in English: one finding for its copied variants.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><plurals name=\"files\"><item quantity=\"one\">%d file</item><item quantity=\"other\">%d files</item></plurals></resources>"
        ),
        (
          "res/values-ru/strings.xml",
          "<resources><plurals name=\"files\"><item quantity=\"one\">%d файл</item><item quantity=\"few\">↓%d files</item><item quantity=\"many\">%d files</item><item quantity=\"other\">%d files</item></plurals></resources>"
        ),
      ]),
      // One note for the copies that may be right: a word that may be the same in Spanish, a
      // size with its unit, a product name.
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"general\" = \"General\";\n\"sign-in\" = \"OAuth 2.0\";\n\"device\" = \"iPhone\";\n"
        ),
        (
          "es.lproj/Localizable.strings",
          "\"general\" = ↓\"General\";\n\"sign-in\" = \"OAuth 2.0\";\n\"device\" = \"iPhone\";\n"
        ),
      ]),
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
    let copies = context.copiedValues
    // A translation whose catalog or XLIFF state is `new` is reported by value.state.
    let untranslated = copies.untranslated.filter { !$0.isNew }
    // The values a suppression covers are a finding of their own, to be marked suppressed
    // (docs/ci.md, "Suppressions"); the others stay the locale's finding.
    let covered = Set(
      context.settings.suppressions.split(
        untranslated.map(\.key), rule: description.id, table: context.table.identity,
        locale: context.locale.tag
      ).covered)
    let groups = [
      untranslated.filter { covered.contains($0.key) }, untranslated.filter { !covered.contains($0.key) },
    ]
    // Keys of InfoPlist the locale lacks show Info.plist's value in the source's language:
    // with the copies of the same group, one finding (one cause: the table is untranslated).
    var lacking = infoPlistLacking(in: context)
    for (index, reported) in groups.enumerated() {
      guard let first = reported.first else { continue }
      let added = index == 0 ? lacking.covered : lacking.others
      if index == 0 { lacking.covered = [] } else { lacking.others = [] }
      let keys = reported.map(\.key) + added
      var message =
        keys.count == 1
        ? Self.message(first, locale: context.locale.tag)
        : Self.message(
          count: keys.count, of: context.valuesToTranslate, locale: context.locale.tag,
          table: context.table.identity, sourceLanguage: context.source?.locale.language ?? "",
          keys: keys)
      if !added.isEmpty {
        message +=
          " (\(added.count == 1 ? "1 is" : "\(groupedDigits(added.count)) are") missing here, so the system shows Info.plist's own value)"
      }
      sink.report(FindingMessage(message), at: first.location, in: context, keys: keys)
    }
    copies.maybeRight.report(in: context, &sink)
    reportInfoPlistFallback([lacking.covered, lacking.others], in: context, &sink)
  }

  /// One copy: "value of "files" (3 variants: plural.few, plural.many, plural.other) in "ru"
  /// is the source text "%d files"; translate it".
  static func message(_ copy: CopiedValues.Copy, locale: String) -> String {
    let how = copy.punctuationOnly ? " with only its punctuation changed" : ""
    let which =
      copy.variants.count == 1
      ? variantSuffix(copy.variants[0])
      : " (\(copy.variants.count) variants: \(copy.variants.joined(separator: ", ")))"
    return
      "value of \(quoted(copy.key))\(which) in \(quoted(locale)) is the source text \(quoted(copy.text, limit: 40))\(how); translate it"
  }

  /// Many copies: "bg leaves 2,329 of 2,766 values of "Localizable" in English: "a", "b",
  /// "c" and 2,326 more; translate them".
  static func message(
    count: Int, of total: Int, locale: String, table: String, sourceLanguage: String, keys: [String]
  ) -> String {
    let language = ICU.displayName(sourceLanguage) ?? sourceLanguage
    return
      "\(locale) leaves \(groupedDigits(count)) of \(groupedDigits(max(total, count))) values of \(quoted(table)) in \(language): \(firstFew(keys)); translate them"
  }

  /// The copies that may well be right, said once per table and locale.
  struct MaybeRight {
    var keys: [String] = []
    var texts: [String] = []
    var seenTexts: Set<String> = []
    var location: SourceLocation?

    mutating func add(key: String, text: String, at location: SourceLocation?) {
      if keys.isEmpty { self.location = location }
      // The variants of one key are one value to look at.
      if keys.last != key { keys.append(key) }
      if seenTexts.insert(text).inserted { texts.append(text) }
    }

    func report(in context: LocaleContext, _ sink: inout FindingSink) {
      guard let firstKey = keys.first else { return }
      let locale = quoted(context.locale.tag)
      let message: String
      if keys.count == 1 {
        message =
          "value of \(quoted(firstKey)) in \(locale) is the source text \(quoted(texts[0], limit: 40)), which may be right (a name, a handle, a number with its unit, or a word that is the same in this language); translate it if not, else add it to doNotTranslate"
      } else {
        message =
          "\(groupedDigits(keys.count)) values of \(quoted(context.table.identity)) in \(locale) are the source text and may be right (names, handles, numbers with units, words that are the same in this language): \(firstFew(texts.map { String($0.prefix(40)) })); translate those that are not, and add the others to doNotTranslate"
      }
      sink.report(FindingMessage(message), at: location, in: context, keys: keys, severity: .note)
    }
  }

  /// What a copied value is, from the words left to translate.
  enum Verdict {
    /// Nothing to translate.
    case fine
    /// A note: the copy may well be right.
    case maybe
    /// Untranslated, at the rule's level.
    case untranslated
  }

  /// The verdict on a copied value:
  /// - Acronyms ("OK", "URL", "PDF HTML") are the same in most languages: fine.
  /// - A note where the copy may well be right: product names ("iPhone", "OAuth"), numbers
  ///   with units ("512 KiB", "OAuth 2.0"), and a single word in a locale written in Latin
  ///   letters, where it is often the same word ("Stop" in Afrikaans, "General" in Spanish).
  /// - Otherwise the rule's level: an all-caps phrase of several words is a sentence.
  static func verdict(words found: CopyWords, text: String, writesLatin: Bool) -> Verdict {
    let words = found.words
    guard !words.isEmpty else {
      // A product name alone, or a handle, address or file name whose parts are no words.
      return found.namesProduct || (found.hasLetters && isIdentifierLike(text)) ? .maybe : .fine
    }
    let isAcronym = { (word: Substring) in word.allSatisfy(\.isUppercase) }
    if words.allSatisfy(isAcronym) && (words.count == 1 || words.allSatisfy { $0.count <= 4 }) {
      return .fine
    }
    if words.allSatisfy({ TextScan.isNameLike($0) && !isAcronym($0) }) { return .maybe }
    if isIdentifierLike(text) { return .maybe }
    if words.count <= 2 && found.hasDigits { return .maybe }
    if words.count == 1 && writesLatin { return .maybe }
    return .untranslated
  }

  /// Two words joined by one slash, with no other slash-joined part beside them ("Skip
  /// Forward/Back", "Next/Previous"), are a label's alternatives, words to translate, not a
  /// path or a unit ("kb/s"): the slash is made a space, so that `TextScan.prose` keeps them.
  private static func separateAlternatives(_ scalars: inout [Unicode.Scalar]) {
    let tokens = TextScan.whitespaceTokens(scalars)
    let slashes = tokens.map { token in token.filter { scalars[$0] == "/" } }
    for (number, token) in tokens.enumerated() where slashes[number].count == 1 {
      let slash = slashes[number][0]
      let isolated =
        (number == 0 || slashes[number - 1].isEmpty)
        && (number + 1 == tokens.count || slashes[number + 1].isEmpty)
      // Three letters a side at least: "kb/s" and "km/h" are units.
      guard isolated, slash - token.lowerBound >= 3, token.upperBound - slash > 3,
        token.allSatisfy({ $0 == slash || TextScan.isLetter(scalars[$0]) })
      else { continue }
      scalars[slash] = " "
    }
  }

  /// Whether words are written as a name's: each of two letters or more starts with a
  /// capital ("GNU General Public License v3", "Vikidia"). A sentence has words in lower case
  /// ("Continue to your account"), and a new value that no locale translated yet is no name
  /// however many locales keep it.
  static func isWrittenAsName(_ words: [Substring]) -> Bool {
    words.allSatisfy { word in
      word.unicodeScalars.count < 2 || word.unicodeScalars.first?.properties.isUppercase == true
    }
  }

  /// Whether a text is one token that joins its letters with `@ _ . /` (a handle such as
  /// "@john@example.social", a user name such as "amazing_%@", an address or a file name):
  /// an example that is often right as it is.
  static func isIdentifierLike(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty, !scalars.contains(where: \.properties.isWhitespace) else { return false }
    return scalars.indices.contains { index in
      guard ["@", "_", ".", "/"].contains(scalars[index]), index + 1 < scalars.count else { return false }
      return scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "%"
    }
  }

  /// How a translation compares with its source's text, whitespace aside.
  enum Copy {
    /// Another text.
    case different
    /// The source's text as written, but for the kind and length of its spaces and the
    /// spaces around it ("Tap to start " and "Tap  to start" are "Tap to start").
    case same
    /// The source's text with some of its punctuation swapped, one mark for one, for the
    /// locale's own (`Continue?` as `Continue؟`, `Open…` for `Open...`).
    case punctuationSwapped
  }

  /// Whether `text` is `original` as written, whitespace aside, or with its punctuation
  /// swapped one for one for the locale's (`Continue?` and `Continue؟`). Every other
  /// character counts: an apostrophe added or dropped makes another word (Dutch `Video’s`
  /// is not `Videos`), and so does a hyphen for a space (German "In-App-Browser") or a
  /// space taken out or put in (Danish "Databaseversion", "%d h").
  static func compareCopy(_ original: String, _ text: String) -> Copy {
    if original == text { return .same }
    // Most translations differ from their source in the first byte, where the source has a
    // letter or digit (which no punctuation swaps) and the translation no space.
    if let a = original.utf8.first, let b = text.utf8.first, a != b, Self.isASCIIAlphanumeric(a),
      !Self.mayStartSpace(b)
    {
      return .different
    }
    // Scalars compared as they come, without copies: a translation differs within its first
    // few.
    var left = SpacedScalars(original.unicodeScalars.makeIterator())
    var right = SpacedScalars(text.unicodeScalars.makeIterator())
    var swapped = false
    var originalScalars: Set<Unicode.Scalar>?
    while true {
      let a = left.next()
      let b = right.next()
      if a == b {
        guard a != nil else { break }
        continue
      }
      guard let a, let b, a.properties.generalCategory.isPunctuation, !b.isASCII,
        Self.swappedPunctuation.contains(b.properties.generalCategory)
      else { return .different }
      // Three full stops for an ellipsis.
      if a == ".", b == "…" {
        guard left.next() == ".", left.next() == "." else { return .different }
        swapped = true
        continue
      }
      // The locale's own mark, which the source does not use.
      if originalScalars == nil { originalScalars = Set(original.unicodeScalars) }
      guard originalScalars?.contains(b) == false else { return .different }
      swapped = true
    }
    return swapped ? .punctuationSwapped : .same
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
  }

  /// Whether a UTF-8 byte may start a space: an ASCII one, or the lead byte of U+0085,
  /// U+00A0, U+1680, U+2000–U+205F or U+3000.
  private static func mayStartSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte) || byte == 0xC2 || (0xE1...0xE3).contains(byte)
  }

  /// A text's scalars with each run of whitespace as one space, and none at either end.
  private struct SpacedScalars {
    var base: String.UnicodeScalarView.Iterator
    var pending: Unicode.Scalar?
    var started = false

    init(_ base: String.UnicodeScalarView.Iterator) { self.base = base }

    mutating func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      var spaced = false
      while let scalar = base.next() {
        // Space, tab, line feed, vertical tab, form feed, carriage return; no-break spaces.
        let isSpace =
          scalar.isASCII
          ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
        if isSpace {
          spaced = true
          continue
        }
        if spaced && started {
          pending = scalar
          return " "
        }
        started = true
        return scalar
      }
      return nil
    }
  }

  /// The punctuation a locale swaps in for the source's: `؟`, `،`, `。`, `：`, `«»`.
  private static let swappedPunctuation: [Unicode.GeneralCategory] = [
    .otherPunctuation, .initialPunctuation, .finalPunctuation, .openPunctuation, .closePunctuation,
  ]

  /// The words left to translate in a copy (see `translatableWords`).
  struct CopyWords {
    var words: [Substring]
    /// Whether the copy names one of `ProductNames`.
    var namesProduct: Bool
    /// Whether the copy has letters once placeholders are taken out, which a handle or an
    /// address alone ("@ova@example.social") has, and "%#@files@" has not.
    var hasLetters: Bool
    /// Whether what is left of the copy, or a placeholder, has a digit ("512 KiB", "%1$dh";
    /// not the "2" of a code or a path such as "SMBv2/v3").
    var hasDigits: Bool
  }

  /// The words left to translate in a copy: placeholders of the table's syntax,
  /// `doNotTranslate` terms, what `TextScan.prose` takes out (template placeholders, markup,
  /// URLs, e-mail addresses, code, file extensions, paths) and product names are no words.
  static func translatableWords(_ text: String, terms: [String], syntax: FormatSyntax) -> CopyWords {
    var scalars = Array(text.unicodeScalars)
    var hasDigits = false
    for placeholder in FormatString(text, syntax: syntax).placeholders {
      let end = min(scalars.count, placeholder.offset + placeholder.spec.unicodeScalars.count)
      for index in placeholder.offset..<end {
        hasDigits = hasDigits || ("0"..."9").contains(scalars[index])
        scalars[index] = " "
      }
    }
    let hasLetters = scalars.contains(where: TextScan.isLetter)
    separateAlternatives(&scalars)
    let prose = TextScan.prose(String(String.UnicodeScalarView(scalars)), doNotTranslate: terms)
    let (remaining, namesProduct) = TextScan.withoutProductNames(prose)
    return CopyWords(
      words: remaining.split { !$0.isLetter }, namesProduct: namesProduct, hasLetters: hasLetters,
      hasDigits: hasDigits || remaining.contains(where: \.isNumber))
  }
}

extension String {
  /// Every occurrence of `target` replaced, without Foundation.
  func replacingAll(_ target: String, with replacement: String) -> String {
    // The byte scan first: most strings have no byte of the target, and need no search.
    guard let first = target.utf8.first, utf8Contains(first) else { return self }
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
