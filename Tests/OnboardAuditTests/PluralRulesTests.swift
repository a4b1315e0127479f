import CICU
import Foundation
import Testing

@testable import OnboardAudit

@Suite("Plural rules, bidi and scripts from ICU")
struct PluralRulesTests {
  @Test func categoriesPerLanguage() throws {
    #expect(try #require(PluralRules.forLocale("en")).categories == ["one", "other"])
    #expect(try #require(PluralRules.forLocale("uk")).categories == ["one", "few", "many", "other"])
    #expect(
      try #require(PluralRules.forLocale("ar")).categories == ["zero", "one", "two", "few", "many", "other"])
    #expect(try #require(PluralRules.forLocale("ja")).categories == ["other"])
    #expect(try #require(PluralRules.forLocale("pt-PT")).select(0) == "other")
    #expect(try #require(PluralRules.forLocale("pt-BR")).select(0) == "one")
  }

  @Test func samplesAreShortRanges() throws {
    let ukrainian = try #require(PluralRules.forLocale("uk"))
    #expect(ukrainian.sampleText("few", groups: 2) == "2–4, 22–24, …")
    #expect(ukrainian.sampleText("many", groups: 2) == "0, 5–19, …")
    #expect(ukrainian.sampleText("other", groups: 2) == "0.1–0.9, 1.1–1.5, …")
    #expect(try #require(PluralRules.forLocale("en")).sampleText("one") == "1")
  }

  /// French `many` (a million) and Czech `many` (decimals) are never selected by small counts.
  @Test func rareCategories() throws {
    #expect(!(try #require(PluralRules.forLocale("fr")).categoriesOfSmallIntegers.contains("many")))
    #expect(!(try #require(PluralRules.forLocale("cs")).categoriesOfSmallIntegers.contains("many")))
    #expect(try #require(PluralRules.forLocale("ru")).categoriesOfSmallIntegers.contains("many"))
  }

  @Test func bidiAndScripts() {
    #expect(Bidi.baseDirection("مرحبًا Ova") == .rightToLeft)
    #expect(Bidi.baseDirection("%@ 12") == .neutral)
    #expect(Bidi.runs("abc مرحبا def").count == 3)
    #expect(Scripts.ofLocale("ja").map(Scripts.code).sorted() == ["Hani", "Hira", "Kana"])
    #expect(Scripts.ofLocale("sr-Latn").map(Scripts.code) == ["Latn"])
    #expect(Scripts.eastAsianWidth("語") == .wide)
    #expect(Scripts.graphemeCount("e\u{301}👩‍👩‍👧") == 2)
  }

  // MARK: The corpus

  /// Every locale of the corpus's Apple apps: `.lproj` folder names and the localizations of
  /// every String Catalog, canonical.
  static var corpusLocales: [String] {
    var names: Set<String> = []
    guard let walker = FileManager.default.enumerator(atPath: corpusPath) else { return [] }
    for case let path as String in walker {
      let file = (path as NSString).lastPathComponent
      if file.hasSuffix(".lproj") {
        names.insert(String(file.dropLast(".lproj".count)))
      } else if file.hasSuffix(".xcstrings"),
        let data = FileManager.default.contents(atPath: corpusPath + "/" + path),
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let strings = root["strings"] as? [String: Any]
      {
        if let source = root["sourceLanguage"] as? String { names.insert(source) }
        for case let entry as [String: Any] in strings.values {
          names.formUnion((entry["localizations"] as? [String: Any])?.keys ?? [:].keys)
        }
      }
    }
    return Set(names.compactMap(LocaleNames.canonical)).sorted()
  }

  /// ICU's plural keywords for a locale, read straight from ICU rather than through the
  /// library's cache (and not counted as an open).
  static func icuKeywords(_ locale: String) -> Set<String> {
    var buffer = [CChar](repeating: 0, count: 256)
    let length = cicu_plural_keywords_for_locale(locale, &buffer, Int32(buffer.count))
    let text = String(
      decoding: buffer.prefix(Int(max(0, length))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return Set(text.split(separator: " ").map(String.init))
  }

  @Test(TestEnvironment.needsCorpus())
  func requiredCategoriesAreICUsForEveryCorpusLocale() throws {
    let locales = Self.corpusLocales
    #expect(locales.count >= 40)
    #expect(locales.contains("uk") && locales.contains("ar") && locales.contains("zh-Hans"))
    for locale in locales {
      let rules = try #require(PluralRules.forLocale(locale), "\(locale)")
      #expect(Set(rules.categories) == Self.icuKeywords(locale), "\(locale)")
      #expect(rules.categories.count == Set(rules.categories).count, "\(locale)")
    }
  }

  // MARK: ICU objects are opened once

  /// Audits the embedded example twice, then one corpus app: each locale's plural rules were
  /// opened exactly once in the whole process (whatever other tests ran in parallel), and the
  /// number of ICU objects opened is far below the number of strings checked.
  @Test func icuObjectsAreOpenedOncePerLocale() {
    var settings = AuditSettings()
    settings.tables = [packageRoot + "/Locales"]
    let first = Audit.run(settings)
    let second = Audit.run(settings)
    #expect(first.findings.count == second.findings.count)
    #expect(first.locales.count == 11)
    for locale in first.locales {
      #expect(ICU.openedObjectCount("plural", locale: locale) == 1, "\(locale)")
    }
    #expect(ICU.openedObjectCount("bidi", locale: nil) <= 1)
  }

  @Test(TestEnvironment.needsCorpus("mastodon-ios"))
  func corpusAuditOpensFewICUObjects() {
    var settings = AuditSettings()
    settings.tables = [corpusPath + "/mastodon-ios"]
    let before = ICU.openedObjectCount
    let result = Audit.run(settings)
    let opened = ICU.openedObjectCount - before
    // At most a rules object and a break iterator per locale, and one bidi object, even with
    // other tests opening theirs meanwhile; the audit checks tens of thousands of strings.
    #expect(opened <= 2 * result.locales.count + 40, "\(opened) objects for \(result.locales.count) locales")
    for locale in result.locales where locale != "Base" {
      #expect(ICU.openedObjectCount("plural", locale: locale) == 1, "\(locale)")
    }
  }

  // MARK: The command

  @Test func pluralsCommandPrintsCategoriesAndSamples() {
    let result = runTool(["plurals", "uk", "ja"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        uk  Ukrainian
          one    1, 21, 31, 41, 51, 61, …
          few    2–4, 22–24, 32–34, 42–44, 52–54, 62, …
          many   0, 5–19, 100, 1000, 10000, 100000, …
          other  0.1–0.9, 1.1–1.5, …

        ja  Japanese
          other  0–15, 100, 1000, 10000, 100000, 1000000, …

        """)
  }

  @Test(arguments: [["plurals", "jp"], ["plurals"], ["plurals", "en_UK"]])
  func pluralsCommandUsageErrors(_ arguments: [String]) {
    let result = runTool(arguments)
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("Error: "))
    #expect(result.out.isEmpty)
  }
}
