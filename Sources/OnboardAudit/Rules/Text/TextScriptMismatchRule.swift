/// `text.script-mismatch`: words in a script the locale is not written in.
struct TextScriptMismatchRule: Rule {
  static let wholeLocaleMinimum = RuleOption.integer(
    "wholeLocaleMinimum", of: "text.script-mismatch", default: 10, in: 1...1_000_000,
    "How many values in another script, when they are half the locale or more, make one finding that names its likely language"
  )

  let description = RuleDescription(
    id: "text.script-mismatch",
    defaultSeverity: .warning,
    summary: "A value has words in a script the locale is not written in",
    rationale: """
      A Latin sentence in a Japanese, Russian or Arabic table, or Czech in an Arabic one, is \
      a translation pasted into the wrong file or never done. When most of a locale (ten \
      values or more, `wholeLocaleMinimum`, and at least half) is in another script, the \
      folder holds another language (a `values-ku` of Kurmanji, written in Latin letters, \
      that holds Sorani in Arabic script): one finding for the table and locale names the likely language, with \
      every key in `keys`. The locale's scripts are those of its exemplar characters in \
      CLDR and its likely script, both from ICU (`ja`: Kana, Hira, Hani; `sr-Latn`: Latn; \
      `yi`: Hebr); a language whose likely script is a kana is written in Hiragana, Katakana \
      and Han together (Okinawan `ryu`, which has no exemplars in ICU 72). Where ICU knows \
      neither (`kmr` in ICU 72), one note for the table and locale says so, and nothing is \
      checked. Each letter's Script_Extensions are compared with the scripts. Placeholders, URLs, e-mail addresses, identifiers and code \
      ("progress_bar_color", "#room:matrix.org", "aa:bb:cc:dd:ee", "when_relative: true"), \
      `doNotTranslate` terms, digits and punctuation are left out, and so are words that look like names: acronyms \
      ("HUD") and words with inner capitals ("iPhone", "GitHub"). Template placeholders \
      (`{{public}}`, `{name}`, `%{count}`, `${name}`, `[iconics gmd_edit]`), markup (`<b>`, \
      `&amp;`), file extensions (`.zip`), paths (`/sdcard/Download`, and folder names with \
      spaces between two parts joined by `/`) and Apple's and Google's product names ("Face \
      ID", "Google Play") are no words either. What is reported is a sentence of more than \
      one foreign word, each counted once (a loanword said three times is one word): three \
      or more that are not capitalized, or, in a value with no \
      letter of the locale's scripts, two or more with at least one that is not capitalized \
      ("Get started"); one-letter words ("x") do not count. A \
      value identical to the source (whitespace aside) is `value.untranslated`'s to report. \
      Known limits: a \
      capitalized product name of several words ("Ice Cubes") passes, and so does a single \
      foreign word in a sentence ("push-уведомления").
      """,
    reference:
      "Unicode TR24, Unicode Script Property (Script_Extensions); Unicode CLDR, likely subtags; ISO 15924",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"tip\" = \"Write a few lines every day\";\n"),
        ("ja.lproj/Localizable.strings", "\"tip\" = ↓\"Write a few lines each day\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"tip\" = \"Write every day\";\n"),
        ("ar.lproj/Localizable.strings", "\"tip\" = ↓\"Pište každý den\";\n"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        [
          (
            "en.lproj/Localizable.strings",
            "\"sync\" = \"Sync with iCloud on your iPhone\";\n\"site\" = \"Visit https://ova.app/help\";\n"
          ),
          (
            "ja.lproj/Localizable.strings",
            "\"sync\" = \"iPhoneのiCloudと同期\";\n\"site\" = \"https://ova.app/help をご覧ください\";\n"
          ),
          (
            "ru.lproj/Localizable.strings",
            "\"sync\" = \"Синхронизация с iCloud на iPhone\";\n\"site\" = \"Откройте https://ova.app/help\";\n"
          ),
        ], doNotTranslate: ["Ova"]),
      // Identifiers and configuration examples kept on purpose.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"color\" = \"Set color\";\n\"hint\" = \"Write a rule\";\n"),
        (
          "ru.lproj/Localizable.strings",
          "\"color\" = \"Задайте progress_bar_color и accent_text_color\";\n\"hint\" = \"Пример: when_relative: true, show_all: false\";\n"
        ),
      ]),
    ],
    options: [Self.wholeLocaleMinimum])

  /// The values of a locale with a sentence in a script it is not written in, and whether
  /// they are most of it: a folder that holds another language. Found once per locale
  /// (`LocaleContext.foreignScript`), for this rule and for `bidi.no-rtl-text`, which says
  /// nothing more of such a folder.
  struct Found: Sendable {
    var values: [(position: Int, words: [Substring], scripts: Set<Scripts.Code>)] = []
    /// The locale's scripts; empty when ICU knows none.
    var native: Set<Scripts.Code> = []
    var holdsAnotherLanguage = false

    static func find(in context: LocaleContext) -> Found {
      var result = Found()
      let native = Scripts.ofLocale(
        context.locale.isBase ? context.table.sourceLocale.tag : context.locale.tag)
      result.native = native
      guard !native.isEmpty else { return result }
      let latinLocale = native.contains(Scripts.latin)
      var foreignLetters = ForeignLetters(native: native)
      let leafIndex = context.localeTable.indexed.leafIndex
      let sources = context.sourceTexts
      // Each string read in place, by its place in the leaf index: most have nothing foreign.
      func inspect(_ position: Int) {
        let text = leafIndex.string(at: position)
        // Two foreign words of two letters at least: four letters.
        if foreignLetters.count(in: text, upTo: 4) < 4 { return }
        // A sentence needs a foreign word that is not capitalized.
        if !foreignLetters.mayHaveUncapitalizedWord(in: text, doNotTranslate: context.doNotTranslate) {
          return
        }
        if position < sources.count, let source = sources[position],
          ValueUntranslatedRule.compareCopy(source.string, text) == .same
        {
          return
        }
        guard
          let (foreign, foreignScripts) = TextScriptMismatchRule.foreignSentence(
            in: text, letters: &foreignLetters, doNotTranslate: context.doNotTranslate)
        else { return }
        result.values.append((position, foreign, foreignScripts))
      }
      // ASCII letters are Latin: in a Latin-script locale only strings with other characters
      // can have foreign letters.
      if latinLocale {
        for position in context.leafPositions(with: .nonASCII) { inspect(position) }
      } else {
        for position in leafIndex.indices { inspect(position) }
      }
      let minimum = context.settings.options.integer(TextScriptMismatchRule.wholeLocaleMinimum)
      result.holdsAnotherLanguage =
        result.values.count >= minimum && result.values.count * 2 >= leafIndex.count
      return result
    }
  }

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    let result = context.foreignScript
    let native = result.native
    guard !native.isEmpty else {
      // What ICU does not know is said, not guessed: one note for the table and locale, at
      // its first value.
      let tag = context.locale.isBase ? context.table.sourceLocale.tag : context.locale.tag
      let leafIndex = context.localeTable.leafIndex
      guard !leafIndex.isEmpty else { return }
      sink.report(
        "ICU has no script data for \(quoted: tag) (no exemplar characters, no likely script): the values of \(quoted: context.table.identity) in it are not checked for words in another script",
        at: leafIndex[0].leaf.text.location, in: context, key: nil, severity: .note)
      return
    }
    let found = result.values
    let leafIndex = context.localeTable.indexed.leafIndex
    let expected = native.map(Scripts.code).sorted().joined(separator: ", ")
    // Most of a locale in another script is a folder that holds another language: one finding.
    if result.holdsAnotherLanguage {
      var counts: [Scripts.Code: Int] = [:]
      for item in found { for script in item.scripts { counts[script, default: 0] += 1 } }
      let script = counts.max {
        $0.value != $1.value ? $0.value < $1.value : Scripts.code($0.key) > Scripts.code($1.key)
      }!.key
      let keys = found.map { context.entry(ofLeaf: $0.position, in: leafIndex).key }
      let first = leafIndex[found[0].position].leaf
      let language = ICU.displayName(context.locale.language) ?? context.locale.language
      let holds =
        Self.likelyLanguage(context.locale.language, writtenIn: Scripts.code(script)).map {
          "the folder likely holds \($0.name) (\($0.tag)), not \(language); move it, or name its folder for its language"
        } ?? "the folder likely holds another language than \(language); check which, and move it"
      sink.report(
        FindingMessage(
          "\(groupedDigits(found.count)) of \(groupedDigits(leafIndex.count)) values of \(quoted(context.table.identity)) in \(quoted(context.locale.tag)) are written in \(Scripts.code(script)), not in its scripts (\(expected)): \(holds)"
        ), at: first.text.location, in: context, keys: keys)
      return
    }
    for item in found {
      let (entry, leaf) = (context.entry(ofLeaf: item.position, in: leafIndex), leafIndex[item.position].leaf)
      let names = item.scripts.map(Scripts.code).sorted().joined(separator: ", ")
      sink.report(
        "\(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) has words in \(names), not in its scripts (\(expected)): \(quoted: item.words.prefix(5).joined(separator: " "))",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }

  /// The language a folder of `language` written in `script` likely holds, where the
  /// language is written in that script too: Kurdish in Arabic script is Central Kurdish
  /// (Sorani, `ckb`), not Kurmanji (`ku`); Serbian in Latin letters is `sr-Latn`. Nil for a
  /// script the language is not written in: the folder then holds another language, which
  /// its script alone does not tell.
  static func likelyLanguage(_ language: String, writtenIn script: String) -> (tag: String, name: String)? {
    let otherLanguage = ["ku-Arab": "ckb"]
    // Languages written in more than one script (CLDR's script metadata).
    let scripts: [String: Set<String>] = [
      "az": ["Latn", "Cyrl", "Arab"], "bs": ["Latn", "Cyrl"], "ff": ["Latn", "Adlm"], "ha": ["Latn", "Arab"],
      "kk": ["Cyrl", "Latn", "Arab"], "ks": ["Arab", "Deva"], "ky": ["Cyrl", "Latn", "Arab"],
      "mn": ["Cyrl", "Mong"], "ms": ["Latn", "Arab"], "pa": ["Guru", "Arab"], "sd": ["Arab", "Deva"],
      "sr": ["Cyrl", "Latn"], "tk": ["Latn", "Cyrl"], "tt": ["Cyrl", "Latn"], "ug": ["Arab", "Cyrl"],
      "uz": ["Latn", "Cyrl", "Arab"],
    ]
    if let tag = otherLanguage["\(language)-\(script)"] { return (tag, ICU.displayName(tag) ?? tag) }
    guard scripts[language]?.contains(script) == true else { return nil }
    let tag = "\(language)-\(script)"
    return (tag, ICU.displayName(tag) ?? tag)
  }

  /// The foreign words of a text, and their scripts, when they make a sentence in a script
  /// the locale is not written in; nil when they do not.
  static func foreignSentence(in text: String, native: Set<Scripts.Code>, doNotTranslate: [String]) -> (
    words: [Substring], scripts: Set<Scripts.Code>
  )? {
    var letters = ForeignLetters(native: native)
    return foreignSentence(in: text, letters: &letters, doNotTranslate: doNotTranslate)
  }

  /// The same, with what each character is to the locale asked of `letters`, which keeps
  /// the answers from string to string.
  static func foreignSentence(in text: String, letters: inout ForeignLetters, doNotTranslate: [String]) -> (
    words: [Substring], scripts: Set<Scripts.Code>
  )? {
    let prose = TextScan.prose(text, doNotTranslate: doNotTranslate)
    // Apple's and Google's product names are no foreign words; looked for only in the few
    // values that have a sentence without taking them out.
    guard foreignSentence(inProse: prose, letters: &letters) != nil else { return nil }
    let (named, hadName) = TextScan.withoutProductNames(prose)
    return foreignSentence(inProse: hadName ? named : prose, letters: &letters)
  }

  /// The foreign sentence of a text's prose (see `foreignSentence(in:letters:doNotTranslate:)`).
  private static func foreignSentence(inProse prose: String, letters: inout ForeignLetters) -> (
    words: [Substring], scripts: Set<Scripts.Code>
  )? {
    var hasNative = false
    var foreign: [Substring] = []
    // A word said twice is one word: a loanword repeated is no sentence.
    var seen: Set<String> = []
    for word in TextScan.words(prose) {
      var isNative = false
      var hasForeign = false
      var letterCount = 0
      for scalar in word.unicodeScalars {
        switch letters.kind(of: scalar) {
        case .notLetter: continue
        case .common: break
        case .native: isNative = true
        case .foreign: hasForeign = true
        }
        letterCount += 1
      }
      if isNative { hasNative = true }
      // One letter ("x", "a") is a symbol more often than a word.
      if !isNative && hasForeign && letterCount > 1 && !TextScan.isNameLike(word),
        seen.insert(word.lowercased()).inserted
      {
        foreign.append(word)
      }
    }
    // Capitalized words are often names ("Ice Cubes"): a sentence needs lower-case words.
    let uncapitalized = foreign.filter { $0.unicodeScalars.first?.properties.isUppercase != true }.count
    guard uncapitalized >= 3 || (!hasNative && foreign.count >= 2 && uncapitalized >= 1) else { return nil }
    // The scripts of the foreign words' letters, for the message.
    var scripts: Set<Scripts.Code> = []
    for word in foreign {
      for scalar in word.unicodeScalars where letters.kind(of: scalar) == .foreign {
        scripts.formUnion(Scripts.extensions(scalar))
      }
    }
    return (foreign, scripts)
  }
}
