import Foundation
import Testing

@testable import OnboardAudit

/// Pagers over a stored array of card views, one per stage of `if stage == .intro { … } else
/// if stage == .setup { … }`: each wraps its cards in `UIHostingController`s and pages them
/// with a `UIViewControllerRepresentable` bound to its `@State var shown`, with controls under
/// `if shown == N` and a last-page button hidden on the others.
@Suite("Derived pages of a UIKit pager")
struct DerivedHostedPagerTests {
  static let fixture = "HostedPager"

  @Test func eachCardOfEachStageIsAScreen() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    #expect(
      screens.map(\.id) == [
        "intro-page1", "intro-page2", "intro-page3", "setup-page1", "setup-page2", "setup-page3",
      ])
    // Each located at its card in the array; titled by the card's bold `.title2` heading.
    #expect(screens.map(\.location.line) == [14, 17, 20, 26, 29, 32])
    #expect(
      screens.map(\.title) == [
        "tourCard1Heading", "tourCard2Heading", "tourCard3Heading", "setupCard1Heading", "setupCard2Heading",
        "setupCard3Heading",
      ])
    let picture = try #require(screens[1].allElements.first { $0.role == .image })
    #expect(picture.label?.literal == "Harbor")
  }

  @Test func theControlsOfAPageShowOnItsScreenOnly() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    func actions(_ screen: Screen) -> [String] {
      screen.allElements.filter { $0.isActionable && !$0.hidden }.compactMap { $0.text?.key }
    }
    #expect(
      screens.map(actions) == [
        [], [], ["tourStartButton"], ["setupAllowButton", "setupSkipButton"], ["setupQuietButton"],
        ["setupFinishButton"],
      ])
    // The start button hidden on the first pages keeps its place but takes no taps.
    let hidden = try #require(screens[0].allElements.first { $0.text?.key == "tourStartButton" })
    #expect(hidden.hidden && !hidden.isActionable)
    #expect(
      screens.map(\.primaryAction) == [
        nil, nil, "tourStartButton", "setupSkipButton", "setupQuietButton", "setupFinishButton",
      ])
  }

  @Test func theFindingsAreTheCardsAndTheSmallButtons() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "target.size Tour/SetupPager.swift:27:11",
        "target.size Tour/SetupPager.swift:43:11",
        "order.title-not-first Tour/TourCard.swift:15:9",
        "struct.title-not-header Tour/TourCard.swift:15:9",
      ])
  }

  @Test func voiceoverReadsEachPageInTheLocale() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        intro-page1 · de (left to right)
          1  0.00 s  Lighthouse, Bild
          2  0.00 s  Finden Sie Ihren Weg.
          3  0.00 s  Karten für jede Küste, immer aktuell.
          4  0.00 s  ‹DotsControl›

        intro-page2 · de (left to right)
          1  0.00 s  Harbor, Bild
          2  0.00 s  Planen Sie jede Überfahrt.
          3  0.00 s  Gezeiten und Winde für Ihre Segelstunden.
          4  0.00 s  ‹DotsControl›

        intro-page3 · de (left to right)
          1  0.00 s  Compass, Bild
          2  0.00 s  Bereit zum Ablegen?
          3  0.00 s  Richten wir die App für Ihr Boot ein.
          4  0.00 s  Einrichten, Taste
          5  0.00 s  ‹DotsControl›

        setup-page1 · de (left to right)
          1  0.00 s  Bell, Bild
          2  0.00 s  Wetterwarnungen erlauben.
          3  0.00 s  Wir warnen Sie, bevor ein Sturm Sie erreicht.
          4  0.00 s  Warnungen erlauben, Taste
          5  0.00 s  Nicht jetzt, Taste

        setup-page2 · de (left to right)
          1  0.00 s  Moon, Bild
          2  0.00 s  Wann sollen wir still sein?
          3  0.00 s  Nach dieser Zeit keine Warnungen, außer es ist dringend.
          4  0.00 s  ‹$quietStart›, einstellbar … Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.
          5  0.00 s  Ruhezeit sichern, Taste

        setup-page3 · de (left to right)
          1  0.00 s  Flag, Bild
          2  0.00 s  Alles bereit. Gute Fahrt!
          3  0.00 s  Sie können diese Auswahl in den Einstellungen ändern.
          4  0.00 s  Lossegeln, Taste

        """)
  }
}
