import Foundation
import Testing

@testable import OnboardAudit

@Suite("SARIF, GitHub, Markdown and baseline")
struct MoreReportTests {
  private func finding(
    _ rule: String, _ severity: Severity = .error, message: String = "m", line: Int = 3, key: String = "k"
  ) -> Finding {
    Finding(
      rule: rule, severity: severity, message: message,
      location: OnboardAudit.SourceLocation(file: "App/de.lproj/A b.strings", line: line, column: 2),
      locale: "de",
      table: "A", key: key)
  }

  private func result(_ findings: [Finding]) -> AuditResult {
    AuditResult(
      findings: findings, locales: ["de", "en"], fileCount: 2, rules: RuleCatalog.descriptions,
      disabledRules: [],
      coverage: ["de": Coverage(translated: 3, total: 4), "en": Coverage(translated: 4, total: 4)])
  }

  // MARK: SARIF

  @Test func sarifHasRulesLevelsLocationsAndFingerprints() throws {
    let text = String(
      decoding: SARIFReporter().report(result([finding("key.missing"), finding("key.obsolete", .warning)])),
      as: UTF8.self)
    let document = try JSONParser.parse(text)
    #expect(document["version"]?.asString == "2.1.0")
    let run = try #require(document["runs"]?.asArray?.first)
    let rules = try #require(run["tool"]?["driver"]?["rules"]?.asArray)
    #expect(rules.count == RuleCatalog.all.count)
    #expect(rules[3]["id"]?.asString == "key.missing")
    #expect(rules[3]["helpUri"]?.asString == Tool.documentationURL + "#keymissing")
    let results = try #require(run["results"]?.asArray)
    #expect(results[0]["ruleIndex"]?.asInt == 3)
    #expect(results[1]["level"]?.asString == "warning")
    let location = results[0]["locations"]?.asArray?.first?["physicalLocation"]
    #expect(location?["artifactLocation"]?["uri"]?.asString == "App/de.lproj/A%20b.strings")
    #expect(location?["region"]?["startLine"]?.asInt == 3)
    #expect(results[0]["partialFingerprints"]?["onboardAudit/v1"]?.asString?.count == 16)
  }

  /// The fingerprint SARIF consumers and baselines match on must not change between versions:
  /// FNV-1a (64 bits) of rule, locale, table and subject joined by U+001F, in hex.
  @Test func fingerprintHashIsStable() {
    let fingerprint = Fingerprint(
      rule: "key.missing", locale: "de", table: "Localizable", subject: "welcome.title")
    #expect(fingerprint.hash == "c11dec8dec42def4")
    #expect(Fingerprint(rule: "a", locale: "", table: "", subject: "").hash.count == 16)
    // A finding's hash, made from its fields in place, is its fingerprint's, whatever of
    // the key, screen and element it has (an empty key still counts as a part).
    let findings = [
      Finding(
        rule: "key.missing", severity: .error, message: "m", locale: "de", table: "Localizable",
        key: "welcome.title"),
      Finding(rule: "label.missing", severity: .error, message: "m", screen: "welcome", element: "next"),
      Finding(rule: "motion.flash", severity: .error, message: "m", locale: "ar", screen: "welcome"),
      Finding(rule: "label.unresolved", severity: .error, message: "m", key: "", element: "e"),
      Finding(rule: "input.unreadable", severity: .error, message: "m", table: "A"),
    ]
    for finding in findings {
      #expect(Fingerprint.hash(of: finding) == Fingerprint(finding).hash)
    }
    #expect(Fingerprint.hash(of: findings[0]) == "c11dec8dec42def4")
    #expect(Fingerprint(findings[3]).subject == "/e")
  }

  @Test func sarifOfAWholeFileFindingStartsAtLineOne() throws {
    let text = String(
      decoding: SARIFReporter().report(result([finding("locale.missing", line: 0)])), as: UTF8.self)
    let region = try JSONParser.parse(text)["runs"]?.asArray?.first?["results"]?.asArray?.first?["locations"]?
      .asArray?.first?["physicalLocation"]?["region"]
    #expect(region?["startLine"]?.asInt == 1)
  }

  @Test func sarifValidates() throws {
    let findings = [
      finding("key.missing", message: "bad \u{1} & <x> \u{FFFE}"), finding("value.state", .warning),
      finding("format.invalid", line: 0),
    ]
    try validate(["--sarif"], SARIFReporter().report(result(findings)), name: "report.sarif")
  }

  // MARK: GitHub

  @Test func githubEscapesMessagesAndProperties() {
    let text = String(
      decoding: GitHubReporter().report(
        result([finding("key.missing", message: "100% done\r\nnext: a,b", key: "k")])), as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(
      lines.first
        == "::error file=App/de.lproj/A b.strings,line=3,col=2,title=key.missing::100%25 done%0D%0Anext: a,b")
    #expect(GitHubReporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    #expect(lines.last == "onboard-audit: 1 error, 0 warnings, 0 notes in 2 locales (2 files)")
  }

  @Test func githubSaysWhenThereAreMoreThanItShows() {
    let findings = (1...12).map { finding("key.missing", line: $0, key: "k\($0)") }
    let text = String(decoding: GitHubReporter().report(result(findings)), as: UTF8.self)
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 12)
    #expect(text.hasSuffix("GitHub shows 10 annotations of each kind, 2 more are in this log\n"))
  }

  // MARK: Markdown

  @Test func markdownIsAChecklistPerLocale() {
    let text = String(
      decoding: MarkdownReporter().report(result([finding("key.missing", message: "a | b")])), as: UTF8.self)
    #expect(text.contains("| de | 3 of 4 | 3 | 0 | 75.0 % | 1 | 0 | 0 | ❌ |\n"))
    #expect(text.contains("| en | 4 of 4 | 4 | 0 | 100.0 % | 0 | 0 | 0 | ✅ |\n"))
    #expect(text.contains("## de\n\n- **error** `App/de.lproj/A b.strings:3` a \\| b (`key.missing`)\n"))
  }

  // MARK: Baseline

  @Test func baselineLetsOldFindingsPassAndCatchesNewOnes() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/X.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
    folder.write("de.lproj/X.strings", "\"a\" = \"A2\";\n\"c\" = \"C2\";\n")
    let baseline = folder.path + "/baseline.json"
    #expect(runTool([folder.path, "--write-baseline", baseline]).code == 0)
    // Edits elsewhere move lines; the baseline does not care.
    folder.write("en.lproj/X.strings", "/* moved */\n\n\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
    let known = runTool([folder.path, "--baseline", baseline])
    #expect(known.code == 0, "\(known.out)")
    #expect(known.out.contains("(in baseline) [key.missing]"))
    // One new defect: exit 1, and only it is new.
    folder.write("de.lproj/X.strings", "\"a\" = \"A2\";\n\"c\" = \"\";\n")
    let json = runTool([folder.path, "--baseline", baseline, "--format", "json"])
    #expect(json.code == 1)
    let findings = try #require(try JSONParser.parse(json.out)["findings"]?.asArray)
    #expect(findings.filter { $0["baseline"] == nil }.compactMap { $0["rule"]?.asString } == ["value.empty"])
    // The defect fixed: the baseline entry is reported as fixed.
    folder.write("de.lproj/X.strings", "\"a\" = \"A2\";\n\"b\" = \"B2\";\n\"c\" = \"C2\";\n")
    let fixed = runTool([folder.path, "--baseline", baseline])
    #expect(fixed.code == 0)
    #expect(fixed.out.contains("0 known from the baseline, 1 fixed since"))
  }

  @Test func brokenBaselineIsExitTwo() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/X.strings", "\"a\" = \"A\";\n")
    folder.write("b.json", "{\"version\": 2}")
    let result = runTool([folder.path, "--baseline", folder.path + "/b.json"])
    #expect(result.code == 2)
    #expect(result.err.contains("invalid baseline"))
  }

  /// Runs the project's report validator when it is there.
  private func validate(_ flag: [String], _ bytes: [UInt8], name: String) throws {
    let file = TemporaryFolder().write(name, bytes)
    try expectValidReports(flag + [file])
  }
}

@Suite("HTML report")
struct HTMLReportTests {
  private func exampleResult() throws -> AuditResult {
    let manifest = try FlowManifest.load(packageRoot + "/Locales/onboarding.json", ruleIDs: RuleCatalog.ids)
    var settings = AuditSettings()
    settings.tables = [packageRoot + "/Locales"]
    settings.flow = manifest
    settings.doNotTranslate = ["Ova", "iPhone", "iPad", "Mac"]
    return Audit.run(settings)
  }

  @Test func selfContainedWithAPicturePerScreenAndDirection() throws {
    let result = try exampleResult()
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // Nothing is fetched: the only URL is the SVG namespace.
    let urls = html.components(separatedBy: "http").count - 1
    #expect(urls == html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1)
    #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("<img"))
    for screen in ["welcome", "notifications", "whatsnew"] {
      #expect(html.contains("<h3>Screen <code>\(screen)</code></h3>"), "\(screen)")
    }
    // The source's picture, and one for each audited locale to pick beside it.
    #expect(
      html.components(separatedBy: "<svg ").count - 1 == (1 + result.locales.count) * result.screens.count)
    #expect(html.contains("<figcaption>Right to left · ar</figcaption>"))
    #expect(html.contains("<title>1. Welcome to Ova, heading</title>"))
    #expect(html.contains("<td>ar</td><td>20 of 20</td><td>20</td><td>0</td><td>100.0 %</td>"))
  }

  @Test func escapesWhatItShows() {
    let finding = Finding(
      rule: "value.empty", severity: .error, message: "<b>&\"x\"\u{1}",
      location: OnboardAudit.SourceLocation(file: "a.strings", line: 1, column: 1), locale: "de")
    let result = AuditResult(
      findings: [finding], locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(html.contains("&lt;b&gt;&amp;&quot;x&quot;\u{FFFD}"))
  }

  /// Renders the page in a real browser where one is installed (Scripts/render-html-report
  /// keeps the README's picture); the check here is that the browser draws a page at all.
  @Test(TestEnvironment.needs(TestEnvironment.hasChromium, "needs chromium (/usr/bin/chromium)"))
  func rendersInHeadlessChromium() throws {
    try #require(TestEnvironment.hasChromium, "chromium is not installed: apt-get install chromium")
    let folder = TemporaryFolder()
    let page = folder.write("report.html", HTMLReporter().report(try exampleResult()))
    let picture = folder.path + "/report.png"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestEnvironment.chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1200,1500", "--screenshot=\(picture)",
      "file://\(page)",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: picture)))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(bytes.count > 20_000, "a blank page compresses to almost nothing")
  }
}

/// Every rule's triggering examples, audited, make one report with at least one finding of
/// every rule; the report validator (schemas and real consumers) must accept its JUnit and SARIF.
@Suite("Reports of every rule")
struct EveryRuleReportTests {
  private func allFindings() -> [Finding] {
    ExampleCase.all.filter(\.triggering).flatMap { item in
      ExampleProject(item.example).findings(of: item.rule.id, item.example).all
    }
  }

  @Test func everyRuleHasAFindingInTheFixture() {
    let rules = Set(allFindings().map(\.rule))
    for rule in RuleCatalog.descriptions {
      #expect(rules.contains(rule.id), "\(rule.id) has no finding")
    }
  }

  @Test func junitAndSARIFOfEveryRuleValidate() throws {
    var findings = allFindings()
    findings.append(
      Finding(
        rule: "value.empty", severity: .error, message: "control \u{1}, \u{FFFE} and a lone & in one message",
        location: OnboardAudit.SourceLocation(file: "Locales/de.lproj/A.strings", line: 2, column: 3),
        locale: "de",
        table: "A", key: "k"))
    findings.sort(by: Finding.reportOrder)
    let locales = Set(findings.compactMap(\.locale)).sorted()
    let result = AuditResult(
      findings: findings, locales: locales, fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let folder = TemporaryFolder()
    let junit = folder.write(
      "all.xml", JUnitReporter(timestamp: Date(timeIntervalSince1970: 0)).report(result))
    let sarif = folder.write("all.sarif", SARIFReporter().report(result))
    try expectValidReports(["--junit", junit, "--sarif", sarif])
  }
}

/// Findings of no locale are grouped under one name in every report: `flow`.
@Suite("The locale-independent group")
struct FlowGroupNameTests {
  @Test func everyReportCallsItFlow() {
    let finding = Finding(
      rule: "struct.title-not-header", severity: .warning, message: "the title is not a header",
      location: OnboardAudit.SourceLocation(file: "onboarding.json", line: 3, column: 5), screen: "welcome",
      element: "title")
    let result = AuditResult(
      findings: [finding], locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let markdown = String(decoding: MarkdownReporter().report(result), as: UTF8.self)
    #expect(markdown.contains("\n## flow\n"))
    // The checklist counts them in a row of their own: no locale's row does.
    #expect(
      markdown.contains(
        "| de | 0 of 0 | 0 | 0 | 100.0 % | 0 | 0 | 0 | ✅ |\n| flow | — | — | — | — | 0 | 1 | 0 | ✅ |\n"))
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(html.contains("<summary>flow · 1</summary>"))
    #expect(
      html.contains("<tr><td>flow</td><td>—</td><td>—</td><td>—</td><td>—</td><td>0</td><td>1</td><td>0</td>")
    )
    let junit = String(decoding: JUnitReporter().report(result), as: UTF8.self)
    #expect(junit.contains("<testsuite name=\"flow\""))
  }

  /// Findings of no locale and of a locale not audited, among an audited locale's, are
  /// counted in the `flow` row and listed under `flow` in their order.
  @Test func findingsOfNoLocaleOrAnUnauditedOneAreFlowsInOrder() {
    func finding(_ message: String, _ severity: Severity, locale: String?, line: Int) -> Finding {
      Finding(
        rule: "value.empty", severity: severity, message: message,
        location: OnboardAudit.SourceLocation(file: "a.strings", line: line, column: 1), locale: locale)
    }
    let findings = [
      finding("de one", .error, locale: "de", line: 1), finding("none one", .warning, locale: nil, line: 2),
      finding("fr one", .note, locale: "fr", line: 3), finding("de two", .warning, locale: "de", line: 4),
      finding("none two", .error, locale: nil, line: 5),
    ]
    let result = AuditResult(
      findings: findings, locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let markdown = String(decoding: MarkdownReporter().report(result), as: UTF8.self)
    #expect(
      markdown.contains(
        "| de | 0 of 0 | 0 | 0 | 100.0 % | 1 | 1 | 0 | ❌ |\n| flow | — | — | — | — | 1 | 1 | 1 | ❌ |\n"))
    let flow = markdown.components(separatedBy: "\n## flow\n").last ?? ""
    let listed = ["none one", "fr one", "none two"].map { flow.range(of: $0)?.lowerBound }
    #expect(listed.allSatisfy { $0 != nil } && listed == listed.sorted { $0! < $1! })
    #expect(!flow.contains("de one") && !flow.contains("de two"))
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(
      html.contains(
        "<tr><td>de</td><td>0 of 0</td><td>0</td><td>0</td><td>100.0 %</td><td>1</td><td>1</td><td>0</td>"))
    #expect(
      html.contains("<tr><td>flow</td><td>—</td><td>—</td><td>—</td><td>—</td><td>1</td><td>1</td><td>1</td>")
    )
  }
}
