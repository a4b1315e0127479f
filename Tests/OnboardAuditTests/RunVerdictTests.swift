import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// The verdict a CI system reads from the reports is the exit code's: JUnit fails exactly the
/// findings that fail the run, and a run that ends with exit 2 still leaves reports that say why.
@Suite("Run verdict in the reports")
struct RunVerdictTests {
  /// English source; German with an obsolete key (a warning); French missing a key (an error).
  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Onboarding.strings", "\"continue\" = \"Continue\";\n\"skip\" = \"Skip\";\n")
    folder.write(
      "de.lproj/Onboarding.strings",
      "\"continue\" = \"Weiter\";\n\"skip\" = \"Überspringen\";\n\"old\" = \"Alt\";\n")
    folder.write("fr.lproj/Onboarding.strings", "\"continue\" = \"Continuer\";\n")
    return folder
  }

  private func count(_ text: String, _ part: String) -> Int {
    text.components(separatedBy: part).count - 1
  }

  struct VerdictCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var code: Int32
    var failures: Int
    var passingWithMessage: Int
    var testDescription: String { arguments.isEmpty ? "default" : arguments.joined(separator: " ") }
  }

  static let verdictCases = [
    VerdictCase(arguments: [], code: 1, failures: 1, passingWithMessage: 1),
    VerdictCase(arguments: ["--fail-on", "warning"], code: 1, failures: 2, passingWithMessage: 0),
    VerdictCase(arguments: ["--fail-on", "note"], code: 1, failures: 2, passingWithMessage: 0),
    VerdictCase(arguments: ["--fail-on", "never"], code: 0, failures: 0, passingWithMessage: 2),
    VerdictCase(arguments: ["--rule", "key.missing=warning"], code: 0, failures: 0, passingWithMessage: 2),
  ]

  @Test(arguments: verdictCases)
  func junitFailsWhatFailsTheRun(_ item: VerdictCase) throws {
    let folder = project()
    let report = folder.path + "/out/junit.xml"
    let result = runTool([folder.path, "--tables", folder.path, "--junit", report] + item.arguments)
    #expect(result.code == item.code)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(count(xml, "<failure ") == item.failures)
    #expect(count(xml, "<system-out>") == item.passingWithMessage)
    #expect(xml.contains("failures=\"\(item.failures)\" errors=\"0\""))
    try expectValidReports(["--junit", report])
  }

  @Test func aWarningBelowFailOnIsAPassingCaseWithItsMessage() throws {
    let folder = project()
    let report = folder.path + "/junit.xml"
    _ = runTool([folder.path, "--tables", folder.path, "--junit", report])
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    let start = try #require(
      xml.range(of: "<testcase classname=\"key.de\" name=\"key.obsolete · Onboarding\""))
    let end = try #require(xml[start.upperBound...].range(of: "</testcase>"))
    let testCase = xml[start.lowerBound..<end.upperBound]
    #expect(testCase.contains("<system-out>"))
    #expect(
      testCase.contains("warning: de has 1 key of \"Onboarding\" that the source \"en\" lacks: \"old\""))
    #expect(!testCase.contains("<failure"))
  }

  @Test func writingTheBaselineFailsNothing() throws {
    let folder = project()
    let report = folder.path + "/junit.xml"
    let result = runTool([
      folder.path, "--tables", folder.path, "--junit", report, "--write-baseline", folder.path + "/base.json",
    ])
    #expect(result.code == 0)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(count(xml, "<failure ") == 0)
    #expect(count(xml, "<system-out>") == 2)
  }

  // MARK: Exit 2

  private func reportArguments(_ folder: TemporaryFolder) -> [String] {
    [
      "--junit", folder.path + "/r/junit.xml", "--sarif", folder.path + "/r/log.sarif", "--json",
      folder.path + "/r/report.json", "--markdown", folder.path + "/r/list.md", "--html",
      folder.path + "/r/page.html",
    ]
  }

  private func expectFailureReports(in folder: TemporaryFolder, naming problem: String) throws {
    let junit = try String(contentsOfFile: folder.path + "/r/junit.xml", encoding: .utf8)
    #expect(junit.contains("<testcase classname=\"onboard-audit\" name=\"run\""))
    #expect(junit.contains("<error message=\"\(problem)"), "\(junit)")
    #expect(junit.contains("tests=\"1\" failures=\"0\" errors=\"1\""))
    let sarif = try String(contentsOfFile: folder.path + "/r/log.sarif", encoding: .utf8)
    #expect(sarif.contains("\"executionSuccessful\": false"))
    #expect(sarif.contains(problem))
    let json = try JSONParser.parse(String(contentsOfFile: folder.path + "/r/report.json", encoding: .utf8))
    #expect(json["error"]?.asString?.hasPrefix(problem) == true)
    #expect(json["findings"]?.asArray?.isEmpty == true)
    #expect(
      try String(contentsOfFile: folder.path + "/r/list.md", encoding: .utf8).contains("```\n\(problem)"))
    #expect(try String(contentsOfFile: folder.path + "/r/page.html", encoding: .utf8).contains("did not run"))
    try expectValidReports(["--junit", folder.path + "/r/junit.xml", "--sarif", folder.path + "/r/log.sarif"])
  }

  @Test func nothingToAuditLeavesReportsThatSayWhy() throws {
    let folder = TemporaryFolder()
    folder.write("README.txt", "no tables here\n")
    let result = runTool([folder.path] + reportArguments(folder))
    #expect(result.code == 2)
    try expectFailureReports(in: folder, naming: "no onboarding.json and no string tables found in")
  }

  @Test func aUsageErrorLeavesReportsThatSayWhy() throws {
    let folder = TemporaryFolder()
    let result = runTool([folder.path, "--tabels", "x"] + reportArguments(folder))
    #expect(result.code == 2)
    try expectFailureReports(in: folder, naming: "Unknown option '--tabels'")
  }

  /// docs/ci.md: a broken manifest is a finding, not exit 2. The tables are still audited and
  /// the reports written; the config's reports say what is wrong and where.
  @Test func aBrokenManifestIsAFindingAndTheTablesAreStillAudited() throws {
    let folder = project()
    folder.write("onboarding.json", "{\"screens\": [}")
    folder.write(
      "onboard-audit.json", "{\"flow\": \"onboarding.json\", \"reports\": {\"junit\": \"r/junit.xml\"}}")
    let result = runTool([folder.path])
    #expect(result.code == 1)
    #expect(result.err.isEmpty, "\(result.err)")
    #expect(
      result.out.contains(
        "onboarding.json:1:14: error: the flow manifest cannot be used, so no screen is checked for VoiceOver or Reduce Motion until it is fixed: "
      ), "\(result.out)")
    #expect(result.out.contains("[input.unreadable]"))
    #expect(result.out.contains("[key.missing]"))
    let junit = try String(contentsOfFile: folder.path + "/r/junit.xml", encoding: .utf8)
    #expect(
      junit.contains(
        "<error message=\"the flow manifest cannot be used, so no screen is checked for VoiceOver or Reduce Motion until it is fixed: "
      ), "\(junit)")
    #expect(junit.contains("name=\"key.missing · "))
    try expectValidReports(["--junit", folder.path + "/r/junit.xml"])
  }

  /// An unknown field, a wrong type and a bad value: each is one `input.unreadable` finding at
  /// its line and column, with the JSON path and, for a typo, the field meant.
  @Test(arguments: [
    (
      #"{"screens": [{"id": "s", "elements": [{"id": "a", "lable": "x"}]}]}"#, 1, 51,
      "unknown field 'screens[0].elements[0].lable'; did you mean 'label'?"
    ),
    (
      #"{"screens": [{"id": "s", "elements": [{"id": "a", "hidden": "yes"}]}]}"#, 1, 61,
      "expected true or false at screens[0].elements[0].hidden"
    ),
    (
      #"{"screens": [{"id": "s", "elements": [{"id": "a", "role": "buton"}]}]}"#, 1, 59,
      "'buton' is not a value of screens[0].elements[0].role (did you mean 'button'?"
    ),
  ])
  func aManifestDefectIsOneFindingWithItsPlace(json: String, line: Int, column: Int, message: String) throws {
    let folder = project()
    folder.write("onboarding.json", json)
    let result = runTool([folder.path, "--flow", folder.path + "/onboarding.json", "--format", "json"])
    #expect(result.code == 1)
    let report = try JSONParser.parse(result.out)
    let findings = try #require(report["findings"]?.asArray)
    let unreadable = findings.filter { $0["rule"]?.asString == "input.unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?["line"]?.asInt == line && unreadable.first?["column"]?.asInt == column)
    #expect(unreadable.first?["message"]?.asString?.contains(message) == true, "\(unreadable)")
    #expect(findings.contains { $0["rule"]?.asString == "key.missing" })
  }

  /// Nothing to audit at all (no manifest, no tables) is still exit 2, with the JUnit
  /// `<error>` naming the problem.
  @Test func noTablesAndNoManifestIsStillExitTwo() throws {
    let folder = TemporaryFolder()
    folder.write("notes.txt", "nothing here\n")
    let result = runTool([folder.path] + reportArguments(folder))
    #expect(result.code == 2)
    try expectFailureReports(in: folder, naming: "no onboarding.json and no string tables found in")
  }

  /// A report that cannot be written is exit 2, and the reports that were written stay the
  /// run's real reports: none is replaced by a failure report.
  @Test func aReportThatCannotBeWrittenReplacesNoOther() throws {
    let folder = project()
    folder.write("plain.txt", "a file, not a folder\n")
    let result = runTool([
      folder.path, "--tables", folder.path, "--junit", folder.path + "/junit.xml", "--json",
      folder.path + "/plain.txt/report.json",
    ])
    #expect(result.code == 2)
    #expect(result.err.contains("plain.txt/report.json"))
    let junit = try String(contentsOfFile: folder.path + "/junit.xml", encoding: .utf8)
    #expect(junit.contains("key.missing · Onboarding"))
    #expect(!junit.contains("name=\"run\""))
  }
}
