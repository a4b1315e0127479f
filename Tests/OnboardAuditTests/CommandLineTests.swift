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
        "fr.lproj/Onboarding.strings: error: fr lacks 1 of 2 keys of \"Onboarding\": \"skip\"; the other key is translated (50 %)"
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
    #expect(
      result.out.contains(
        "de.lproj/Onboarding.strings:3:1: warning: de has 1 key of \"Onboarding\" that the source \"en\" lacks: \"old\"; remove it, or restore it in the source [key.obsolete]"
      ))
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
      arguments: ["--tabels", "x"], message: "Error: Unknown option '--tabels'. Did you mean '--tables'?"),
    UsageCase(
      arguments: ["--format", "html"],
      message:
        "Error: The value 'html' is invalid for '--format <format>'. Please provide one of 'text', 'xcode', 'github' or 'json'."
    ),
    UsageCase(arguments: ["--json"], message: "Error: Missing value for '--json <file>'"),
    UsageCase(
      arguments: ["--fail-on", "errors"],
      message: "Error: The value 'errors' is invalid for '--fail-on <level>'"),
    UsageCase(
      arguments: ["--rule", "key.mising=off"],
      message:
        "Error: The value 'key.mising=off' is invalid for '--rule <id=level>': unknown rule 'key.mising'; did you mean 'key.missing'?"
    ),
    UsageCase(
      arguments: ["--rule", "key.missing"],
      message:
        "Error: The value 'key.missing' is invalid for '--rule <id=level>': '--rule key.missing' needs ID=LEVEL"
    ),
    UsageCase(
      arguments: ["--rule", "key.missing=fatal"],
      message:
        "Error: The value 'key.missing=fatal' is invalid for '--rule <id=level>': 'fatal' is not a value of '--rule key.missing'"
    ),
    UsageCase(arguments: ["--locale", "jp"], message: "Error: 'jp' is not a locale ICU knows"),
    UsageCase(arguments: [".", "b"], message: "Error: Unexpected argument 'b'"),
    UsageCase(arguments: ["/nonexistent/path"], message: "Error: no such file or folder: /nonexistent/path"),
    UsageCase(
      arguments: ["--tables", "/nonexistent/path"],
      message: "Error: no such file or folder: /nonexistent/path"),
    UsageCase(arguments: ["--quiet=yes"], message: "Error: The option '--quiet' does not take any value"),
    UsageCase(
      arguments: ["--json", "-", "--sarif", "-"],
      message: "Error: only one report can go to standard output ('-')"),
    UsageCase(
      arguments: ["rule"],
      message:
        "Error: unknown subcommand 'rule'; did you mean 'rules'? (a folder 'rule' does not exist either)"),
    UsageCase(
      arguments: ["rules", "--format", "yaml"],
      message:
        "Error: The value 'yaml' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'markdown'."
    ),
    UsageCase(
      arguments: ["voiceover", "--locale", "de", "--locale", "fr"],
      message: "Error: give one --locale (given: de, fr); the screens are read in one locale at a time"),
    UsageCase(arguments: ["validate"], message: "Error: give the file to validate"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsExitTwoWithUsageLine(_ item: UsageCase) {
    let result = runTool(item.arguments)
    #expect(result.code == 2)
    #expect(result.err.hasPrefix(item.message), "\(result.err)")
    #expect(result.err.contains("\nUsage: onboard-audit"))
    #expect(result.err.contains("--help' for more information."))
    // Only a usage error that names standard output as a report's path prints on it: the
    // report that says what went wrong.
    #expect(result.out.isEmpty || item.arguments.contains("-"))
  }

  // MARK: Help and version

  @Test func helpListsEveryOptionOnStandardOutput() {
    let result = runTool(["audit", "--help"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    let options = declaredOptions(of: AuditCommand.self)
    #expect(options.count >= 20)
    for option in options {
      let usage = option.name + (option.valueName.map { " <\($0.lowercased())>" } ?? "")
      #expect(result.out.contains("\n  \(usage)") || result.out.contains(", \(usage)"), "\(usage)")
    }
    #expect(result.out.contains("EXIT CODES"))
    #expect(runTool(["help", "audit"]).out == result.out)
    #expect(runTool(["audit", "-h"]).out == result.out)
    // The root's help lists the subcommands, audit the default.
    let root = runTool(["--help"])
    #expect(root.code == 0)
    #expect(root.out.contains("audit (default)"))
    for name in ["rules", "voiceover", "plurals", "validate"] {
      #expect(root.out.contains("\n  \(name) "), "\(name)")
    }
    #expect(runTool(["help"]).out == root.out)
  }

  @Test func shellCompletionScripts() {
    for shell in ["bash", "zsh", "fish"] {
      let result = runTool(["--generate-completion-script", shell])
      #expect(result.code == 0)
      #expect(result.out.contains("fail-on"), "\(shell)")
      #expect(result.out.contains("voiceover"), "\(shell)")
    }
  }

  @Test func versionNamesICUAndCLDR() {
    let result = runTool(["--version"])
    #expect(result.code == 0)
    #expect(result.out == "onboard-audit \(Tool.version) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))\n")
    #expect(runTool(["-V"]).out == result.out)
    #expect(runTool(["audit", "--version"]).out == result.out)
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
