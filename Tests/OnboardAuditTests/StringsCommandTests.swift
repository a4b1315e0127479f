import Foundation
import Testing

/// `onboard-audit strings PATH...`: every value as read, in three formats, run in process.
@Suite struct StringsCommandTests {
  /// An Apple table in two locales with a plural, and an Android one with quotes and a plural.
  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "App/en.lproj/Main.strings",
      "/* Greeting */\n\"hello\" = \"Hello,\\n\\\"%@\\\"\";\n\"bye\" = \"Bye\";\n")
    folder.write(
      "App/de.lproj/Main.strings", "\"hello\" = \"Hallo,\\n\\U00e9 \\\"%@\\\"\";\n\"bye\" = \"Tschüss\";\n")
    folder.write(
      "App/en.lproj/Main.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>files</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string>
            <key>other</key><string>%d files</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """)
    folder.write(
      "res/values-de/strings.xml",
      """
      <resources>
        <string name="quote">"  two  spaces  " and \\'quotes\\'</string>
        <plurals name="songs"><item quantity="one">%d Lied</item><item quantity="other">%d Lieder, "a,b"</item></plurals>
      </resources>

      """)
    folder.write("res/values/strings.xml", "<resources>\n  <string name=\"quote\">x</string>\n</resources>\n")
    return folder
  }

  @Test func textIsOneLinePerValueWithEscapesShown() {
    let folder = project()
    let app = folder.path + "/App"
    let output = runTool(["strings", app])
    #expect(output.code == 0)
    #expect(output.err == "")
    #expect(
      output.out == """
        \(app)/de.lproj/Main.strings:1:11: de "hello" = "Hallo,\\né \\"%@\\""
        \(app)/de.lproj/Main.strings:2:9: de "bye" = "Tschüss"
        \(app)/en.lproj/Main.strings:2:11: en "hello" = "Hello,\\n\\"%@\\""
        \(app)/en.lproj/Main.strings:3:9: en "bye" = "Bye"
        \(app)/en.lproj/Main.stringsdict:6:42: en "files" = "%#@n@"
        \(app)/en.lproj/Main.stringsdict:11:21: en "files" substitution.n/plural.one = "%d file"
        \(app)/en.lproj/Main.stringsdict:12:23: en "files" substitution.n/plural.other = "%d files"

        """)
  }

  @Test func jsonHasOneObjectPerValueAndTheLocaleFilterCanonicalizes() {
    let folder = project()
    let res = folder.path + "/res"
    let output = runTool(["strings", res, "--format", "json", "--locale", "DE"])
    #expect(output.code == 0)
    #expect(
      output.out == """
        [
          {"table": "strings", "locale": "de", "key": "quote", "value": "  two  spaces   and 'quotes'", \
        "file": "\(res)/values-de/strings.xml", "line": 2, "column": 24},
          {"table": "strings", "locale": "de", "key": "songs", "variant": "plural.one", "value": "%d Lied", \
        "file": "\(res)/values-de/strings.xml", "line": 3, "column": 46},
          {"table": "strings", "locale": "de", "key": "songs", "variant": "plural.other", "value": "%d Lieder, a,b", \
        "file": "\(res)/values-de/strings.xml", "line": 3, "column": 83}
        ]

        """)
  }

  @Test func csvQuotesFieldsAsRFC4180Says() {
    let folder = project()
    let res = folder.path + "/res"
    let output = runTool(["strings", res, "--format", "csv", "--locale", "de"])
    #expect(output.code == 0)
    #expect(
      output.out
        == "table,locale,key,variant,value,file,line,column,state,comment\r\n"
        + "strings,de,quote,,  two  spaces   and 'quotes',\(res)/values-de/strings.xml,2,24,,\r\n"
        + "strings,de,songs,plural.one,%d Lied,\(res)/values-de/strings.xml,3,46,,\r\n"
        + "strings,de,songs,plural.other,\"%d Lieder, a,b\",\(res)/values-de/strings.xml,3,83,,\r\n")
  }

  @Test func catalogValuesCarryTheirStateAndComment() {
    let folder = TemporaryFolder()
    let catalog = folder.write(
      "Localizable.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "greeting": {"comment": "Shown \\"once\\"", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Hi"}},
          "fr": {"stringUnit": {"state": "needs_review", "value": "Salut,\\ntoi"}}}}}}
      """)
    let json = runTool(["strings", folder.path, "--format", "json", "--locale", "fr"])
    #expect(json.code == 0)
    #expect(
      json.out == """
        [
          {"table": "Localizable", "locale": "fr", "key": "greeting", "value": "Salut,\\ntoi", \
        "file": "\(catalog)", "line": 4, "column": 61, "state": "needs_review", "comment": "Shown \\"once\\""}
        ]

        """)
    let csv = runTool(["strings", folder.path, "--format", "csv", "--locale", "fr"])
    #expect(
      csv.out.hasSuffix(
        ",\"Salut,\ntoi\",\(catalog),4,61,needs_review,\"Shown \"\"once\"\"\"\r\n"))
    let text = runTool(["strings", folder.path, "--locale", "fr"])
    #expect(text.out == "\(catalog):4:61: fr \"greeting\" = \"Salut,\\ntoi\" [needs_review]\n")
  }

  @Test func brokenFileIsSaidOnStandardErrorAndTheRestIsPrinted() {
    let folder = project()
    let broken = folder.write("App/fr.lproj/Main.strings", "\"hello\" = \"Salut\";\n\"bye\" = \"Au revoir;\n")
    let output = runTool(["strings", folder.path + "/App", "--locale", "fr", "--locale", "en"])
    #expect(output.code == 1)
    #expect(
      output.err
        == "\(broken):2:9: error: unterminated string starting at line 2; Apple's loader refuses the file and the app shows its keys\n"
    )
    let lines = output.out.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.contains { $0.hasSuffix("fr \"hello\" = \"Salut\"") })
    #expect(!lines.contains { $0.contains(" de ") })
  }

  @Test func nothingToListIsExitTwo() {
    let folder = TemporaryFolder()
    folder.write("notes.txt", "nothing")
    let empty = runTool(["strings", folder.path])
    #expect(empty.code == 2)
    #expect(empty.out == "")
    #expect(empty.err.contains("no string table found"))
    let missing = runTool(["strings", folder.path + "/absent"])
    #expect(missing.code == 2)
    #expect(missing.err.contains("no such file or folder"))
    #expect(runTool(["strings"]).code == 2)
    #expect(runTool(["strings", folder.path, "--locale", "xx-notalocale"]).code == 2)
    #expect(runTool(["strings", folder.path, "--format", "yaml"]).code == 2)
  }
}
