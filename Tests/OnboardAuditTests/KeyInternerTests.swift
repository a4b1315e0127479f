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
    folder.write("de.lproj/Main.strings", "\"onboarding.welcome.title\" = \"Willkommen\";\n")
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
