import Testing

@testable import OnboardAudit

private func read(_ body: String, source: String = "en", target: String? = "de") -> [ReadResult] {
  let targetAttribute = target.map { " target-language=\"\($0)\"" } ?? ""
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.strings" source-language="\(source)"\(targetAttribute) datatype="plaintext">
        <body>
    \(body)
        </body>
      </file>
    </xliff>
    """
  return XLIFFReader.read(Array(text.utf8), path: "de.xliff")
}

@Suite struct XLIFFReaderTests {
  @Test func readsSourceTargetStateNoteAndLocations() throws {
    let results = read(
      """
          <trans-unit id="welcome.title" xml:space="preserve">
            <source>Welcome</source>
            <target state="needs-review-translation">Willkommen</target>
            <note>Title of the first screen</note>
          </trans-unit>
      """)
    let result = try #require(results.first)
    #expect(result.table == "App/en.lproj/Localizable.strings")
    #expect(result.sourceLanguage == "en")
    #expect(result.targetLanguage == "de")
    #expect(result.problem == nil)
    let source = try #require(result.entries["en"]?.first)
    let target = try #require(result.entries["de"]?.first)
    #expect(source.key == "welcome.title")
    #expect(source.value.text?.string == "Welcome")
    #expect(target.value.text?.string == "Willkommen")
    #expect(target.state == "needs-review-translation")
    #expect(target.comment == "Title of the first screen")
    #expect(target.location.line == 5 && target.location.column == 5)
    #expect(target.value.text?.location.line == 7)
    #expect(target.value.text?.location.column == 48)
    #expect(result.localeLocations["de"]?.line == 3)
  }

  @Test func unitWithoutTargetIsAKeyTheLocaleLacks() throws {
    let results = read(
      """
          <trans-unit id="a"><source>A</source></trans-unit>
          <trans-unit id="b" translate="no"><source>B</source></trans-unit>
      """)
    let targets = try #require(results.first?.entries["de"])
    #expect(targets.isEmpty)
    #expect(results.first?.entries["en"]?.last?.shouldTranslate == false)
  }

  @Test func templateWithTheSourceAsTargetHasSourceEntriesOnly() throws {
    let results = read("<trans-unit id=\"a\"><source>A</source></trans-unit>", target: "en")
    #expect(results.first?.entries.keys.sorted() == ["en"])
    #expect(results.first?.targetLanguage == nil)
  }

  @Test func foldsCatalogPluralIds() throws {
    let results = read(
      """
          <trans-unit id="%lld files|==|plural.one"><source>%lld file</source><target>%lld Datei</target></trans-unit>
          <trans-unit id="%lld files|==|plural.other"><source>%lld files</source><target>%lld Dateien</target></trans-unit>
          <trans-unit id="shop|==|device.iphone.plural.one"><source>1 shop</source><target>1 Laden</target></trans-unit>
          <trans-unit id="%#@a@|==|substitutions.a.plural.other"><source>%arg items</source><target>%arg Dinge</target></trans-unit>
      """)
    let entries = try #require(results.first?.entries["de"])
    #expect(entries.map(\.key) == ["%lld files", "shop", "%#@a@"])
    #expect(entries[0].value.variations?.kind == .plural)
    #expect(entries[0].value.variations?.cases.map(\.name) == ["one", "other"])
    #expect(entries[0].value.leaves.map(\.path) == ["plural.one", "plural.other"])
    #expect(entries[1].value.leaves.map(\.path) == ["device.iphone/plural.one"])
    #expect(entries[2].value.leaves.map(\.path) == ["substitution.a/plural.other"])
    #expect(entries[2].value.leaves.first?.text.string == "%arg Dinge")
  }

  @Test func foldsStringsdictIds() throws {
    let results = read(
      """
          <trans-unit id="/files:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source><target>%#@n@</target></trans-unit>
          <trans-unit id="/files:dict/n:dict"><source>NSStringPluralRuleType</source></trans-unit>
          <trans-unit id="/files:dict/n:dict/:string"><source>d</source><target>d</target></trans-unit>
          <trans-unit id="/files:dict/n:dict/one:dict/:string"><source>%d file</source><target>%d Datei</target></trans-unit>
          <trans-unit id="/files:dict/n:dict/other:dict/:string"><source>%d files</source><target>%d Dateien</target></trans-unit>
      """)
    let entries = try #require(results.first?.entries["de"])
    #expect(entries.map(\.key) == ["files"])
    let value = entries[0].value
    #expect(value.text?.string == "%#@n@")
    #expect(value.substitutions.map(\.name) == ["n"])
    #expect(value.substitutions[0].formatSpecifier == "d")
    #expect(value.substitutions[0].specType == "NSStringPluralRuleType")
    #expect(value.substitutions[0].variations?.cases.map(\.name) == ["one", "other"])
  }

  @Test func inlineElementsKeepTheirContentAndMarkEmptyOnes() throws {
    let results = read(
      """
          <trans-unit id="a"><source>Hello <g id="1">big</g> <ph id="2">%@</ph><x id="3"/>!</source>
            <target>Hallo <g id="1">groß</g> <ph id="2">%@</ph><x id="3"/>!</target></trans-unit>
      """)
    #expect(results.first?.entries["en"]?.first?.value.text?.string == "Hello big %@{x:3}!")
    #expect(results.first?.entries["de"]?.first?.value.text?.string == "Hallo groß %@{x:3}!")
  }

  @Test func eachFileIsATable() throws {
    let text = """
      <xliff version="1.2">
        <file original="A/en.lproj/InfoPlist.strings" source-language="en" target-language="fr"><body>
          <trans-unit id="k"><source>K</source><target>K fr</target></trans-unit></body></file>
        <file original="B/en.lproj/InfoPlist.strings" source-language="en" target-language="fr"><body>
          <trans-unit id="k"><source>K</source><target>K fr</target></trans-unit></body></file>
      </xliff>
      """
    let results = XLIFFReader.read(Array(text.utf8), path: "fr.xliff")
    #expect(results.map(\.table) == ["A/en.lproj/InfoPlist.strings", "B/en.lproj/InfoPlist.strings"])
    #expect(TableLocation(path: "A/en.lproj/InfoPlist.strings", root: nil).identity == "A/InfoPlist")
  }

  @Test func malformedDocumentKeepsUnitsReadAndLocatesTheProblem() throws {
    // libxml2 parses ahead in chunks: the units of the chunks before the error are kept.
    let units = (0..<100).map {
      "<trans-unit id=\"k\($0)\"><source>S \($0)</source><target>T \($0)</target></trans-unit>"
    }
    let text = """
      <xliff version="1.2"><file original="X.strings" source-language="en" target-language="de"><body>
      \(units.joined(separator: "\n"))
      <trans-unit id="b"><source>B</source><target>B de</target>
      </body></file></xliff>
      """
    let results = XLIFFReader.read(Array(text.utf8), path: "de.xliff")
    let result = try #require(results.last)
    #expect(result.entries["de"]?.first?.key == "k0")
    #expect(result.problem?.location.line == 103)
  }

  @Test func xliff2AndOtherRootsAreProblems() {
    let two = XLIFFReader.read(Array("<xliff version=\"2.0\"/>".utf8), path: "x.xliff")
    #expect(two.first?.problem?.message.contains("2.0") == true)
    let other = XLIFFReader.read(Array("<resources/>".utf8), path: "x.xliff")
    #expect(other.first?.problem?.location.line == 1)
  }
}
