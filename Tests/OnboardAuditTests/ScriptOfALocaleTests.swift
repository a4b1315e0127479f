import Testing

@testable import OnboardAudit

/// A locale folder whose values are mostly in another script holds another language: one
/// `text.script-mismatch` finding for the table and locale, naming the likely language.
@Suite("A locale in another script")
struct ScriptOfALocaleTests {
  private func findings(count: Int, arabic: Int) -> [Finding] {
    let folder = TemporaryFolder()
    var source = "<resources>\n"
    var kurdish = "<resources>\n"
    for index in 0..<count {
      source += "<string name=\"s\(index)\">Open the list number \(index) now</string>\n"
      kurdish +=
        index < arabic
        ? "<string name=\"s\(index)\">لیستی ژمارە \(index) بکەرەوە ئێستا</string>\n"
        : "<string name=\"s\(index)\">Lîsteya hejmar \(index) niha veke</string>\n"
    }
    folder.write("res/values/strings.xml", source + "</resources>\n")
    folder.write("res/values-ku/strings.xml", kurdish + "</resources>\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == "text.script-mismatch" }
  }

  @Test func aFolderOfSoraniInKurmanjisPlaceIsOneFinding() throws {
    let found = findings(count: 14, arabic: 12)
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.keys.count == 12)
    #expect(finding.location?.line == 2)
    #expect(
      finding.message
        == "12 of 14 values of \"res/strings\" in \"ku\" are written in Arab, not in its scripts (Latn): the folder likely holds \(ICU.displayName("ckb") ?? "ckb") (ckb), not \(ICU.displayName("ku") ?? "ku"); move it, or name its folder for its language"
    )
  }

  /// Latin letters in an Arabic folder are another language, which the script does not name.
  @Test func aFolderInAScriptItsLanguageIsNotWrittenInIsAnotherLanguage() throws {
    let folder = TemporaryFolder()
    var source = "<resources>\n"
    var arabic = "<resources>\n"
    for index in 0..<12 {
      source += "<string name=\"s\(index)\">Open the list number \(index) now</string>\n"
      arabic += "<string name=\"s\(index)\">abre la lista número \(index) ahora mismo</string>\n"
    }
    folder.write("res/values/strings.xml", source + "</resources>\n")
    folder.write("res/values-ar/strings.xml", arabic + "</resources>\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let found = Audit.run(settings).findings.filter { $0.rule == "text.script-mismatch" }
    #expect(
      found.map(\.message) == [
        "12 of 12 values of \"res/strings\" in \"ar\" are written in Latn, not in its scripts (Arab): the folder likely holds another language than Arabic; check which, and move it"
      ])
  }

  /// A few values in another script are each a finding of their own.
  @Test func aFewValuesInAnotherScriptAreEachAFinding() {
    let found = findings(count: 14, arabic: 3)
    #expect(found.count == 3)
    #expect(found.allSatisfy { $0.key != nil && $0.message.contains("has words in Arab") })
  }
}
