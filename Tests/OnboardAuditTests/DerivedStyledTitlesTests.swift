import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import OnboardAudit

/// Titles (docs/swiftui.md, "Titles"): a screen's title is its navigation bar's title, else its
/// first text in its largest text style, where a style the sources declare is read through its
/// declaration and a design system's token counts by its name. A tea app's screens, written here.
@Suite("Derived titles in styles of the app's own")
struct DerivedStyledTitlesTests {
  static let fixture = "StyledTitles"

  @Test func eachScreenHasTheTitleItsStyleSays() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    #expect(screens.map(\.id) == ["AromaView", "BrewView", "CupView", "DripView", "SteepView"])
    // `brewBanner(fontSize: 26)` sets 26 points through its body, above `.title2`; the view
    // modifier of `typeface(.title2)` sets the caller's role; the bar's title wins over a large
    // heading; a token named heading is a title's; a declared `Font.poster` is 40 points.
    #expect(screens.map(\.title) == ["aroma.title", "brew.title", "cup.nav", "drip.title", "steep.title"])
    let aroma = try #require(screens.first?.element(id: "aroma.title"))
    #expect(aroma.fontSize == 26)
    let bar = try #require(screens[2].element(id: "cup.nav"))
    #expect(bar.traits == [.header] && bar.location.line == 10 && bar.location.column == 7)
  }

  @Test func aTitleThatIsNoHeadingIsReportedWhereItIsWritten() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        // A caption before the title: read first, the title is not what a screen starts with.
        "order.title-not-first Screens/AromaView.swift:7:7",
        "struct.title-not-header Screens/AromaView.swift:7:7",
        "struct.title-not-header Screens/BrewView.swift:6:7",
        "order.title-not-first Screens/DripView.swift:8:7",
        "struct.title-not-header Screens/DripView.swift:8:7",
        "order.title-not-first Screens/SteepView.swift:7:7",
        "struct.title-not-header Screens/SteepView.swift:7:7",
      ])
  }

  @Test func theTranscriptReadsTheBarsTitleAsAHeading() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "en"])
    #expect(result.code == 0)
    #expect(
      result.out.contains(
        """
        CupView · en (left to right)
          1  0.00 s  Cups, heading
          2  0.00 s  Pick a cup
          3  0.00 s  Next, button
        """))
  }

  @Test func aWordOfATokensNameSaysTitle() {
    func size(_ code: String) -> Double? {
      var parser = Parser(code)
      return TitleStyles.titleToken(in: Syntax(SourceFileSyntax.parse(from: &parser)))
    }
    #expect(size("Text(x).font(.kit.headingMDBold)") == 24)
    #expect(size("Text(x).font(Typography.H1)") == 32)
    #expect(size("Text(x).font(.kit.displaySmall)") == 36)
    #expect(size("Text(x).font(.kit.subtitle)") == nil)
    #expect(size("Text(x).font(.kit.headlineStrong)") == 22)
    #expect(size("Text(x).font(.kit.body)") == nil)
  }
}
