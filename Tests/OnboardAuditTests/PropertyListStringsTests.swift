import Foundation
import Testing

@testable import OnboardAudit

/// `.strings` files as CoreFoundation reads them (docs/tables.md, "`.strings`, as CoreFoundation reads it"):
/// XML and binary property lists are tables too, and old-style values that are no string are
/// stepped over as Apple's parser does.
@Suite("Property-list .strings")
struct PropertyListStringsTests {
  private static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// A German table written by an exporter as an XML property list.
  private static let germanXML =
    header + """
      <dict>
      \t<key>welcome.title</key>
      \t<string>Willkommen an Bord</string>
      \t<key>photos.count</key>
      \t<string>%d Fotos</string>
      \t<key>terms.accept</key>
      \t<integer>1</integer>
      </dict>
      </plist>

      """

  private static let english = """
    "welcome.title" = "Welcome aboard";
    "photos.count" = "%d photos";
    "terms.accept" = "I accept the terms";

    """

  private func audit(_ files: [String: [UInt8]]) -> [Finding] {
    let folder = TemporaryFolder()
    for (path, bytes) in files { folder.write(path, bytes) }
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings
  }

  private func pairs(_ result: ReadResult) -> [[String]] {
    (result.entries[""] ?? []).map { [$0.key, $0.value.text?.string ?? "<none>"] }
  }

  private func binary(_ dictionary: [String: Any]) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0))
  }

  // MARK: XML

  @Test func anXMLPropertyListIsReadWithItsLines() {
    let result = StringsReader.read(Array(Self.germanXML.utf8), path: "de.lproj/Localizable.strings")
    #expect(result.problem == nil)
    #expect(
      pairs(result) == [
        ["welcome.title", "Willkommen an Bord"], ["photos.count", "%d Fotos"], ["terms.accept", "<none>"],
      ])
    let entries = result.entries[""] ?? []
    #expect(entries.map { $0.location.line } == [5, 7, 9])
    #expect(entries.first?.value.text?.location.line == 6)
  }

  @Test func anXMLTranslationLacksNothingAndItsNumberIsAFinding() {
    let findings = audit([
      "en.lproj/Localizable.strings": Array(Self.english.utf8),
      "de.lproj/Localizable.strings": Array(Self.germanXML.utf8),
    ])
    #expect(findings.map(\.rule) == ["value.malformed"])
    let finding = findings.first
    #expect(
      finding?.message
        == "the value of \"terms.accept\" is a number, not a string; a localized string lookup has no text to return for it"
    )
    #expect(finding?.location?.line == 10)
    #expect(finding?.location?.column == 2)
    #expect(finding?.locale == "de")
    #expect(finding?.key == "terms.accept")
  }

  @Test func everyValueOfAnotherKindIsNamed() {
    let text =
      Self.header + """
        <dict><key>a</key><dict/><key>b</key><array/><key>c</key><true/>
        <key>d</key><date>2026-01-01T00:00:00Z</date><key>e</key><data>AA==</data><key>f</key><real>1.5</real>
        </dict></plist>
        """
    let result = StringsReader.read(Array(text.utf8), path: "x.strings")
    #expect(result.problem == nil)
    #expect(
      result.malformations.map(\.message) == [
        "the value of \"a\" is a dictionary, not a string", "the value of \"b\" is an array, not a string",
        "the value of \"c\" is a boolean, not a string", "the value of \"d\" is a date, not a string",
        "the value of \"e\" is data, not a string", "the value of \"f\" is a number, not a string",
      ])
  }

  @Test func aTopLevelThatIsNoDictionaryDropsTheTable() {
    let text = Self.header + "<array><string>Hello</string></array>\n</plist>\n"
    let result = StringsReader.read(Array(text.utf8), path: "x.strings")
    #expect(
      result.problem?.message
        == "the property list holds an array, not a dictionary of strings: Apple's loader drops the table and the app shows its keys"
    )
    #expect(result.problem?.location.line == 4)
  }

  @Test func aBrokenXMLPropertyListIsUnreadableAtItsLine() {
    let text = Self.header + "<dict>\n<key>a</key>\n<string>A</string>\n<key>b</key>\n</dict>\n</plist>\n"
    let result = StringsReader.read(Array(text.utf8), path: "x.strings")
    #expect(
      result.problem?.message
        == "the key 'b' has no value: Apple's loader cannot read the property list, drops the table and the app shows its keys"
    )
    #expect(result.problem?.location.line == 7)
  }

  @Test func whiteSpaceBeforeTheDeclarationAndUTF16AreRead() {
    let body = "<dict><key>a</key><string>Ä</string></dict></plist>\n"
    let spaced = StringsReader.read(Array(("\n\n" + Self.header + body).utf8), path: "x.strings")
    #expect(spaced.problem == nil)
    #expect(pairs(spaced) == [["a", "Ä"]])
    #expect(spaced.entries[""]?.first?.location.line == 6)

    let utf16 = Array(
      ("\u{FEFF}" + Self.header.replacingOccurrences(of: "UTF-8", with: "UTF-16") + body).utf16)
    let bytes = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let little = StringsReader.read(bytes, path: "x.strings")
    #expect(little.problem == nil)
    #expect(pairs(little) == [["a", "Ä"]])
    #expect(little.entries[""]?.first?.location.line == 4)
  }

  // MARK: Binary

  @Test func aBinaryPropertyListIsReadAndNamesTheFile() throws {
    let bytes = try binary([
      "welcome.title": "Willkommen an Bord", "photos.count": "%d Fotos", "terms.accept": 1,
    ])
    let findings = audit([
      "en.lproj/Localizable.strings": Array(Self.english.utf8),
      "de.lproj/Localizable.strings": bytes,
    ])
    #expect(findings.map(\.rule) == ["value.malformed"])
    #expect(findings.first?.location?.file.hasSuffix("de.lproj/Localizable.strings") == true)
    #expect(findings.first?.location?.line == 0)

    let result = StringsReader.read(bytes, path: "de.lproj/Localizable.strings")
    // Foundation keeps no order: the keys in order.
    #expect(
      pairs(result) == [
        ["photos.count", "%d Fotos"], ["terms.accept", "<none>"], ["welcome.title", "Willkommen an Bord"],
      ])
  }

  @Test func aDamagedBinaryPropertyListIsUnreadable() throws {
    let bytes = try binary(["a": "A"]).dropLast(6)
    let result = StringsReader.read(Array(bytes), path: "x.strings")
    #expect(result.problem?.message.hasPrefix("the binary property list cannot be read (") == true)
    #expect(
      result.problem?.message.hasSuffix("Apple's loader drops the table and the app shows its keys") == true)
    #expect(result.problem?.location == SourceLocation(file: "x.strings"))
  }

  // MARK: Old-style values that are no string

  @Test func anOldStyleValueThatIsNoStringIsSteppedOver() {
    let text = """
      "menu" = { "first" = "One"; "second"; };
      "list" = ( "a", ( "b" ), <0A0b 0c>, );
      "next" = "Weiter";

      """
    let result = StringsReader.read(Array(text.utf8), path: "x.strings")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["menu", "<none>"], ["list", "<none>"], ["next", "Weiter"]])
    #expect(
      result.malformations.map(\.message) == [
        "the value of \"menu\" is a dictionary, not a string",
        "the value of \"list\" is an array, not a string",
      ])
    #expect(result.malformations.map { [$0.location.line, $0.location.column] } == [[1, 10], [2, 10]])
  }

  @Test func anOldStyleValueCoreFoundationRefusesStopsTheFile() {
    let unevenData = StringsReader.read(Array("\"a\" = <6 869>;\n\"b\" = \"c\";".utf8), path: "x.strings")
    #expect(
      unevenData.problem?.message
        == "the data starting at line 1 is not pairs of hex digits; Apple's loader refuses the file and the app shows its keys"
    )
    let noSemicolon = StringsReader.read(Array("\"a\" = { \"x\" = \"y\" };".utf8), path: "x.strings")
    #expect(
      noSemicolon.problem?.message
        == "expected ';' in the dictionary starting at line 1; Apple's loader refuses the file and the app shows its keys"
    )
    let noComma = StringsReader.read(Array("\"a\" = ( \"x\" \"y\" );".utf8), path: "x.strings")
    #expect(
      noComma.problem?.message
        == "expected ',' or ')' in the array starting at line 1; Apple's loader refuses the file and the app shows its keys"
    )
  }

  // MARK: The rest of the grammar, as CoreFoundation reads it

  @Test func whereCoreFoundationRefusesTheFileTheMessageSaysSo() {
    // From a key to its ';', and anywhere in a braced table, CoreFoundation drops the file.
    let noSemicolon = StringsReader.read(Array("\"a\" = \"1\";\n\"b\" = \"2\"\n".utf8), path: "x.strings")
    #expect(noSemicolon.problem?.message == "expected ';' after the value of \"b\"" + StringsReader.refusal)
    let braced = StringsReader.read(Array("{ \"a\" = \"1\"; # }".utf8), path: "x.strings")
    #expect(braced.problem?.message == "expected a key but found '#'" + StringsReader.refusal)
    // Where a key should start, it stops and keeps what it read: no refusal.
    let stray = StringsReader.read(Array("\"a\" = \"1\";\n# \"b\" = \"2\";".utf8), path: "x.strings")
    #expect(stray.problem?.message == "expected a key but found '#'")
    let openKey = StringsReader.read(Array("\"a\" = \"1\";\n\"b".utf8), path: "x.strings")
    #expect(openKey.problem?.message == "unterminated string starting at line 2")
  }

  @Test func singleQuotedUnquotedAndBracedEntriesAreRead() {
    let single = StringsReader.read(Array("'greeting' = 'Say \"hi\"';\n".utf8), path: "x.strings")
    #expect(pairs(single) == [["greeting", "Say \"hi\""]])
    let unquoted = StringsReader.read(Array("onboarding.step_2 = next/page:$1-a;\n".utf8), path: "x.strings")
    #expect(pairs(unquoted) == [["onboarding.step_2", "next/page:$1-a"]])
    let braced = StringsReader.read(Array("{a = 1; b;}".utf8), path: "x.strings")
    #expect(braced.problem == nil)
    #expect(pairs(braced) == [["a", "1"], ["b", "b"]])
  }
}
