import Testing

@testable import OnboardAudit

/// Screens the flow shows that the derived flow lacks (docs/swiftui.md, "What was not seen"):
/// a link's destination the sources do not declare, and a view of the sources that no screen
/// shows and no code names. Named in the summary, and one `flow.not-understood` finding when
/// they are as many as the screens derived.
@Suite("Derived flow: screens not derived")
struct DerivedMissingScreensTests {
  private static let fixture = "MissingScreens"
  private static let file = "MissingScreens/GreenhouseOnboarding.swift"

  @Test func aPushToAPackageViewAndAViewNoScreenShowsAreNamed() {
    let summary = DerivedFlowFixtures.derive(Self.fixture).sources
    #expect(summary.screens.map(\.id) == ["GreenhouseOnboarding"])
    #expect(
      summary.screensNotFollowed.map {
        "\($0.name) \($0.why.rawValue) \($0.location.line):\($0.location.column)"
      } == [
        "SoilSurvey pushed, not in the sources 10:9",
        "WateringSchedule shown by no screen of the flow 19:8",
      ])
    // A view some code of the sources names (here a class) is shown by it: not said.
    #expect(!summary.screensNotFollowed.contains { $0.name == "PotLabelScreen" })
    // The push's content is no screen, and no element of the screen either.
    #expect(summary.notFollowed.isEmpty)
  }

  @Test func asManyScreensMissingAsDerivedIsOneWarning() {
    let findings = DerivedFlowFixtures.audit(Self.fixture).findings.filter {
      $0.rule == "flow.not-understood"
    }
    #expect(findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["10:9"])
    #expect(findings.first?.location?.file.hasSuffix(Self.file) == true)
    #expect(findings.first?.severity == .warning)
    #expect(
      findings.first?.message
        == "the derived flow holds 1 screen and may lack 2 more: it pushes 'SoilSurvey', which the sources do not declare: add its file to the sources; 'WateringSchedule' of the sources is a view that no screen of the flow shows (code outside the views may show it, such as a coordinator): name the flow's views in the config's `screens`, in order, without `flowRoot`"
    )
  }

  @Test func fewerScreensMissingThanDerivedAreOnlyInTheSummary() {
    let folder = TemporaryFolder()
    let file = folder.write(
      "MeadowOnboarding.swift",
      """
      import SwiftUI

      struct MeadowOnboarding: View {
        @State private var step = 0
        var body: some View {
          switch step {
          case 0: Text("Wild flowers").font(.title)
          default: Text("Bees welcome").font(.title)
          }
        }
      }

      struct HiveScreen: View {
        var body: some View { Text("Your hive") }
      }
      """)
    var settings = AuditSettings()
    settings.sources = [file]
    let result = Audit.run(settings)
    #expect(result.sources?.screens.count == 2)
    #expect(result.sources?.screensNotFollowed.map(\.name) == ["HiveScreen"])
    #expect(result.findings.filter { $0.rule == "flow.not-understood" }.isEmpty)
  }

  @Test func theTextSummaryNamesTheScreensNotDerived() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["audit", "--sources", path, "--tables", path, "--format", "xcode"])
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(
      lines.dropLast().last
        == "SwiftUI: 1 screen, 2 elements, 100 % known; screens not derived: SoilSurvey (pushed, not in the sources), WateringSchedule (shown by no screen of the flow)"
    )
  }

  @Test func theJSONSummaryHoldsTheScreensNotDerived() throws {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["audit", "--sources", path, "--tables", path, "--quiet", "--json", "-"])
    let document = try JSONParser.parse(result.out)
    let screens = try #require(document["summary"]?["sources"]?["screensNotFollowed"]?.asArray)
    #expect(screens.map { $0["name"]?.asString } == ["SoilSurvey", "WateringSchedule"])
    #expect(
      screens.map { $0["why"]?.asString } == ["pushed, not in the sources", "shown by no screen of the flow"])
    #expect(screens.first?["file"]?.asString?.hasSuffix(Self.file) == true)
    #expect(screens.map { $0["line"]?.asInt } == [10, 19])
    #expect(screens.map { $0["column"]?.asInt } == [9, 8])
  }
}
