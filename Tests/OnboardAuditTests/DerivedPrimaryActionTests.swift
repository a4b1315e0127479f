import Testing

@testable import OnboardAudit

/// The primary action of a derived screen: the styled main action, else the page's own.
@Suite("Derived primary action")
struct DerivedPrimaryActionTests {
  @Test func aStyledActionThenThePagesOwnBeatASharedNextBar() throws {
    let manifest = try #require(DerivedFlowFixtures.derive("NextBar").manifest)
    #expect(manifest.screens.map(\.id) == ["StartPage", "AllowPage", "LearnPage"])
    // `.controlSize(.large)`, `.keyboardShortcut(.defaultAction)`, and the one button of the
    // page's own code; never the bar's Next, written once for every page.
    #expect(manifest.screens.map(\.primaryAction) == ["intro.start", "intro.allow", "intro.learn"])
  }

  @Test func aProminentButtonIsTheActionOfAScreenOfItsOwn() throws {
    let manifest = try #require(DerivedFlowFixtures.derive("SharedBar").manifest)
    #expect(manifest.screens.map(\.primaryAction) == ["pages.sync.action", "pages.share.action"])
  }
}
