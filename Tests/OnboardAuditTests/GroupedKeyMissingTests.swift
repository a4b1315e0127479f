import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// `key.missing` is one finding per table and locale with every key it lacks (docs/rules.md).
@Suite("key.missing, grouped")
struct GroupedKeyMissingTests {
  private func project(_ german: String) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/A.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n\"e\" = \"E\";\n"
    )
    folder.write("de.lproj/A.strings", german)
    return folder
  }

  @Test func theMessageCountsTheKeysAndNamesTheFirst() {
    #expect(
      KeyMissingRule.message(
        locale: "de", table: "Localizable", missing: ["x", "y"], translated: 2652, of: 2654)
        == "de lacks 2 of 2,654 keys of \"Localizable\": \"x\", \"y\"; the other 2,652 are translated (99 %)")
    #expect(
      KeyMissingRule.message(
        locale: "fr", table: "T", missing: ["a", "b", "c", "d", "e"], translated: 0, of: 5)
        == "fr lacks 5 of 5 keys of \"T\": \"a\", \"b\", \"c\" and 2 more")
    #expect(
      KeyMissingRule.message(
        locale: "ja", table: "T", missing: Array(repeating: "k", count: 1312), translated: 998_688,
        of: 1_000_000
      )
      .hasPrefix("ja lacks 1,312 of 1,000,000 keys of \"T\": \"k\", \"k\", \"k\" and 1,309 more"))
  }

  /// Most of the keys present are copies: the counts say so, and add up to the table's, so
  /// that "lacks 3 of 168" never stands beside "5 % translated" alone.
  @Test func theCountsOfTheOtherKeysAddUp() {
    #expect(
      KeyMissingRule.message(
        locale: "eo", table: "Garden", missing: ["moss", "fern", "ivy"], translated: 8, of: 168)
        == "eo lacks 3 of 168 keys of \"Garden\": \"moss\", \"fern\", \"ivy\"; of the other 165, 8 are translated (4 %) and 157 are empty or the source's text"
    )
    #expect(
      KeyMissingRule.message(locale: "eo", table: "Garden", missing: ["moss"], translated: 1, of: 3)
        == "eo lacks 1 of 3 keys of \"Garden\": \"moss\"; of the other 2, 1 is translated (33 %) and 1 is empty or the source's text"
    )
    #expect(
      KeyMissingRule.message(locale: "eo", table: "Garden", missing: ["moss"], translated: 1, of: 2)
        == "eo lacks 1 of 2 keys of \"Garden\": \"moss\"; the other key is translated (50 %)")
    #expect(
      KeyMissingRule.message(locale: "eo", table: "Garden", missing: ["moss"], translated: 0, of: 2)
        == "eo lacks 1 of 2 keys of \"Garden\": \"moss\"; the other key is empty or the source's text")
    // A suppression splits the missing keys between two findings: the others are counted
    // apart from both.
    #expect(
      KeyMissingRule.message(
        locale: "eo", table: "Garden", missing: ["moss"], lacking: 3, translated: 4, of: 10)
        == "eo lacks 1 of 10 keys of \"Garden\": \"moss\"; 2 more keys are missing, reported apart; of the other 7, 4 are translated (40 %) and 3 are empty or the source's text"
    )
  }

  @Test func oneFindingPerLocaleWithEveryKeyInTheReports() throws {
    let folder = project("\"a\" = \"A-de\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let result = Audit.run(settings)
    let missing = result.findings.filter { $0.rule == "key.missing" }
    #expect(missing.count == 1)
    #expect(missing.first?.keys == ["b", "c", "d", "e"])
    #expect(missing.first?.location == OnboardAudit.SourceLocation(file: folder.path + "/de.lproj/A.strings"))
    let markdown = String(decoding: MarkdownReporter().report(result), as: UTF8.self)
    #expect(markdown.contains("<details><summary>4 keys</summary>\n\n  `b`, `c`, `d`, `e`\n\n  </details>"))
    let junit = String(decoding: JUnitReporter().report(result), as: UTF8.self)
    #expect(junit.contains("[key.missing]\nb\nc\nd\ne</failure>"))
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(
      html.contains("<summary>4 keys</summary><code>b</code> <code>c</code> <code>d</code> <code>e</code>"))
  }

  @Test func aBaselineKnowsTheFindingUntilAKeyMoreIsMissing() throws {
    let folder = project("\"a\" = \"A-de\";\n\"b\" = \"B-de\";\n")
    let baseline = folder.path + "/baseline.json"
    let written = runTool([folder.path, "--tables", folder.path, "--write-baseline", baseline])
    #expect(written.code == 0)
    #expect(runTool([folder.path, "--tables", folder.path, "--baseline", baseline]).code == 0)
    // Fewer keys missing: still known.
    folder.write("de.lproj/A.strings", "\"a\" = \"A-de\";\n\"b\" = \"B-de\";\n\"c\" = \"C-de\";\n")
    #expect(runTool([folder.path, "--tables", folder.path, "--baseline", baseline]).code == 0)
    // A key goes missing that was there when the baseline was written: the run fails.
    folder.write("de.lproj/A.strings", "\"a\" = \"A-de\";\n")
    let failed = runTool([folder.path, "--tables", folder.path, "--baseline", baseline])
    #expect(failed.code == 1)
    #expect(failed.out.contains("de lacks 4 of 5 keys"))
    let text = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(text.contains("\"keys\": ["))
  }

  @Test func anXLIFFUnitWithoutTargetIsAMissingKeyNotAnEmptyValue() {
    let folder = TemporaryFolder()
    folder.write(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file original="App/en.lproj/Intro.strings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="hello"><source>Hello</source><target>Hallo</target></trans-unit>
            <trans-unit id="bye"><source>Bye</source></trans-unit>
          </body>
        </file>
      </xliff>
      """)
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let findings = Audit.run(settings).findings
    #expect(findings.filter { $0.rule == "value.empty" }.isEmpty)
    #expect(findings.filter { $0.rule == "key.missing" }.map(\.keys) == [["bye"]])
  }
}
