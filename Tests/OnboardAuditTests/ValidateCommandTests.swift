import Foundation
import Testing

/// `onboard-audit validate FILE...`, run in process.
@Suite struct ValidateCommandTests {
  private func xliffProject() -> (TemporaryFolder, String) {
    let folder = TemporaryFolder()
    let file = folder.write(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/en.lproj/Intro.strings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="intro.title"><source>Welcome to %@</source><target>Willkommen</target></trans-unit>
            <trans-unit id="intro.next"><source>Next</source></trans-unit>
            <trans-unit id="intro.skip"><source>Skip</source><target state="needs-review-translation">Überspringen</target></trans-unit>
          </body>
        </file>
      </xliff>
      """)
    return (folder, file)
  }

  @Test func xliffReportHasHeaderProblemsWithLinesAndCounts() {
    let (_, file) = xliffProject()
    let output = runTool(["validate", file])
    #expect(output.code == 1)
    let lines = output.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("File:") && lines[0].hasSuffix("de.xliff (XLIFF 1.2)"))
    #expect(lines[1] == "Language: de (German)")
    #expect(lines[2] == "Plurals:  one (1), other (0, 2–16, …)")
    #expect(lines[3] == "Source:   en (English), inside the file")
    #expect(output.out.contains("line 5:74: error: placeholders of \"intro.title\""))
    #expect(
      output.out.contains(
        "file: error: de lacks 1 of 3 keys of \"App/Intro\": \"intro.next\"; the other 2 are translated (66 %)"
      ))
    #expect(output.out.contains("line 7:97: warning: translation of \"intro.skip\""))
    #expect(output.out.hasSuffix("2 errors, 1 warning, 0 notes\n"))
  }

  @Test func failOnNeverExitsZero() {
    let (_, file) = xliffProject()
    #expect(runTool(["validate", file, "--fail-on", "never"]).code == 0)
  }

  @Test func androidFileIsCheckedAgainstValuesFolder() {
    let folder = TemporaryFolder()
    folder.write(
      "res/values/strings.xml",
      """
      <resources>
          <string name="welcome">Welcome, %1$s</string>
          <string name="next">Next</string>
          <string name="app" translatable="false">Ova</string>
      </resources>
      """)
    let delivered = folder.write(
      "res/values-fr/strings.xml",
      """
      <resources>
          <string name="welcome">Bienvenue, %1$d</string>
      </resources>
      """)
    let output = runTool(["validate", delivered])
    #expect(output.code == 1)
    #expect(output.out.contains("Language: fr (French)"))
    #expect(
      output.out.contains("from \(folder.path)/res/values/strings.xml")
        || output.out.contains("res/values/strings.xml"))
    #expect(output.out.contains("line 2:28: error: placeholders of \"welcome\""))
    #expect(output.out.contains("file: error: fr lacks 1 of 2 keys of "))
    #expect(output.out.contains("/res/strings\": \"next\"; the other key is translated (50 %) [key.missing]"))
    #expect(!output.out.contains("\"app\""))
    #expect(output.out.hasSuffix("2 errors, 0 warnings, 0 notes\n"))
  }

  @Test func cleanDeliveryExitsZero() {
    let folder = TemporaryFolder()
    folder.write("res/values/strings.xml", "<resources><string name=\"a\">Hello</string></resources>")
    let delivered = folder.write(
      "res/values-de/strings.xml", "<resources><string name=\"a\">Hallo</string></resources>")
    let output = runTool(["validate", delivered])
    #expect(output.code == 0)
    #expect(output.out.contains("No problems found."))
  }

  @Test func lprojFileFindsTheSourceFolder() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Intro.strings", "\"a\" = \"Hello\";\n\"b\" = \"Bye\";\n")
    let delivered = folder.write("de.lproj/Intro.strings", "\"a\" = \"Hallo\";\n")
    let output = runTool(["validate", delivered])
    #expect(output.code == 1)
    #expect(output.out.contains("file: error: de lacks 1 of 2 keys of "))
    #expect(output.out.contains("/Intro\": \"b\"; the other key is translated (50 %) [key.missing]"))
  }

  /// ICU has no plural rules for Occitan: the header says so rather than list the root's.
  @Test func aLanguageWithoutPluralRulesSaysSo() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Intro.strings", "\"a\" = \"Hello\";\n")
    let delivered = folder.write("oc.lproj/Intro.strings", "\"a\" = \"Adieu\";\n")
    let output = runTool(["validate", delivered])
    #expect(
      output.out.contains(
        "has no plural rules for this language; 'other' is checked alone\n"))
  }

  @Test func missingFileAndNoFileAreExitTwo() {
    #expect(runTool(["validate"]).code == 2)
    let missing = runTool(["validate", "/nonexistent/values-de/strings.xml"])
    #expect(missing.code == 2)
    #expect(missing.err.hasPrefix("Error: no such file or folder: /nonexistent/values-de/strings.xml\n"))
    let folder = TemporaryFolder()
    let other = folder.write("notes.txt", "hello\n")
    let unusable = runTool(["validate", other])
    #expect(unusable.code == 2)
    #expect(unusable.err == "Error: '\(other)' is not a string table this tool reads\n")
  }

  /// The source locale is decided as a project's is: a catalog whose `sourceLanguage` is not
  /// English is checked against its own source, and its source's text is not a delivery.
  @Test func aCatalogIsCheckedAgainstItsOwnSourceLanguage() {
    let folder = TemporaryFolder()
    let catalog = folder.write(
      "Greeting.xcstrings",
      """
      {
        "sourceLanguage" : "fr",
        "strings" : {
          "lantern.title" : {
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Allumez la lanterne" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Zünden Sie die Laterne an" } }
            }
          },
          "lantern.hint" : {
            "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Touchez deux fois" } }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    let output = runTool(["validate", catalog])
    let lines = output.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == "Language: de (German)")
    #expect(lines[3] == "Source:   fr (French), inside the file")
    #expect(output.out.contains("de lacks 1 of 2 keys of "))
    #expect(!output.out.contains("fr lacks"))
  }

  /// `--source-locale` wins over the folders' own: a delivered table is checked against the
  /// same file in that locale's folder, which is then the source.
  @Test func theSourceLocaleGivenPicksTheSourceFolder() {
    let folder = TemporaryFolder()
    let source = folder.write(
      "fr.lproj/Lantern.strings", "\"glow\" = \"Lueur\";\n\"dim\" = \"Pénombre\";\n")
    folder.write("en.lproj/Lantern.strings", "\"glow\" = \"Glow\";\n")
    let delivered = folder.write("de.lproj/Lantern.strings", "\"glow\" = \"Schein\";\n")
    let output = runTool(["validate", delivered, "--source-locale", "fr"])
    #expect(output.out.contains("Source:   fr (French), from "))
    #expect(output.out.contains("fr.lproj/Lantern.strings\n"))
    #expect(output.out.contains("/Lantern\": \"dim\"; the other key is translated (50 %) [key.missing]"))
    let itself = runTool(["validate", source, "--source-locale", "fr"])
    #expect(itself.out.contains(": this file is the source;"))
  }

  @Test func theSourceFileItselfIsNamedAsTheSource() {
    let folder = TemporaryFolder()
    let source = folder.write("en.lproj/Intro.strings", "\"a\" = \"Hello\";\n")
    folder.write("de.lproj/Intro.strings", "\"a\" = \"Hallo\";\n")
    let output = runTool(["validate", source])
    #expect(output.code == 0)
    #expect(
      output.out.contains(
        "Source:   en (English): this file is the source; validate a translation to compare it with this one")
    )
    let android = folder.write(
      "values/strings.xml", "<resources><string name=\"a\">Hello</string></resources>")
    #expect(runTool(["validate", android]).out.contains(": this file is the source;"))
  }

  @Test func helpIsListed() {
    #expect(
      runTool(["validate", "--help"]).out.contains(
        "USAGE: onboard-audit validate [<file> ...] [--source-locale <locale>]"))
    #expect(runTool(["--help"]).out.contains("\n  validate  "))
  }
}
