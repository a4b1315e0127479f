/// `text.script-mismatch`: words in a script the locale is not written in.
struct TextScriptMismatchRule: Rule {
  let description = RuleDescription(
    id: "text.script-mismatch",
    defaultSeverity: .warning,
    summary: "A value has words in a script the locale is not written in",
    rationale: """
      A Latin sentence in a Japanese, Russian or Arabic table, or Czech in an Arabic one, is \
      a translation pasted into the wrong file or never done. The locale's scripts come from \
      ICU (`ja`: Kana, Hira, Hani; `sr-Latn`: Latn); each letter's Script_Extensions are \
      compared with them. Placeholders, URLs, e-mail addresses, `doNotTranslate` terms, \
      digits and punctuation are left out, and so are words that look like names: acronyms \
      ("HUD") and words with inner capitals ("iPhone", "GitHub"). What is reported is a \
      sentence: three or more foreign words that are not capitalized, or, in a value with no \
      letter of the locale's scripts, two or more with at least one that is not capitalized \
      ("Get started"); one-letter words ("x") do not count. A \
      value identical to the source is `value.untranslated`'s to report. Known limits: a \
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
        ], doNotTranslate: ["Ova"])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    let native = Scripts.ofLocale(context.locale.isBase ? context.table.sourceLocale.tag : context.locale.tag)
    guard !native.isEmpty else { return }
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
      if position < sources.count, let source = sources[position], source.string == text { return }
      guard
        let (foreign, foreignScripts) = Self.foreignSentence(
          in: text, letters: &foreignLetters, doNotTranslate: context.doNotTranslate)
      else { return }
      let (entry, leaf) = (context.entry(ofLeaf: position, in: leafIndex), leafIndex[position].leaf)
      let names = foreignScripts.map(Scripts.code).sorted().joined(separator: ", ")
      let expected = native.map(Scripts.code).sorted().joined(separator: ", ")
      sink.report(
        "\(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) has words in \(names), not in its scripts (\(expected)): \(quoted: foreign.prefix(5).joined(separator: " "))",
        at: leaf.text.location, in: context, key: entry.key)
    }
    // ASCII letters are Latin: in a Latin-script locale only strings with other characters
    // can have foreign letters.
    if latinLocale {
      for position in context.leafPositions(with: .nonASCII) { inspect(position) }
    } else {
      for position in leafIndex.indices { inspect(position) }
    }
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
    var hasNative = false
    var foreign: [Substring] = []
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
      if !isNative && hasForeign && letterCount > 1 && !TextScan.isNameLike(word) {
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
