import Foundation
import Testing

@testable import OnboardAudit

@Suite struct CatalogReaderTests {
  private func read(_ text: String) -> ReadResult {
    CatalogReader.read(Array(text.utf8), path: "L.xcstrings")
  }

  private func at(_ line: Int, _ column: Int) -> OnboardAudit.SourceLocation {
    OnboardAudit.SourceLocation(file: "L.xcstrings", line: line, column: column)
  }

  @Test func plainStringsWithLocationsStateAndComment() throws {
    let result = read(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "comment" : "Greeting",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
              "en" : { "stringUnit" : { "state" : "new", "value" : "Hello" } }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    #expect(result.problem == nil)
    #expect(result.sourceLanguage == "en")
    let german = try #require(result.entries["de"]?.first)
    #expect(german.key == "Hello")
    #expect(german.location == at(4, 5))
    #expect(german.value.text == LocatedText("Hallo", at: at(7, 69)))
    #expect(german.state == "translated")
    #expect(german.comment == "Greeting")
    #expect(german.shouldTranslate)
    #expect(result.entries["en"]?.first?.state == "new")
    #expect(result.localeLocations["de"] == at(7, 9))
    #expect(result.localeLocations["en"] == at(8, 9))
  }

  @Test func pluralVariationsInFileOrderWithTheWorstState() throws {
    let result = read(
      #"""
      {"sourceLanguage": "en", "strings": {"%lld items": {"localizations": {"fr": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld élément"}},
        "other": {"stringUnit": {"state": "needs_review", "value": "%lld éléments"}},
        "few": {"stringUnit": {"state": "stale", "value": "x"}}}}}}}}}
      """#)
    #expect(result.problem == nil)
    let entry = try #require(result.entries["fr"]?.first)
    let variations = try #require(entry.value.variations)
    #expect(variations.kind == .plural)
    #expect(variations.cases.map(\.name) == ["one", "other", "few"])
    #expect(variations.cases[0].location == at(2, 3))
    #expect(variations.value(for: "other")?.text?.string == "%lld éléments")
    #expect(entry.value.text == nil)
    #expect(entry.state == "needs_review")
  }

  @Test func deviceVariationsNestPlurals() throws {
    let result = read(
      #"""
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"device": {
        "iphone": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "one tap"}},
          "other": {"stringUnit": {"state": "translated", "value": "%d taps"}}}}},
        "mac": {"stringUnit": {"state": "translated", "value": "click"}}}}}}}}}
      """#)
    #expect(result.problem == nil)
    let value = try #require(result.entries["en"]?.first?.value)
    #expect(value.variations?.kind == .device)
    #expect(value.variations?.cases.map(\.name) == ["iphone", "mac"])
    let iphone = try #require(value.variations?.value(for: "iphone"))
    #expect(iphone.variations?.kind == .plural)
    #expect(
      value.leaves.map(\.path) == ["device.iphone/plural.one", "device.iphone/plural.other", "device.mac"])
    #expect(result.entries["en"]?.first?.state == "translated")
  }

  @Test func substitutions() throws {
    let result = read(
      #"""
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@count@ in %@"},
        "substitutions": {"count": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "new", "value": "%arg file"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}}}}}}
      """#)
    #expect(result.problem == nil)
    let entry = try #require(result.entries["en"]?.first)
    #expect(entry.value.text?.string == "%#@count@ in %@")
    let substitution = try #require(entry.value.substitutions.first)
    #expect(substitution.name == "count")
    #expect(substitution.location == at(3, 21))
    #expect(substitution.argumentNumber == 1)
    #expect(substitution.formatSpecifier == "lld")
    #expect(substitution.variations?.cases.map(\.name) == ["one", "other"])
    #expect(entry.state == "new")
  }

  @Test func missingSourceLocalizationUsesTheKey() throws {
    let result = read(
      #"""
      {"sourceLanguage": "en",
       "strings": {"Done": {}, "Skip": {"shouldTranslate": false, "extractionState": "manual"},
                   "Next": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Weiter"}}}}}}
      """#)
    #expect(result.problem == nil)
    let source = try #require(result.entries["en"])
    #expect(source.map(\.key) == ["Done", "Skip", "Next"])
    #expect(source[0].value == .plain("Done", at: at(2, 14)))
    #expect(source[0].location == at(2, 14))
    #expect(source[0].state == nil)
    #expect(source[1].shouldTranslate == false)
    #expect(source[2].value.text?.string == "Next")
    #expect(result.entries["de"]?.map(\.key) == ["Next"])
    #expect(result.localeLocations["en"] == at(1, 20))
  }

  @Test func unknownFieldsStatesAndKindsAreAccepted() throws {
    let result = read(
      #"""
      {"sourceLanguage": "en", "future": [1], "strings": {"k": {"isCommentAutoGenerated": true,
        "localizations": {"en": {"stringUnit": {"state": "machine_translated", "value": "v", "extra": 1},
                                 "variations": {"width": {"narrow": {}}}}}}}}
      """#)
    #expect(result.problem == nil)
    let entry = try #require(result.entries["en"]?.first)
    #expect(entry.state == "machine_translated")
    #expect(entry.value.variations == nil)
  }

  @Test func duplicateKeysAreKept() {
    let result = read(#"{"sourceLanguage": "en", "strings": {"a": {}, "a": {}}}"#)
    #expect(result.entries["en"]?.count == 2)
  }

  @Test(arguments: [
    (#"{"strings": []}"#, "expected an object at strings", 1, 13),
    ("[1]", "expected an object at the top level", 1, 1),
    (#"{"sourceLanguage": 1}"#, "expected a string at sourceLanguage", 1, 20),
    (
      "{\"strings\": {\"Hello\": {\"localizations\": {\n\"de\": 3}}}}",
      #"expected an object at strings."Hello".localizations.de"#, 2, 7
    ),
    (
      #"{"strings": {"a.b c": {"localizations": {"en": {"stringUnit": {"value": 3}}}}}}"#,
      #"expected a string at strings."a.b c".localizations.en.stringUnit.value"#, 1, 73
    ),
    (
      #"{"strings": {"a": {"localizations": {"en": {"stringUnit": {"state": "new"}}}}}}"#,
      #"expected a "value" at strings."a".localizations.en.stringUnit"#, 1, 59
    ),
    (
      #"{"strings": {"a": {"shouldTranslate": "no"}}}"#,
      #"expected a Boolean at strings."a".shouldTranslate"#, 1, 39
    ),
    (
      #"{"strings": {"a": {"localizations": {"en": {"substitutions": {"n": {"argNum": 1.5}}}}}}}"#,
      #"expected an integer at strings."a".localizations.en.substitutions.n.argNum"#, 1, 79
    ),
    (
      #"{"strings": {"a": {"localizations": {"en": {"variations": {"plural": {}, "device": {}}}}}}}"#,
      #"expected only one of "plural" and "device" at strings."a".localizations.en.variations"#, 1, 59
    ),
  ])
  func wrongTypesNameTheirPath(text: String, message: String, line: Int, column: Int) {
    #expect(read(text).problem == AuditError.unreadable(message, at: at(line, column)))
  }

  @Test func aProblemKeepsTheEntriesReadBefore() {
    let result = read(
      #"""
      {"sourceLanguage": "en", "strings": {
        "a": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "A"}}}},
        "b": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": false}}}},
        "c": {}}}
      """#)
    #expect(result.entries["en"]?.map(\.key) == ["a"])
    #expect(result.problem?.location == at(3, 81))
  }

  @Test func invalidJSONIsTheProblem() {
    let result = read("{\"strings\": {\n\"a\": {}\n")
    #expect(result.problem == AuditError.unreadable("unexpected end of input", at: at(3, 1)))
    #expect(result.entries.isEmpty)
  }

  private static let corpus = URL(fileURLWithPath: corpusPath)

  private static func catalogs(in app: String, named name: String) -> [URL] {
    let root = corpus.appendingPathComponent(app)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return []
    }
    return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == name }
  }

  @Test(
    TestEnvironment.needsCorpus(),
    arguments: [("icecubes", 733, 19), ("whisky", 152, 22)])
  func realCatalogsRead(app: String, keys: Int, locales: Int) throws {
    let files = Self.catalogs(in: app, named: "Localizable.xcstrings")
    #expect(!files.isEmpty)
    for file in files {
      let result = CatalogReader.read(Array(try Data(contentsOf: file)), path: file.path)
      #expect(result.problem == nil)
      #expect(result.sourceLanguage == "en")
      #expect(result.entries["en"]?.count == keys)
      #expect(result.entries.count == locales)
      #expect(result.localeLocations.count == locales)
    }
  }
}
