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

  /// A key given as bytes is the string kept for its spelling, made from the bytes only the
  /// first time; short keys, which need no memory of their own, are made each time. (Bytes
  /// that are not UTF-8, which no reader gives, still read as `String(decoding:as:)` reads
  /// them.)
  @Test func keysGivenAsBytesShareTheStringKept() {
    let keys = KeyInterner()
    func intern(_ bytes: [UInt8]) -> String { bytes.withUnsafeBufferPointer { keys.intern(utf8: $0) } }
    let title = Array("onboarding.welcome.title".utf8)
    let first = keys.intern(fresh("onboarding.welcome.title"))
    #expect(address(intern(title)) == address(first))
    let body = intern(Array("onboarding.welcome.body".utf8))
    #expect(body == "onboarding.welcome.body")
    #expect(address(keys.intern(fresh("onboarding.welcome.body"))) == address(body))
    #expect(intern(Array("ok.title".utf8)) == "ok.title")
    let broken: [UInt8] = Array("onboarding.caf".utf8) + [0xE9] + Array(".title".utf8)
    let repaired = intern(broken)
    #expect(repaired == String(decoding: broken, as: UTF8.self))
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
