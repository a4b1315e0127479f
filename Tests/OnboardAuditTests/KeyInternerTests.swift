import Testing

@testable import OnboardAudit

/// Keys spelled alike in several files are kept once; other spellings keep their bytes.
@Suite("Key interner")
struct KeyInternerTests {
  /// Where a string's bytes are in memory: the same place for one string shared.
  private func address(_ string: String) -> UnsafePointer<UInt8>? {
    var string = string
    return string.withUTF8 { $0.baseAddress }
  }

  /// A string of its own in memory, though spelled as `text`.
  private func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }

  @Test func keysSpelledAlikeShareOneString() {
    let keys = KeyInterner()
    let first = keys.intern(fresh("onboarding.welcome.title"))
    let second = keys.intern(fresh("onboarding.welcome.title"))
    #expect(second == "onboarding.welcome.title")
    #expect(address(first) == address(second))
    #expect(address(keys.intern(fresh("onboarding.welcome.body"))) != address(first))
  }

  /// Keys given as bytes, many at a time, are the strings kept for their spellings, made
  /// from the bytes only the first time, a spelling met twice among them included; short
  /// keys, which need no memory of their own, are made each time. (Bytes that are not
  /// UTF-8, which no reader gives, still read as `String(decoding:as:)` reads them.)
  @Test func keysGivenAsBytesShareTheStringsKept() {
    let keys = KeyInterner()
    func intern(_ spellings: [[UInt8]]) -> [String] {
      let bytes = Array(spellings.joined())
      var ranges: [Range<Int>] = []
      for spelling in spellings {
        let start = ranges.last?.upperBound ?? 0
        ranges.append(start..<start + spelling.count)
      }
      return keys.intern(all: ranges, of: bytes)
    }
    func intern(_ spellings: [String]) -> [String] { intern(spellings.map { Array($0.utf8) }) }
    let first = keys.intern(fresh("onboarding.welcome.title"))
    let many = (0..<100).map { "onboarding.screen\($0).title" }
    let interned = intern(["onboarding.welcome.title", "ok.title"] + many + ["onboarding.screen7.title"])
    #expect(interned == ["onboarding.welcome.title", "ok.title"] + many + ["onboarding.screen7.title"])
    #expect(address(interned[0]) == address(first))
    #expect(address(interned.last!) == address(interned[9]))
    #expect(address(keys.intern(fresh("onboarding.screen42.title"))) == address(interned[44]))
    #expect(zip(intern(many), interned[2..<102]).allSatisfy { address($0) == address($1) })
    let broken = Array("onboarding.caf".utf8) + [0xE9] + Array(".title".utf8)
    #expect(intern([broken]) == [String(decoding: broken, as: UTF8.self)])
  }

  /// A `.strings` file read with keys interned a batch at a time has the keys, values and
  /// problem of the same file read alone: long keys over several batches, short keys,
  /// keys with escapes, the `"key";` shorthand, repeated keys, and a problem after an entry
  /// whose key is still waiting, named in the message.
  @Test func stringsKeysInternedInBatchesAreTheKeysRead() {
    var text = ""
    for index in 0..<700 {
      switch index % 5 {
      case 0: text += "\"onboarding.screen\(index).title\" = \"Title \(index)\";\n"
      case 1: text += "k\(index) = \"short\";\n"
      case 2: text += "\"onboarding.w\\U0065lcome\(index).title\" = \"Escaped\";\n"
      case 3: text += "\"onboarding.shorthand\(index).key\";\n"
      default: text += "'onboarding.screen\(index - 4).title' = \"again\";\n"
      }
    }
    text += "\"onboarding.last.entry.title\" = \"no semicolon\"\n\"next\" = ;\n"
    let bytes = Array(text.utf8)
    let alone = StringsReader.read(bytes, path: "en.lproj/Main.strings")
    let keys = KeyInterner()
    let interned = StringsReader.read(bytes, path: "en.lproj/Main.strings", keys: keys)
    let (aloneEntries, internedEntries) = (alone.entries[""] ?? [], interned.entries[""] ?? [])
    #expect(internedEntries.count == 701)
    #expect(internedEntries.map(\.key) == aloneEntries.map(\.key))
    #expect(internedEntries.map(\.value) == aloneEntries.map(\.value))
    #expect(internedEntries.map(\.location) == aloneEntries.map(\.location))
    #expect(interned.problem == alone.problem)
    #expect(interned.problem?.description.contains("\"onboarding.last.entry.title\"") == true)
    // A repeated key is the string its first entry has.
    #expect(address(internedEntries[4].key) == address(internedEntries[0].key))
    #expect(address(internedEntries[699].key) == address(internedEntries[695].key))
  }

  @Test func canonicallyEquivalentSpellingsKeepTheirOwnBytes() {
    let keys = KeyInterner()
    let composed = "onboarding.caf\u{E9}.title"
    let decomposed = "onboarding.cafe\u{301}.title"
    #expect(composed == decomposed)
    _ = keys.intern(fresh(composed))
    #expect(Array(keys.intern(fresh(decomposed)).utf8) == Array(decomposed.utf8))
  }

  @Test func tablesShareTheirLocalesKeys() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"onboarding.welcome.title\" = \"Welcome\";\n")
    // Spelled with an escape in one file and without in the other: one key all the same.
    folder.write("de.lproj/Main.strings", "\"onboarding.w\\U0065lcome.title\" = \"Willkommen\";\n")
    folder.write(
      "res/values/strings.xml",
      "<resources><string name=\"onboarding_welcome_title\">Welcome</string></resources>")
    folder.write(
      "res/values-fr/strings.xml",
      "<resources><string name=\"onboarding_welcome_title\">Bienvenue</string></resources>")
    for tag in ["de", "fr"] {
      folder.write(
        "\(tag).xliff",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/en.lproj/Export.strings" source-language="en" target-language="\(tag)" datatype="plaintext">
            <body><trans-unit id="onboarding.export.title"><source>Export</source><target>Exportieren</target></trans-unit></body>
          </file>
        </xliff>
        """)
    }
    let loaded = TableLoader().load(paths: [folder.path])
    #expect(loaded.tables.count == 3)
    for table in loaded.tables {
      let keys = table.locales.values.map { $0.orderedEntries[0].key }
      #expect(keys.count == (table.identity.hasSuffix("Export") ? 3 : 2))
      #expect(Set(keys.map(address)).count == 1, "\(table.identity): \(keys)")
    }
  }
}
