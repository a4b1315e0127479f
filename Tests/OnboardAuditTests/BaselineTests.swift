import Foundation
import Testing

@testable import OnboardAudit

@Suite("Baseline")
struct BaselineTests {
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
}
