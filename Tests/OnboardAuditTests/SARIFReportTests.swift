import Foundation
import Testing

@testable import OnboardAudit

@Suite("SARIF report")
struct SARIFReportTests {
  @Test func sarifHasRulesLevelsLocationsAndFingerprints() throws {
    let text = String(
      decoding: SARIFReporter().report(
        sampleResult([sampleFinding("key.missing"), sampleFinding("key.obsolete", .warning)])),
      as: UTF8.self)
    let document = try JSONParser.parse(text)
    #expect(document["version"]?.asString == "2.1.0")
    let run = try #require(document["runs"]?.asArray?.first)
    let rules = try #require(run["tool"]?["driver"]?["rules"]?.asArray)
    #expect(rules.count == RuleCatalog.all.count)
    let index = try #require(RuleCatalog.ids.firstIndex(of: "key.missing"))
    #expect(rules[index]["id"]?.asString == "key.missing")
    #expect(
      rules[index]["helpUri"]?.asString
        == "https://github.com/onboard-audit/onboard-audit/blob/main/docs/rules.md#keymissing")
    let results = try #require(run["results"]?.asArray)
    #expect(results[0]["ruleIndex"]?.asInt == index)
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
      decoding: SARIFReporter().report(sampleResult([sampleFinding("locale.missing", line: 0)])),
      as: UTF8.self)
    let region = try JSONParser.parse(text)["runs"]?.asArray?.first?["results"]?.asArray?.first?["locations"]?
      .asArray?.first?["physicalLocation"]?["region"]
    #expect(region?["startLine"]?.asInt == 1)
  }

  @Test func sarifValidates() throws {
    let findings = [
      sampleFinding("key.missing", message: "bad \u{1} & <x> \u{FFFE}"),
      sampleFinding("value.state", .warning),
      sampleFinding("format.invalid", line: 0),
    ]
    try validate(["--sarif"], SARIFReporter().report(sampleResult(findings)), name: "report.sarif")
  }

  /// Runs the project's report validator when it is there.
  private func validate(_ flag: [String], _ bytes: [UInt8], name: String) throws {
    let file = TemporaryFolder().write(name, bytes)
    try expectValidReports(flag + [file])
  }
}
