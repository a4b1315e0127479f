import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

@Suite("Command line")
struct CommandLineTests {
  /// A small project: English source, German with one obsolete key (a warning), and
  /// optionally French with a missing key (an error).
  private func project(withError: Bool = false) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Onboarding.strings", "\"continue\" = \"Continue\";\n\"skip\" = \"Skip\";\n")
    folder.write(
      "de.lproj/Onboarding.strings",
      "\"continue\" = \"Weiter\";\n\"skip\" = \"Überspringen\";\n\"old\" = \"Alt\";\n")
    if withError {
      folder.write("fr.lproj/Onboarding.strings", "\"continue\" = \"Continuer\";\n")
    }
    return folder
  }

  // MARK: Exit codes

  @Test func cleanTablesExitZero() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"Hello\";\n")
    folder.write("de.lproj/A.strings", "\"a\" = \"Hallo\";\n")
    let result = runTool([folder.path, "--tables", folder.path])
    #expect(result.code == 0)
    #expect(result.out == "onboard-audit: 0 errors, 0 warnings, 0 notes in 2 locales (2 files)\n")
    #expect(result.err.isEmpty)
  }

  @Test func errorsExitOne() {
    let folder = project(withError: true)
    let result = runTool(["audit", folder.path, "--tables", folder.path])
    #expect(result.code == 1)
    #expect(
      result.out.contains(
        "fr.lproj/Onboarding.strings: error: fr lacks 1 of 2 keys of \"Onboarding\" (50 % translated): \"skip\""
      ))
    #expect(result.out.contains("[key.missing]"))
  }

  @Test func warningsAloneExitZeroUnlessFailOnWarning() {
    let folder = project()
    #expect(runTool([folder.path, "--tables", folder.path]).code == 0)
    #expect(runTool([folder.path, "--tables", folder.path, "--fail-on", "warning"]).code == 1)
    #expect(runTool([folder.path, "--tables", folder.path, "--fail-on=note"]).code == 1)
    #expect(runTool([folder.path, "--tables", folder.path, "--fail-on", "never"]).code == 0)
  }

  @Test func failOnNeverStillReportsButExitsZero() {
    let folder = project(withError: true)
    let result = runTool([folder.path, "--tables", folder.path, "--fail-on", "never"])
    #expect(result.code == 0)
    #expect(result.out.contains("[key.missing]"))
  }

  @Test func ruleLevelsChangeSeverityAndTurnRulesOff() {
    let folder = project(withError: true)
    let lowered = runTool([folder.path, "--tables", folder.path, "--rule", "key.missing=warning"])
    #expect(lowered.code == 0)
    #expect(lowered.out.contains("warning: fr lacks 1 of 2 keys"))
    let off = runTool([
      folder.path, "--tables=\(folder.path)", "--rule=key.missing=off", "--rule", "key.obsolete=off",
    ])
    #expect(off.code == 0)
    #expect(!off.out.contains("key.missing") && !off.out.contains("key.obsolete"))
  }

  @Test func nothingToAuditExitsTwo() {
    let folder = TemporaryFolder()
    let result = runTool([folder.path, "--tables", folder.path])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("Error: no string tables found in '\(folder.path)'"))
    #expect(runTool([folder.path, "--tables", folder.path + "/missing"]).code == 2)
  }

  /// A broken file is a finding (exit 1), never a usage error; the other files are audited.
  @Test func brokenFileIsAFindingAndTheRestIsAudited() {
    let folder = project()
    folder.write("fr.lproj/Onboarding.strings", "\"continue\" = \"Continuer\";\n\"skip\" = \"Passer;\n")
    let result = runTool([folder.path, "--tables", folder.path])
    #expect(result.code == 1)
    #expect(result.out.contains("fr.lproj/Onboarding.strings:2:10: error:"))
    #expect(result.out.contains("[input.unreadable]"))
    #expect(result.out.contains("de.lproj/Onboarding.strings:3:1: warning: key \"old\""))
    #expect(
      !result.out.contains("key \"skip\" is missing in \"fr\""), "an unreadable table is not also incomplete")
  }

  // MARK: Usage errors

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases = [
    UsageCase(
      arguments: ["--tabels", "x"], message: "Error: unknown option '--tabels'; did you mean '--tables'?"),
    UsageCase(
      arguments: ["--format", "html"],
      message: "Error: 'html' is not a value of '--format' (values: text, xcode, github, json)"),
    UsageCase(arguments: ["--json"], message: "Error: option '--json' needs a value (FILE)"),
    UsageCase(arguments: ["--fail-on", "errors"], message: "Error: 'errors' is not a value of '--fail-on'"),
    UsageCase(
      arguments: ["--rule", "key.mising=off"],
      message: "Error: unknown rule 'key.mising'; did you mean 'key.missing'?"),
    UsageCase(arguments: ["--rule", "key.missing"], message: "Error: '--rule key.missing' needs ID=LEVEL"),
    UsageCase(
      arguments: ["--rule", "key.missing=fatal"],
      message: "Error: 'fatal' is not a value of '--rule key.missing'"),
    UsageCase(arguments: ["--locale", "jp"], message: "Error: 'jp' is not a locale ICU knows"),
    UsageCase(arguments: ["a", "b"], message: "Error: unexpected argument 'b'"),
    UsageCase(arguments: ["--quiet=yes"], message: "Error: option '--quiet' takes no value"),
    UsageCase(
      arguments: ["rules", "--format", "yaml"], message: "Error: 'yaml' is not a value of '--format'"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsExitTwoWithUsageLine(_ item: UsageCase) {
    let result = runTool(item.arguments)
    #expect(result.code == 2)
    #expect(result.err.hasPrefix(item.message), "\(result.err)")
    #expect(result.err.contains("Usage: onboard-audit"))
    #expect(result.err.contains("See 'onboard-audit --help'."))
    #expect(result.out.isEmpty)
  }

  // MARK: Help and version

  @Test func helpListsEveryOptionOnStandardOutput() {
    let result = runTool(["--help"])
    #expect(result.code == 0)
    for option in AuditCommand.options.map(\.name) {
      #expect(result.out.contains("\n  \(option) "), "\(option)")
    }
    #expect(result.out.contains("EXIT CODES"))
    #expect(runTool(["help"]).out == result.out)
    #expect(runTool(["audit", "-h"]).out == result.out)
  }

  @Test func versionNamesICUAndCLDR() {
    let result = runTool(["--version"])
    #expect(result.code == 0)
    #expect(result.out == "onboard-audit \(Tool.version) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))\n")
    #expect(ICU.version.hasPrefix("7"))
  }

  @Test func rulesCommandListsTheCatalog() {
    let text = runTool(["rules"])
    #expect(text.code == 0)
    for rule in RuleCatalog.descriptions {
      #expect(text.out.contains("\(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.summary)"))
    }
    let json = runTool(["rules", "--format", "json"])
    #expect((try? JSONParser.parse(json.out))?["rules"]?.asArray?.count == RuleCatalog.all.count)
    #expect(runTool(["rules", "--format=markdown"]).out.hasPrefix("| rule | severity | finds |"))
  }

  // MARK: Output formats

  @Test func textFormatOnATerminalHasColourUnlessNoColor() {
    let folder = project(withError: true)
    let coloured = runTool([folder.path, "--tables", folder.path], terminal: true)
    #expect(coloured.out.contains("\u{1B}[1;31merror\u{1B}[0m"))
    #expect(coloured.out.hasSuffix("1 error, 1 warning, 0 notes in 3 locales (3 files)\n"))
    let plain = runTool(
      [folder.path, "--tables", folder.path], terminal: true, environment: ["NO_COLOR": "1"])
    #expect(!plain.out.contains("\u{1B}"))
    #expect(
      !runTool([folder.path, "--tables", folder.path, "--no-color"], terminal: true).out.contains("\u{1B}"))
  }

  @Test func quietPrintsNothingButWritesReports() throws {
    let folder = project(withError: true)
    let report = folder.path + "/out/report.json"
    let result = runTool([folder.path, "--tables", folder.path, "--quiet", "--json", report])
    #expect(result.code == 1)
    #expect(result.out.isEmpty)
    #expect(FileManager.default.fileExists(atPath: report))
  }

  @Test func jsonToStandardOutput() throws {
    let folder = project(withError: true)
    let result = runTool([folder.path, "--tables", folder.path, "--format", "json"])
    let document = try JSONParser.parse(result.out)
    #expect(document["summary"]?["errors"]?.asInt == 1)
    #expect(document["summary"]?["warnings"]?.asInt == 1)
    #expect(document["summary"]?["locales"]?.asArray?.compactMap(\.asString) == ["de", "en", "fr"])
    #expect(document["findings"]?.asArray?.first?["rule"]?.asString == "key.obsolete")
    #expect(runTool([folder.path, "--tables", folder.path, "--json", "-"]).out == result.out)
  }

  // MARK: Config file

  @Test func configFileSetsTablesReportsAndRules() throws {
    let folder = project(withError: true)
    folder.write(
      "onboard-audit.json",
      """
      {"tables": ["."], "rules": {"key.missing": "note"}, "reports": {"json": "out/a.json"}, "failOn": "warning"}
      """)
    let result = runTool([folder.path])
    #expect(result.code == 1, "the obsolete key is a warning and failOn is warning")
    #expect(result.out.contains("note: fr lacks 1 of 2 keys"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/out/a.json"))
  }

  @Test func configErrorsNameTheirPathAndLine() {
    let folder = project()
    folder.write("onboard-audit.json", "{\n  \"tables\": [\".\"],\n  \"reports\": {\"jsn\": \"a.json\"}\n}\n")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: invalid configuration: \(folder.path)/onboard-audit.json:3:15: unknown key 'reports.jsn'; did you mean 'json'?\n"
    )
    folder.write("bad.json", "{\"locales\": \"de\"}")
    let typed = runTool([folder.path, "--config", folder.path + "/bad.json"])
    #expect(typed.err.contains("bad.json:1:13: expected an array of strings at locales, found a string"))
  }

  @Test func commandLineTablesReplaceTheConfigs() {
    let folder = project(withError: true)
    folder.write("onboard-audit.json", "{\"tables\": [\"nowhere\"]}")
    let result = runTool([
      folder.path, "--tables", folder.path + "/en.lproj", "--tables", folder.path + "/de.lproj",
    ])
    #expect(result.code == 0)
    #expect(result.out.hasSuffix("in 2 locales (2 files)\n"))
  }
}

@Suite("Progress")
struct ProgressTests {
  private func manyFiles() -> TemporaryFolder {
    let folder = TemporaryFolder()
    for index in 0..<210 {
      folder.write("en.lproj/T\(index).strings", "\"k\" = \"v\";\n")
    }
    return folder
  }

  @Test func progressGoesToATerminalOnly() {
    let folder = manyFiles()
    let piped = runTool([folder.path, "--tables", folder.path])
    #expect(piped.err.isEmpty)
    let terminal = runTool([folder.path, "--tables", folder.path], terminal: true)
    #expect(terminal.err.contains("Reading tables: 210 of 210 (100 %)"))
    #expect(terminal.err.hasSuffix("\r\u{1B}[K"))
  }

  @Test func shortRunsShowNoProgress() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"k\" = \"v\";\n")
    #expect(runTool([folder.path, "--tables", folder.path], terminal: true).err.isEmpty)
  }
}
