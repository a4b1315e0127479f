import Foundation
import Testing

@testable import OnboardAudit

/// A pager over `0..<pages.count` of a static array, each page `PageView(page: pages[index])`
/// tagged by its index: one screen per item, each with its item's texts.
@Suite("Derived pager over indices")
struct DerivedIndexPagerTests {
  @Test func eachIndexOfTheStaticArrayIsAScreenWithItsOwnTexts() throws {
    let screens = try #require(DerivedFlowFixtures.derive("IndexPager").manifest?.screens)
    #expect(screens.map(\.id) == ["page1", "page2", "page3"])
    #expect(screens.map(\.title) == ["tour.plan.title", "tour.share.title", "tour.done.title"])
    #expect(screens.map { $0.primaryAction } == ["tour.next", "tour.next", "tour.next"])
  }

  @Test func theFindingsAreOnePerCauseAtTheCode() {
    #expect(
      DerivedFlowFixtures.findings("IndexPager") == [
        "target.size OnboardingTourView.swift:29:7",
        "struct.title-not-header OnboardingTourView.swift:45:7",
      ])
  }

  @Test func anIndexIntoTheArrayIsKnownOnlyForAKnownIndex() throws {
    let code = try String(
      contentsOfFile: DerivedFlowFixtures.path("IndexPager") + "/OnboardingTourView.swift", encoding: .utf8)
    let folder = TemporaryFolder()
    let file = folder.write(
      "OnboardingTourView.swift",
      code.replacingOccurrences(of: "ForEach(0..<pages.count", with: "ForEach(0..<pageCount"))
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens)
    // Over a count the code does not fix, one page stands for all, its texts unknown.
    #expect(screens.count == 1)
  }
}
