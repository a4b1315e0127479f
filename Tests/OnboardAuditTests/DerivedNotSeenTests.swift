import Testing

@testable import OnboardAudit

/// A flow the tool could not read never passes in silence (docs/swiftui.md, "What was not
/// seen"): each screen counts its elements and those known, what was not followed stays an
/// element with its reason, and `flow.not-understood` names it.
@Suite("Derived flow: what was not seen")
struct DerivedNotSeenTests {
  private static let fixture = "NotSeen"

  @Test func eachScreenCountsItsElementsAndThoseKnown() {
    let summary = DerivedFlowFixtures.derive(Self.fixture).sources
    #expect(summary.screens.map(\.id) == ["page1", "default"])
    #expect(summary.screens.map(\.elements) == [3, 6])
    #expect(summary.screens.map(\.known) == [3, 2])
    #expect(summary.elements == 9)
    #expect(summary.known == 5)
  }

  /// A package's views, a type's member (`_Grove.Rows`) and content held in data are kept,
  /// each with its reason and its first use; content handed on by name
  /// (`VStack(spacing:content: content)`) is followed.
  @Test func whatWasNotFollowedIsNamedWithItsReason() {
    let summary = DerivedFlowFixtures.derive(Self.fixture).sources
    #expect(
      summary.notFollowed.map {
        "\($0.name) \($0.why.rawValue) \($0.uses) \($0.location.line):\($0.location.column)"
      }
        == [
          "HarvestFrame not in the sources 1 15:7",
          "SeedlingBadge not in the sources 1 18:7",
          "Rows not in the sources 1 19:7",
          "catalog.banner content not followed 1 20:7",
        ])
    let first = DerivedFlowFixtures.derive(Self.fixture).manifest?.screens.first
    #expect(
      first?.allElements.compactMap { $0.text?.key } == ["orchard.title", "orchard.body", "orchard.start"])
  }

  @Test func aScreenMostlyNotUnderstoodIsOneWarningAtTheScreen() {
    let findings = DerivedFlowFixtures.audit(Self.fixture).findings.filter {
      $0.rule == "flow.not-understood"
    }
    #expect(
      findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.screen ?? "")" } == [
        "14:5 default"
      ])
    #expect(
      findings.first?.message
        == "screen \"default\" is mostly not understood: 2 of 6 elements are known; not followed: HarvestFrame (not in the sources), SeedlingBadge (not in the sources), Rows (not in the sources), …. Add that package's sources to the sources, or give the view a role in the config's `components` (\"HarvestFrame\": \"container\" shows its content; \"button\", \"textField\", \"image\"…)"
    )
    #expect(findings.first?.severity == .warning)
  }

  @Test func theTextSummarySaysWhatWasSeen() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["audit", "--sources", path, "--tables", path, "--format", "xcode"])
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(
      lines.dropLast().last
        == "SwiftUI: 2 screens, 9 elements, 55 % known; not followed: HarvestFrame (1 use, not in the sources), SeedlingBadge (1 use, not in the sources), Rows (1 use, not in the sources), …"
    )
  }

  @Test func theJSONSummaryHoldsTheSources() throws {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["audit", "--sources", path, "--tables", path, "--quiet", "--json", "-"])
    let document = try JSONParser.parse(result.out)
    let sources = try #require(document["summary"]?["sources"])
    #expect(sources["screens"]?.asInt == 2)
    #expect(sources["elements"]?.asInt == 9)
    #expect(sources["known"]?.asInt == 5)
    let first = try #require(sources["notFollowed"]?.asArray?.first)
    #expect(first["name"]?.asString == "HarvestFrame")
    #expect(first["why"]?.asString == "not in the sources")
    #expect(first["uses"]?.asInt == 1)
    #expect(first["file"]?.asString?.hasSuffix("NotSeen/OrchardWelcome.swift") == true)
    #expect(first["line"]?.asInt == 15)
    #expect(first["column"]?.asInt == 7)
  }

  /// Sources that yield no screen are a warning too, about the sources as a whole.
  @Test func sourcesWithNoScreenAreReported() {
    let folder = TemporaryFolder()
    let file = folder.write(
      "PebbleCard.swift",
      """
      import SwiftUI

      // A container of its caller's content: no screen of its own.
      struct PebbleCard<Content: View>: View {
        let content: Content
        var body: some View { content.padding() }
      }
      """)
    var settings = AuditSettings()
    settings.sources = [file]
    let result = Audit.run(settings)
    let findings = result.findings.filter { $0.rule == "flow.not-understood" }
    #expect(findings.count == 1)
    #expect(findings.first?.location == nil)
    #expect(findings.first?.message.hasPrefix("the Swift sources yield no screen") == true)
    #expect(result.sources?.screens.isEmpty == true)
  }
}
