import Foundation
import Testing

@testable import OnboardAudit

/// `onboard-audit manifest` and `voiceover --sources` on the derived flow of a fixture.
@Suite("Derived flow commands")
struct DerivedFlowCommandTests {
  private static let sheet = packageRoot + "/Tests/OnboardAuditTests/Fixtures/DerivedFlow/WelcomeKitSheet"

  @Test func manifestPrintsTheDerivedFlowThatTheReaderAccepts() throws {
    let result = runTool(["manifest", "--sources", Self.sheet])
    #expect(result.code == 0)
    #expect(result.err == "SwiftUI: 1 screen, 8 elements, 100 % known\n")
    let manifest = try FlowManifest.parse(
      Array(result.out.utf8), file: "derived.json", ruleIDs: RuleCatalog.ids)
    #expect(manifest.screens.map(\.id) == ["WelcomeSheetView"])
  }

  @Test func voiceoverInArabicReadsAnUnmirroredRowBackwards() {
    let story = packageRoot + "/Tests/OnboardAuditTests/Fixtures/DerivedFlow/StoryIntro"
    let result = runTool(["voiceover", "--sources", story, "--locale", "ar"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        StoryIntroView · ar (right to left)
          1  0.00 s  قصتنا, عنوان
          2  0.00 s  كيف بدأ التطبيق.
          3  0.00 s  التالي, زر
          4  0.00 s  رجوع, زر

        """)
  }

  @Test func theConfigsFlowRootNamesTheFirstView() {
    let tour = packageRoot + "/Tests/OnboardAuditTests/Fixtures/DerivedFlow/PagedTour"
    // A config's paths stay inside its folder: the fixture is copied there.
    let project = TemporaryFolder()
    project.copy(tour, to: "PagedTour")
    let config = project.write(
      "onboard-audit.json", #"{"sources": ["PagedTour"], "tables": ["PagedTour"], "flowRoot": "TourPage"}"#)
    let result = runTool(["voiceover", "--config", config])
    #expect(result.code == 0)
    // The page on its own: its title is a parameter no caller gives.
    #expect(result.out.hasPrefix("TourPage · en (left to right)\n  1  0.00 s  ‹title›\n"))
  }

  @Test func manifestWithoutAnOnboardingViewExitsTwo() {
    let result = runTool(["manifest", "--sources", Self.sheet, "--root", "NoSuchView"])
    #expect(result.code == 2)
    #expect(result.err.contains("no view 'NoSuchView' in the sources"))
  }

  @Test(arguments: [
    ("en", "WelcomeSheetView · en (left to right)\n  1  0.00 s  Welcome to Quill, heading\n"),
    ("ar", "WelcomeSheetView · ar (right to left)\n  1  0.00 s  Welcome to Quill, عنوان\n"),
  ])
  func voiceoverReadsTheDerivedFlow(locale: String, start: String) {
    let result = runTool(["voiceover", "--sources", Self.sheet, "--locale", locale])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix(start))
    #expect(result.out.contains("  2  0.20 s  Fast, Opens in an instant.\n"))
    #expect(result.out.contains("  4  0.00 s  Continue, "))
  }
}
