import Foundation
import Testing

@testable import OnboardAudit

@Suite("Reports")
struct ReportTests {
  /// German: a missing key, an obsolete key, an unreadable French file; Spanish clean.
  private func auditedProject() -> (TemporaryFolder, AuditResult) {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Onboarding.strings", "\"title\" = \"Welcome\";\n\"next\" = \"Next\";\n")
    folder.write("de.lproj/Onboarding.strings", "\"title\" = \"Willkommen\";\n\"old\" = \"Alt\";\n")
    folder.write("es.lproj/Onboarding.strings", "\"title\" = \"Bienvenida\";\n\"next\" = \"Siguiente\";\n")
    folder.write("fr.lproj/Onboarding.strings", "\"title\" = \"Bienvenue;\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.ruleLevels["value.state"] = .off
    return (folder, Audit.run(settings))
  }

  private func junit(_ result: AuditResult, strict: Bool = false) -> String {
    let reporter = JUnitReporter(strict: strict, timestamp: Date(timeIntervalSince1970: 0))
    return String(decoding: reporter.report(result), as: UTF8.self)
  }

  /// Xcode's form: `path:line:column: severity: message [rule]`, the parts of the location
  /// there are, the tool's name where there is none, and a known finding said so.
  @Test func diagnosticLineHasEachFormOfLocation() {
    var finding = Finding(
      rule: "key.missing", severity: .error, message: "de lacks \"a\"\nand \"b\"",
      location: SourceLocation(file: "de.lproj/A.strings", line: 3, column: 7))
    #expect(
      XcodeReporter.line(finding) == "de.lproj/A.strings:3:7: error: de lacks \"a\"\\nand \"b\" [key.missing]"
    )
    finding.location?.column = 0
    finding.isKnown = true
    #expect(
      XcodeReporter.line(finding, severityText: "warning")
        == "de.lproj/A.strings:3: warning: de lacks \"a\"\\nand \"b\" (in baseline) [key.missing]")
    finding.location?.line = 0
    #expect(XcodeReporter.line(finding).hasPrefix("de.lproj/A.strings: error: "))
    finding.location = nil
    #expect(XcodeReporter.line(finding).hasPrefix("onboard-audit: error: de lacks"))
  }

  @Test func junitHasASuitePerLocaleAndFlow() throws {
    let (_, result) = auditedProject()
    let xml = junit(result)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"onboard-audit\""))
    let suites = xml.components(separatedBy: "<testsuite name=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    #expect(suites == ["de", "en", "es", "fr", "flow"])
    #expect(xml.contains("timestamp=\"1970-01-01T00:00:00\""))
    #expect(xml.contains("<property name=\"icu.version\" value=\"\(ICU.version)\"/>"))
    #expect(xml.contains("<property name=\"cldr.version\" value=\"\(ICU.cldrVersion)\"/>"))
  }

  @Test func junitPassesFailsErrorsAndSkipsPerRule() {
    let (folder, result) = auditedProject()
    let xml = junit(result)
    // Spanish is clean: one passing test case per locale rule.
    #expect(xml.contains("<testcase classname=\"key.es\" name=\"key.missing\" time=\"0.000\"/>"))
    // A finding: a failing test case named by rule and key, with file and line (the keys a
    // locale lacks: by their table, at the locale's file).
    let german = "\(folder.path)/de.lproj/Onboarding.strings"
    #expect(
      xml.contains(
        "<testcase classname=\"key.de\" name=\"key.missing · Onboarding\" file=\"\(german)\" time=\"0.000\">")
    )
    #expect(
      xml.contains(
        "<failure message=\"de lacks 1 of 2 keys of &quot;Onboarding&quot;: &quot;next&quot;; the other key is translated (50 %)\""
      ))
    #expect(xml.contains("type=\"key.missing\">\(german): error: de lacks 1 of 2 keys"))
    #expect(
      xml.contains(
        "<testcase classname=\"key.de\" name=\"key.obsolete · Onboarding\" file=\"\(german)\" line=\"2\"")
    )
    // An unreadable file is an error, not a failure.
    #expect(xml.contains("<error message=\"unterminated string"))
    // A rule turned off is skipped.
    #expect(
      xml.contains("<testcase classname=\"value.de\" name=\"value.state\" time=\"0.000\">\n      <skipped"))
    #expect(
      !xml.contains(
        "name=\"key.missing\" time=\"0.000\"/>\n    <testcase classname=\"key.de\" name=\"key.missing · "))
  }

  @Test func junitCountsAgreeWithTheTestCases() throws {
    let (_, result) = auditedProject()
    let xml = junit(result)
    let cases = xml.components(separatedBy: "<testcase ").count - 1
    let failures = xml.components(separatedBy: "<failure ").count - 1
    let errors = xml.components(separatedBy: "<error ").count - 1
    #expect(
      xml.contains(
        "<testsuites name=\"onboard-audit\" tests=\"\(cases)\" failures=\"\(failures)\" errors=\"\(errors)\"")
    )
    // With the default --fail-on error, only errors fail; warnings and notes pass with their
    // message in <system-out>.
    let failing = result.findings.filter { $0.severity == .error }.count
    #expect(failures == failing - errors)
    let passingWithMessage = xml.components(separatedBy: "<system-out>").count - 1
    #expect(passingWithMessage == result.findings.count - failing)
    #expect(passingWithMessage > 0)
  }

  @Test func junitNamesAreUniqueAndStable() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"k\" = \"%@ and %d\";\n")
    folder.write("en.lproj/B.strings", "\"k\" = \"%@\";\n")
    folder.write("de.lproj/A.strings", "\"k\" = \"%d und %@\";\n\"k\" = \"%d und %@\";\n")
    folder.write("de.lproj/B.strings", "\"k\" = \"%d\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let xml = junit(Audit.run(settings))
    var pairs: [String] = []
    for line in xml.split(separator: "\n") where line.contains("<testcase ") {
      let classname = line.components(separatedBy: "classname=\"")[1].prefix { $0 != "\"" }
      let name = line.components(separatedBy: " name=\"")[1].prefix { $0 != "\"" }
      pairs.append("\(classname)|\(name)")
    }
    #expect(Set(pairs).count == pairs.count, "\(pairs)")
    #expect(pairs.contains("format.de|format.mismatch · k"))
    #expect(pairs.contains("format.de|format.mismatch · k (B)"))
    #expect(junit(Audit.run(settings)) == xml)
  }

  /// Many test cases of one suite are written in slices on all cores, each by a writer of
  /// its own: every test case once, in order, and each the bytes the suite's own writer
  /// gives it (as in a report of that finding alone).
  @Test func junitOfManyFindingsInOneSuiteIsWrittenInSlices() throws {
    func result(_ numbers: [Int]) -> AuditResult {
      let findings = numbers.map { number in
        Finding(
          rule: "value.empty", severity: .error, message: "value of \"k\(number)\" is empty <&>",
          location: OnboardAudit.SourceLocation(file: "de.lproj/A.strings", line: number + 1, column: 3),
          locale: "de", table: "A", key: "k\(number)")
      }
      return AuditResult(
        findings: findings, locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    }
    let count = 5000
    let xml = junit(result(Array(0..<count)))
    let names = xml.split(separator: "\n").filter { $0.hasPrefix("    <testcase classname=\"value.de\"") }
      .compactMap { $0.components(separatedBy: " name=\"").last?.prefix { $0 != "\"" } }
      .filter { $0.hasPrefix("value.empty · ") }
    #expect(names.count == count)
    #expect(names == (0..<count).map { "value.empty · k\($0)"[...] })
    #expect(xml.hasSuffix("  </testsuite>\n</testsuites>\n"))
    func testCase(_ number: Int, in xml: String) throws -> Substring {
      let opening = "    <testcase classname=\"value.de\" name=\"value.empty · k\(number)\""
      let start = try #require(xml.range(of: opening))
      let end = try #require(xml[start.lowerBound...].range(of: "</testcase>\n"))
      return xml[start.lowerBound..<end.upperBound]
    }
    for number in [1, 2047, 2048, 4999] {
      #expect(try testCase(number, in: xml) == testCase(number, in: junit(result([number]))))
    }
  }

  /// Test cases of one rule named alike are told apart: by their table, then by a number; a
  /// key spelled like a name made so is told apart too, and canonically equal spellings are
  /// the same name. (The names are taken sixteen at a time: the repeats straddle two.)
  @Test func junitNamesRepeatedSubjectsApart() {
    func finding(_ key: String, table: String, line: Int) -> Finding {
      Finding(
        rule: "value.empty", severity: .error, message: "value of \"\(key)\" is empty",
        location: OnboardAudit.SourceLocation(file: "de.lproj/\(table).strings", line: line, column: 3),
        locale: "de", table: table, key: key)
    }
    let fillers = (0..<14).map { "filler\($0)" }
    let findings =
      fillers.enumerated().map { finding($1, table: "A", line: 10 + $0) } + [
        finding("title", table: "A", line: 1), finding("title", table: "B", line: 1),
        finding("title", table: "B", line: 2), finding("title (B)", table: "C", line: 1),
        finding("caf\u{E9}", table: "A", line: 2), finding("cafe\u{301}", table: "A", line: 3),
        finding("next", table: "A", line: 4),
      ]
    let result = AuditResult(
      findings: findings, locales: ["de"], fileCount: 3, rules: RuleCatalog.descriptions, disabledRules: [])
    let names = junit(result).split(separator: "\n").filter {
      $0.hasPrefix("    <testcase classname=\"value.de\"")
    }
    .compactMap { $0.components(separatedBy: " name=\"").last?.prefix { $0 != "\"" } }
    .filter { $0.hasPrefix("value.empty · ") }.map { String($0.dropFirst("value.empty · ".count)) }
    #expect(
      names == fillers + [
        "title", "title (B)", "title (B) #2", "title (B) (C)", "caf\u{E9}", "cafe\u{301} (A)", "next",
      ])
  }

  @Test func junitStrictLeavesOutFileAndLine() {
    let (_, result) = auditedProject()
    let xml = junit(result, strict: true)
    #expect(!xml.contains(" file=\"") && !xml.contains(" line=\""))
    #expect(xml.contains("name=\"key.missing · Onboarding\" time=\"0.000\">"))
  }

  /// XML 1.0 has no way to write U+0001, even escaped: it must be replaced. (In a message,
  /// and in the diagnostic line, it is already shown as an escape, as on one line anywhere.)
  @Test func junitReplacesCharactersXMLForbids() throws {
    let finding = Finding(
      rule: "value.empty", severity: .error, message: "bad \u{1} control \u{FFFE} here",
      location: SourceLocation(file: "a\u{1}.strings", line: 3, column: 1), locale: "de", table: "A",
      key: "k\u{1}")
    let result = AuditResult(
      findings: [finding], locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let bytes = JUnitReporter(timestamp: Date(timeIntervalSince1970: 0)).report(result)
    #expect(!bytes.contains(0x01))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("&#1;"))
    #expect(String(decoding: bytes, as: UTF8.self).contains("message=\"bad \\u{1} control \u{FFFD} here\""))
    #expect(String(decoding: bytes, as: UTF8.self).contains("file=\"a\u{FFFD}.strings\""))
    try validate(junit: bytes)
  }

  @Test func junitOfTheCorpusIsValid() throws {
    let (_, result) = auditedProject()
    try validate(junit: JUnitReporter().report(result))
  }

  /// Runs the project's report validator (schemas and real consumers' parsers) when present.
  private func validate(junit bytes: [UInt8]) throws {
    let file = TemporaryFolder().write("report.xml", bytes)
    try expectValidReports(["--junit", file])
  }

  // MARK: JSON

  /// A report of many findings is encoded in slices; streamed or whole, the bytes are the
  /// same, and every finding is in it once, in order.
  @Test func jsonOfManyFindingsStreamsTheSameBytes() throws {
    let findings = (0..<5000).map { index in
      Finding(
        rule: "key.missing", severity: index % 3 == 0 ? .error : .note, message: "message \(index) \"q\"\n",
        location: OnboardAudit.SourceLocation(file: "en.lproj/A.strings", line: index + 1, column: 1),
        locale: "de", table: "A", key: "k\(index)")
    }
    let result = AuditResult(
      findings: findings, locales: ["de", "en"], fileCount: 2, rules: RuleCatalog.descriptions,
      disabledRules: [])
    var pieces: [[UInt8]] = []
    JSONReporter().write(result) { pieces.append($0) }
    #expect(pieces.count > 3)
    let whole = JSONReporter().report(result)
    #expect(Array(pieces.joined()) == whole)
    let document = try JSONParser.parse(String(decoding: whole, as: UTF8.self))
    let written = try #require(document["findings"]?.asArray)
    #expect(written.count == 5000)
    #expect(written.map { $0["line"]?.asInt } == (1...5000).map { $0 })
    #expect(written[4999]["message"]?.asString == "message 4999 \"q\"\n")
    #expect(document["summary"]?["errors"]?.asInt == 1667)
    #expect(document["summary"]?["notes"]?.asInt == 3333)
    // The line formats are streamed the same way: one line per finding, breaks shown as escapes.
    for reporter in [XcodeReporter(), TextReporter(color: false)] as [any Reporter] {
      var parts: [[UInt8]] = []
      reporter.write(result) { parts.append($0) }
      let text = String(decoding: Array(parts.joined()), as: UTF8.self)
      #expect(Array(parts.joined()) == reporter.report(result))
      let lines = text.split(separator: "\n")
      #expect(lines.count == 5001)
      #expect(lines[4999] == "en.lproj/A.strings:5000:1: note: message 4999 \"q\"\\n [key.missing]")
    }
  }

  /// Members that repeat from one finding to the next are written from their first
  /// literal; each finding still has its own values.
  @Test func jsonRepeatedMembersKeepEachFindingsValues() throws {
    let keys = ["a", "a", "b\"q", "b\"q", "a", String(repeating: "long key ", count: 9), "c"]
    let findings = keys.enumerated().map { index, key in
      Finding(
        rule: index == 3 ? "key.obsolete" : "key.missing", severity: .error, message: "m\(index)",
        location: OnboardAudit.SourceLocation(
          file: index < 4 ? "en/A.strings" : "en/B.strings", line: index + 1),
        locale: "de", table: index % 2 == 0 ? "A" : String("AB".prefix(1)), key: index == 6 ? nil : key)
    }
    let result = AuditResult(
      findings: findings, locales: ["de"], fileCount: 2, rules: RuleCatalog.descriptions, disabledRules: [])
    let document = try JSONParser.parse(String(decoding: JSONReporter().report(result), as: UTF8.self))
    let written = try #require(document["findings"]?.asArray)
    #expect(written.map { $0["key"]?.asString } == findings.map(\.key))
    #expect(written.map { $0["rule"]?.asString } == findings.map(\.rule))
    #expect(written.map { $0["file"]?.asString } == findings.map(\.location?.file))
    #expect(written.map { $0["table"]?.asString } == Array(repeating: "A", count: keys.count))
  }

  @Test func jsonHasToolSummaryAndSortedFindings() throws {
    let (folder, result) = auditedProject()
    let text = String(decoding: JSONReporter().report(result), as: UTF8.self)
    let document = try JSONParser.parse(text)
    #expect(document["tool"]?["name"]?.asString == "onboard-audit")
    #expect(document["tool"]?["icu"]?.asString == ICU.version)
    #expect(document["tool"]?["cldr"]?.asString == ICU.cldrVersion)
    #expect(document["summary"]?["files"]?.asInt == 4)
    #expect(document["summary"]?["locales"]?.asArray?.compactMap(\.asString) == ["de", "en", "es", "fr"])
    let findings = try #require(document["findings"]?.asArray)
    let files = findings.compactMap { $0["file"]?.asString }
    #expect(files == files.sorted())
    let missing = try #require(findings.first { $0["rule"]?.asString == "key.missing" })
    // The keys a locale lacks: one finding at the locale's file, with every key.
    #expect(missing["file"]?.asString == "\(folder.path)/de.lproj/Onboarding.strings")
    #expect(missing["line"] == nil && missing["key"] == nil)
    #expect(missing["keys"]?.asArray?.compactMap(\.asString) == ["next"])
    #expect(missing["screen"] == nil, "absent fields are left out")
  }

  // MARK: Determinism

  /// Same input, same bytes, whatever the locale, time zone or run.
  @Test(TestEnvironment.needsBinary)
  func reportsAreByteIdenticalAcrossRunsAndEnvironments() throws {
    let (folder, _) = auditedProject()
    var outputs: [String] = []
    for environment in [
      ["LANG": "C"], ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Asia/Kolkata"], ["LANG": "C"],
    ] {
      let reports = TemporaryFolder()
      var env = environment
      env["SOURCE_DATE_EPOCH"] = "1700000000"
      let run = try runBinary(
        [
          folder.path, "--tables", folder.path, "--json", reports.path + "/a.json", "--junit",
          reports.path + "/a.xml",
        ],
        environment: env)
      #expect(run.code == 1)
      let json = try String(contentsOfFile: reports.path + "/a.json", encoding: .utf8)
      let xml = try String(contentsOfFile: reports.path + "/a.xml", encoding: .utf8)
      outputs.append(json + xml + run.out)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0] == outputs[2])
  }
}
