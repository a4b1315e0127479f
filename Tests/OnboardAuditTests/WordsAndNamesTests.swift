import Testing

@testable import OnboardAudit

/// Runs the audit on `.strings` tables written into a temporary folder: `files` maps each
/// locale to its table's text.
private func audit(_ files: [(locale: String, text: String)], rule: String) -> [Finding] {
  let folder = TemporaryFolder()
  for (locale, text) in files { folder.write("\(locale).lproj/Words.strings", text) }
  var settings = AuditSettings()
  settings.tables = [folder.path]
  return Audit.run(settings).findings.filter { $0.rule == rule }
}

/// Template placeholders, markup, file extensions and paths are no words; a locale's scripts
/// are CLDR's exemplars; a loanword said again is no sentence.
@Suite("Words that are not words")
struct WordsThatAreNotWordsTests {
  private let source = "\"k\" = \"Keep your notes safe\";\n"

  private func mismatches(_ locale: String, _ value: String) -> [String] {
    audit([("en", source), (locale, "\"k\" = \"\(value)\";\n")], rule: "text.script-mismatch").map(\.message)
  }

  @Test func templatePlaceholdersAreNoWords() {
    #expect(mismatches("ru", "Выберите видимость {{public}} или {{direct}}, затем нажмите {{edit}}") == [])
    #expect(mismatches("ru", "Нажмите [iconics gmd_edit] или [iconics gmd_share_variant] рядом") == [])
    #expect(mismatches("uk", "Привіт, {first_name}! У вас %{unread_count} нових, ${sender_name} пише") == [])
    // The same words in a sentence are still reported.
    #expect(
      mismatches("ru", "Выберите public или direct, затем нажмите edit")
        == [
          "\"k\" in \"ru\" has words in Latn, not in its scripts (Cyrl): \"public direct edit\""
        ])
  }

  @Test func markupIsNoWord() {
    #expect(
      mismatches("ru", "Нажмите <strong>Сохранить</strong>, <em>заметка</em> <small>останется</small>") == [])
    // Words in angle brackets that are no HTML tag are text.
    #expect(
      mismatches("ru", "Значение <unknown value here> неверно")
        == ["\"k\" in \"ru\" has words in Latn, not in its scripts (Cyrl): \"unknown value here\""])
  }

  @Test func fileExtensionsAndPathsAreNoWords() {
    #expect(mismatches("ja", "書き出しは .zip、.csv、.json の形式で /sdcard/exports に保存されます") == [])
    #expect(mismatches("ja", "Archive/Saved clips and old notes/index.csv を開いてください") == [])
  }

  @Test func aLoanwordSaidAgainIsOneWord() {
    #expect(mismatches("el", "Τα cookies βοηθούν· διαγράψτε τα cookies ή κρατήστε τα cookies") == [])
    #expect(
      mismatches("el", "Τα cookies and trackers stay here")
        == [
          "\"k\" in \"el\" has words in Latn, not in its scripts (Grek): \"cookies and trackers stay here\""
        ])
  }

  /// Okinawan's likely script is Katakana; it is written, like Japanese, in Hiragana,
  /// Katakana and Han.
  @Test func okinawanIsWrittenInKanaAndHan() {
    #expect(mismatches("ryu", "にふぇーでーびる、 今日ぬ 天気 や 良たさ") == [])
    let scripts = Set(Scripts.ofLocale("ryu").map(Scripts.code))
    #expect(scripts.isSuperset(of: ["Hira", "Kana", "Hani"]))
    // Yiddish is written in Hebrew letters (not the Yi script, whose name its code is).
    #expect(Set(Scripts.ofLocale("yi").map(Scripts.code)) == ["Hebr"])
    #expect(Scripts.exemplarScripts("ryu") == nil)
    #expect(Scripts.exemplarScripts("de").map { Set($0.map(Scripts.code)) } == ["Latn"])
  }

  /// Where ICU knows no script of a language, a note says so and nothing is checked.
  @Test func aLanguageWithoutScriptDataIsOneNote() throws {
    let found = audit(
      [("en", source), ("kmr", "\"k\" = \"Заметки хранятся здесь always and forever\";\n")],
      rule: "text.script-mismatch")
    #expect(found.map(\.severity) == [.note])
    let note = try #require(found.first)
    #expect(
      note.message
        == "ICU has no script data for \"kmr\" (no exemplar characters, no likely script): the values of \"Words\" in it are not checked for words in another script"
    )
    #expect(note.location?.file.hasSuffix("kmr.lproj/Words.strings") == true)
    #expect(note.location?.line == 1)
  }

  /// `value.untranslated` counts the same words: a copy of a template is no copy of words.
  @Test func copiesOfTemplatesAndPathsAreNotUntranslated() {
    let source = "\"a\" = \"{{public}}\";\n\"b\" = \"%li kb/s\";\n\"c\" = \"/sdcard/Download\";\n"
    // A path may be right as it is, or be the locale's own folder: a note.
    #expect(
      audit([("en", source), ("ru", source)], rule: "value.untranslated").map { "\($0.severity): \($0.keys)" }
        == ["note: [\"c\"]"])
  }

  /// Two words joined by one slash are a label's words, not a path.
  @Test func wordsJoinedByASlashAreWords() {
    let source = "\"k\" = \"Skip Forward/Back\";\n"
    #expect(
      audit([("en", source), ("ru", source)], rule: "value.untranslated").map {
        "\($0.severity): \($0.message)"
      }
        == ["warning: value of \"k\" in \"ru\" is the source text \"Skip Forward/Back\"; translate it"])
  }

  /// Apple's and Google's product names are no foreign words in a right-to-left locale.
  @Test func productNamesAreNoWordsToTranslate() {
    let found = audit(
      [("en", "\"face\" = \"Unlock\";\n"), ("ar", "\"face\" = \"Face ID\";\n")], rule: "bidi.no-rtl-text")
    #expect(found.map(\.message) == [])
  }
}

/// Copies are the source's text as written, whitespace aside.
@Suite("Copies compared as written")
struct CopiesComparedAsWrittenTests {
  private func untranslated(_ source: String, _ value: String, locale: String) -> [String] {
    audit(
      [("en", "\"k\" = \"\(source)\";\n"), (locale, "\"k\" = \"\(value)\";\n")], rule: "value.untranslated"
    ).map { "\($0.severity): \($0.message)" }
  }

  @Test func anApostropheMakesAnotherWord() {
    #expect(untranslated("Videos", "Video’s", locale: "nl") == [])
    #expect(untranslated("Database version", "Databaseversion", locale: "da") == [])
    #expect(untranslated("%d h", "%dh", locale: "ru") == [])
  }

  @Test func whitespaceAsideItIsACopy() {
    #expect(
      untranslated("Tap to start", " Tap  to\\tstart ", locale: "de")
        == ["warning: value of \"k\" in \"de\" is the source text \"Tap to start\"; translate it"])
    #expect(
      untranslated("Keep it safe", "Keep it\u{00A0}safe", locale: "ru")
        == ["warning: value of \"k\" in \"ru\" is the source text \"Keep it safe\"; translate it"])
  }

  @Test func theLocalesPunctuationSwappedInIsStillACopy() {
    #expect(
      untranslated("Don't stop now", "Don’t stop now", locale: "de")
        == [
          "warning: value of \"k\" in \"de\" is the source text \"Don't stop now\" with only its punctuation changed; translate it"
        ])
    #expect(
      untranslated("Open in...", "Open in…", locale: "de")
        == [
          "warning: value of \"k\" in \"de\" is the source text \"Open in...\" with only its punctuation changed; translate it"
        ])
  }

  @Test func compareCopy() {
    #expect(ValueUntranslatedRule.compareCopy("Videos", "Video’s") == .different)
    #expect(ValueUntranslatedRule.compareCopy("Tap to start", "Tap to start\n") == .same)
    #expect(ValueUntranslatedRule.compareCopy("Ready?", "Ready؟") == .punctuationSwapped)
    #expect(ValueUntranslatedRule.compareCopy("In-App Browser", "In-App-Browser") == .different)
    #expect(ValueUntranslatedRule.compareCopy("Wait...", "Wait..") == .different)
  }
}

/// A value most of a table's locales keep is a name; Apple's and Google's names are built in.
@Suite("Names by consensus")
struct NamesByConsensusTests {
  private static let others = ["de", "fr", "es", "it", "nl", "ru", "ja", "pl", "sv"]

  /// A table of two values in `locales` other locales: "title" as `title(locale)` and
  /// "go" translated everywhere.
  private func findings(title: (String) -> String, in locales: [String] = others) -> [Finding] {
    var files = [("en", "\"go\" = \"Go on\";\n\"title\" = \"Northwind Trail Atlas\";\n\"end\" = \"Done\";\n")]
    for locale in locales {
      files.append(
        (
          locale,
          "\"go\" = \"Weiter \(locale)\";\n\"title\" = \"\(title(locale))\";\n\"end\" = \"Fertig \(locale)\";\n"
        ))
    }
    return audit(files, rule: "value.untranslated")
  }

  @Test func aValueMostLocalesKeepIsAName() throws {
    // Kept in seven of nine locales: two thirds and at least five.
    let found = findings { ["de", "fr"].contains($0) ? "Atlas \($0)" : "Northwind Trail Atlas" }
    #expect(found.map(\.severity) == Array(repeating: .note, count: 7))
    let note = try #require(found.first { $0.locale == "ja" })
    #expect(
      note.message
        == "value of \"title\" in \"ja\" is the source text \"Northwind Trail Atlas\", which may be right (a name, a handle, a number with its unit, or a word that is the same in this language); translate it if not, else add it to doNotTranslate"
    )
  }

  @Test func fewerThanTwoThirdsIsNoConsensus() {
    // Kept in five of nine locales: five, but not two thirds.
    let keeping = ["es", "it", "nl", "ru", "ja"]
    let found = findings { keeping.contains($0) ? "Northwind Trail Atlas" : "Atlas \($0)" }
    #expect(found.map(\.severity) == Array(repeating: .warning, count: 5))
    // Kept in all four of four locales: two thirds, but fewer than five.
    let four = findings(title: { _ in "Northwind Trail Atlas" }, in: ["de", "fr", "ru", "ja"])
    #expect(four.map(\.severity) == Array(repeating: .warning, count: 4))
  }

  /// A sentence is no name, however many locales keep it: it is a value not translated yet.
  @Test func aSentenceIsNoName() {
    let hint = "\"hint\" = \"Keep walking to the next hut\";\n"
    var files = [("en", "\"go\" = \"Go on\";\n" + hint + "\"end\" = \"Done\";\n")]
    for locale in Self.others {
      files.append((locale, "\"go\" = \"Weiter \(locale)\";\n" + hint + "\"end\" = \"Fertig \(locale)\";\n"))
    }
    #expect(audit(files, rule: "value.untranslated").map(\.severity) == Array(repeating: .warning, count: 9))
  }

  /// Values kept side by side are a part not translated yet (a new feature's strings), and
  /// a locale that leaves most of its table in English is not counted.
  @Test func aRunOfCopiesAndAnUntranslatedLocaleAreNoConsensus() {
    let run = "\"a\" = \"Trail Maps\";\n\"b\" = \"Saved Routes\";\n"
    var files = [
      ("en", "\"go\" = \"Go on\";\n\"x\" = \"Next\";\n" + run + "\"y\" = \"Back\";\n\"end\" = \"Done\";\n")
    ]
    for locale in Self.others {
      files.append(
        (
          locale,
          "\"go\" = \"G \(locale)\";\n\"x\" = \"N \(locale)\";\n" + run
            + "\"y\" = \"B \(locale)\";\n\"end\" = \"F \(locale)\";\n"
        ))
    }
    #expect(audit(files, rule: "value.untranslated").map(\.severity) == Array(repeating: .warning, count: 9))

    var untranslated = [
      ("en", "\"go\" = \"Go on\";\n\"title\" = \"Northwind Trail Atlas\";\n\"end\" = \"Done\";\n")
    ]
    // Six locales copy every value; three translate the title.
    for locale in ["de", "fr", "es", "it", "nl", "pl"] { untranslated.append((locale, untranslated[0].1)) }
    for locale in ["ru", "ja", "sv"] {
      untranslated.append(
        (locale, "\"go\" = \"W \(locale)\";\n\"title\" = \"Atlas \(locale)\";\n\"end\" = \"F \(locale)\";\n"))
    }
    let found = audit(untranslated, rule: "value.untranslated").filter { $0.severity == .warning }
    #expect(found.map(\.keys) == Array(repeating: ["go", "title"], count: 6))
  }

  @Test func appleAndGoogleProductNamesAreBuiltIn() {
    let source = "\"a\" = \"Face ID\";\n\"b\" = \"Google Play\";\n\"c\" = \"Use Face ID\";\n"
    let found = audit([("en", source), ("ja", source)], rule: "value.untranslated")
    #expect(
      found.map { "\($0.severity): \($0.keys)" } == ["note: [\"a\", \"b\"]", "warning: [\"c\"]"])
  }
}
