import Testing

@testable import OnboardAudit

private func read(_ body: String) -> ReadResult {
  AndroidStringsReader.read(
    Array(
      ("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        + body + "\n</resources>\n").utf8),
    path: "values-de/strings.xml")
}

@Suite struct AndroidStringsReaderTests {
  @Test func readsStringsPluralsAndArraysWithLocations() throws {
    let result = read(
      """
      <string name="title">Willkommen</string>
      <plurals name="files">
          <item quantity="one">%d Datei</item>
          <item quantity="other">%d Dateien</item>
      </plurals>
      <string-array name="days"><item>Mo</item><item>Di</item></string-array>
      <string name="brand" translatable="false">Thunderbird</string>
      <color name="red">#f00</color>
      <string name="tablet" product="tablet">Tablet</string>
      """)
    #expect(result.problem == nil)
    let entries = try #require(result.entries[""])
    #expect(entries.map(\.key) == ["title", "files", "days[0]", "days[1]", "brand"])
    #expect(entries[0].location.line == 3 && entries[0].location.column == 1)
    #expect(entries[0].value.text?.location.column == 22)
    #expect(entries[1].value.variations?.cases.map(\.name) == ["one", "other"])
    #expect(entries[1].value.variations?.cases[1].value.text?.string == "%d Dateien")
    #expect(entries[1].value.variations?.cases[1].location.line == 6)
    #expect(entries[3].value.text?.string == "Di")
    #expect(entries[4].shouldTranslate == false)
  }

  @Test(arguments: [
    (#"Don\'t"#, "Don't"),
    (#"Say \"hi\""#, "Say \"hi\""),
    (#"a\nb\tc"#, "a\nb\tc"),
    (#"\@user \?"#, "@user ?"),
    (#"\u00e9t\u00E9"#, "été"),
    ("  several   spaces\n   and lines  ", "several spaces and lines"),
    (#""  kept  ""#, "  kept  "),
    (#"a " b " c"#, "a  b  c"),
    ("back\\\\slash", "back\\slash"),
  ])
  func appliesAndroidEscapesAndWhitespace(_ item: (String, String)) {
    #expect(AndroidText.compile(item.0) == item.1)
  }

  @Test func keepsXliffGContentAndCDATA() throws {
    let result = read(
      """
      <string name="hello">Hello <xliff:g id="name" example="Ann">%1$s</xliff:g>!</string>
      <string name="html"><![CDATA[<b>Bold</b> text]]></string>
      <string name="styled">A <b>bold</b> word</string>
      """)
    let entries = try #require(result.entries[""])
    #expect(entries.map { $0.value.text?.string } == ["Hello %1$s!", "<b>Bold</b> text", "A bold word"])
  }

  /// Styling spans cut the text as aapt2 cuts it: no trimming at the ends, quoting and
  /// white space start afresh at each span, and an escape does not reach across one
  /// (each result checked against `aapt2 compile`).
  @Test func stylingSpansCutTheTextAsAapt2Does() throws {
    let result = read(
      """
      <string name="a">  <b> bold </b>  </string>
      <string name="b">one <b>two</b> three</string>
      <string name="c">a\\<b>n</b></string>
      <string name="d">\\u00e<b>9</b></string>
      <string name="f">"  x  <i>y</i>  z  "</string>
      <string name="g">  <xliff:g id="n">%1$d</xliff:g>  files  </string>
      """)
    let entries = try #require(result.entries[""])
    #expect(
      entries.map { $0.value.text?.string } == [
        "  bold  ", "one two three", "an", "\u{E}9", "  x  y z ", "%1$d files",
      ])
    #expect(result.malformations.isEmpty)
  }

  @Test func aapt2RejectionsFollowTheSpans() {
    let result = read(
      """
      <string name="quote">"quoted <b>bold</b> it's"</string>
      <string name="styled"><b>%s</b> and %d</string>
      <string name="plain">%s and %d</string>
      <string name="escape">short \\u12x</string>
      <string name="cut">x\\u12<b>y</b></string>
      """)
    #expect(result.malformations.map(\.key) == ["quote", "plain", "escape"])
    #expect(result.malformations[0].message.hasPrefix("unescaped apostrophe"))
    #expect(
      result.malformations[2].message == "invalid unicode escape \\u12 (write four hex digits) in \"escape\"")
  }

  /// An emoji escaped as its two UTF-16 halves is the emoji, as aapt2 stores it; a half
  /// alone is stored too, and shown as U+FFFD.
  @Test func aSurrogatePairIsOneCharacter() throws {
    let result = read(
      """
      <string name="yoga">\\uD83E\\uDDD8 yoga</string>
      <string name="half">\\uD83E alone</string>
      """)
    #expect(result.malformations.isEmpty)
    #expect(result.entries[""]?.first { $0.key == "yoga" }?.value.text?.string == "\u{1F9D8} yoga")
    #expect(result.entries[""]?.first { $0.key == "half" }?.value.text?.string == "\u{FFFD} alone")
  }

  @Test func problemsKeepTheEntriesRead() {
    // libxml2 parses ahead in chunks: the entries of the chunks before the error are kept.
    let padding = (0..<200).map { "<string name=\"k\($0)\">Text number \($0)</string>" }.joined(
      separator: "\n")
    let result = read(padding + "\n<string name=\"b\">B</strin>")
    #expect(result.entries[""]?.first?.key == "k0")
    #expect(result.entries[""]?.contains { $0.key == "b" } == false)
    #expect(result.problem?.location.line == 203)
    let other = AndroidStringsReader.read(Array("<plist/>".utf8), path: "values/strings.xml")
    #expect(other.problem?.message.contains("<resources>") == true)
  }
}

@Suite struct AndroidQualifierTests {
  @Test(
    arguments: [
      ("values", nil, []),
      ("values-de", "de", []),
      ("values-pt-rBR", "pt-BR", []),
      ("values-zh-rCN", "zh-CN", []),
      ("values-b+sr+Latn", "sr-Latn", []),
      ("values-b+es+419", "es-419", []),
      ("values-iw", "he", []),
      ("values-in", "id", []),
      ("values-night", nil, ["night"]),
      ("values-land", nil, ["land"]),
      ("values-v21", nil, ["v21"]),
      ("values-sw600dp", nil, ["sw600dp"]),
      ("values-de-land", "de", ["land"]),
      ("values-mcc310-en-rUS", "en-US", ["mcc310"]),
    ] as [(String, String?, [String])])
  func mapsQualifiers(_ item: (String, String?, [String])) throws {
    let qualifiers = try #require(AndroidQualifiers(folder: item.0))
    #expect(qualifiers.locale == item.1)
    #expect(qualifiers.others == item.2)
  }

  @Test func identityDropsTheValuesFolder() {
    let location = TableLocation(
      path: "a/src/main/res/values-pt-rBR/strings.xml", root: nil, format: .androidStrings)
    #expect(location.identity == "a/src/main/res/strings")
    #expect(location.localeFolder == "pt-BR")
    #expect(
      TableLocation(path: "a/res/values-night/strings.xml", root: nil, format: .androidStrings)
        .isConfigurationVariant)
    #expect(TableFormat(path: "a/res/values-de/strings.xml") == .androidStrings)
    #expect(TableFormat(path: "a/res/values-de/colors.xml") == nil)
    #expect(TableFormat(path: "a/res/layout/strings.xml") == nil)
  }
}
