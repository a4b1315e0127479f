import Testing

@testable import OnboardAudit

/// The shapes onboarding tutorials teach, written again with their SwiftUI constructs in the
/// same arrangement (docs/swiftui.md), audited with the result their readers should get.
@Suite("Derived flow: the tutorials' shapes")
struct DerivedSeedShapesTests {
  private static func transcript(_ fixture: String) -> CommandOutput {
    let path = DerivedFlowFixtures.path(fixture)
    return runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
  }

  /// A pager over `0..<pages.count` of a static array of plain strings, a bouncing symbol and
  /// a bold title in a system font: one screen per page, failing on its unmarked titles and
  /// its bounce (and on the symbol read by its name, which nothing labels); each plain string
  /// a page shows is shown as written, reported once where it is written.
  @Test func theSymbolPagerFailsOnItsTitlesAndItsBounce() throws {
    #expect(
      DerivedFlowFixtures.findings("SymbolPager") == [
        // Continue changes the page in a `withAnimation`: the pages slide on the user's tap.
        "motion.no-reduced-fallback LessonIntroView.swift:25:13",
        "text.hardcoded LessonPage.swift:14:43",
        "text.hardcoded LessonPage.swift:14:80",
        "text.hardcoded LessonPage.swift:15:44",
        "text.hardcoded LessonPage.swift:15:77",
        "text.hardcoded LessonPage.swift:16:45",
        "text.hardcoded LessonPage.swift:16:78",
        "struct.decorative-exposed LessonPageView.swift:10:7",
        "motion.autoplay-no-pause LessonPageView.swift:15:9",
        "motion.no-reduced-fallback LessonPageView.swift:15:9",
        "order.title-not-first LessonPageView.swift:16:7",
        "struct.title-not-header LessonPageView.swift:16:7",
      ])
    let screens = try #require(DerivedFlowFixtures.derive("SymbolPager").manifest?.screens)
    #expect(screens.map(\.id) == ["page1", "page2", "page3"])
    let bounce = try #require(screens.first?.allElements.flatMap(\.animations).first { $0.kind == .bounce })
    #expect(bounce.kind == .bounce && bounce.repeat == .forever)
  }

  /// Strings of the model are shown as written; the button's label is one of two keys as
  /// the page changes, which the code does not fix: both texts are shown, unknown which.
  @Test func theSymbolPagersTranscript() {
    let result = Self.transcript("SymbolPager")
    #expect(result.code == 0)
    let button = "‹Continue | Start learning›, Taste"
    #expect(
      result.out == """
        page1 · de (left to right)
          1  0.00 s  book fill, Bild
          2  0.00 s  Learn a little daily
          3  0.00 s  Five minutes a day add up.
          4  0.00 s  \(button)

        page2 · de (left to right)
          1  0.00 s  flame fill, Bild
          2  0.00 s  Keep your streak
          3  0.00 s  A reminder when a day is left.
          4  0.00 s  \(button)

        page3 · de (left to right)
          1  0.00 s  trophy fill, Bild
          2  0.00 s  Earn your badges
          3  0.00 s  Every finished unit counts.
          4  0.00 s  \(button)

        """)
  }

  /// A horizontal `ScrollView` the user cannot swipe, a `ForEach` over the cases of an enum
  /// with a `switch` on each: one screen per case, in order; the scroll animation is no motion.
  @Test func theScrollPagerIsOneScreenPerCaseAndClean() throws {
    let screens = try #require(DerivedFlowFixtures.derive("ScrollStepPager").manifest?.screens)
    #expect(screens.map(\.id) == ["greeting", "reminders", "units"])
    #expect(screens.map(\.title) == ["setup.greeting.title", "setup.reminders.title", "setup.units.title"])
    #expect(DerivedFlowFixtures.findings("ScrollStepPager") == [])
    let result = Self.transcript("ScrollStepPager")
    #expect(result.code == 0)
    #expect(
      result.out == """
        greeting · de (left to right)
          1  0.00 s  Hallo, Überschrift
          2  0.00 s  Vorhersagen für die Orte, an die du gehst.
          3  0.00 s  Weiter, Taste

        reminders · de (left to right)
          1  0.00 s  Dem Regen voraus, Überschrift
          2  0.00 s  Wir sagen dir Bescheid, bevor er beginnt.
          3  0.00 s  Erinnerungen erlauben, Taste

        units · de (left to right)
          1  0.00 s  Wähle deine Einheiten, Überschrift
          2  0.00 s  Metrische Einheiten, Umschalttaste, aus … Zum Umschalten doppeltippen.
          3  0.00 s  Fertig, Taste

        """)
  }

  /// Steps that cross-fade (Reduce Motion turns the fades off), progress symbols scaled by the
  /// step a button changes, and reviews that a function started in `onAppear` reveals with a
  /// scale, blur and rotation and replaces every 3.4 s: failing on the timer and the reveal
  /// only.
  @Test func theStagedCarouselFailsOnItsTimerAndItsReveal() {
    #expect(
      DerivedFlowFixtures.findings("StagedCarousel") == [
        "motion.no-reduced-fallback ReviewCarousel.swift:23:5",
        "motion.no-reduced-fallback ReviewCarousel.swift:24:5",
        "motion.no-reduced-fallback ReviewCarousel.swift:25:5",
        "motion.autoplay-no-pause ReviewCarousel.swift:27:5",
        "timing.auto-advance ReviewCarousel.swift:27:5",
        // Its timer never asks whether VoiceOver runs.
        "timing.auto-advance-voiceover ReviewCarousel.swift:27:5",
      ])
  }

  @Test func theStagedCarouselsTranscript() {
    let result = Self.transcript("StagedCarousel")
    #expect(result.code == 0)
    #expect(
      result.out == """
        step · de (left to right)
          1  0.00 s  Willkommen am Nachthimmel, Überschrift
          2  0.00 s  ‹reviews[index].title›
          3  0.00 s  ‹reviews[index].detail›
          4  0.00 s  Weiter, Taste
          5  0.00 s  Beliebt bei Sternguckern

        step-2 · de (left to right)
          1  0.00 s  Zeigen und finden, Überschrift
          2  0.00 s  Halte dein Telefon zum Himmel, um jeden Stern zu benennen.
          3  0.00 s  Weiter, Taste
          4  0.00 s  Beliebt bei Sternguckern

        page3 · de (left to right)
          1  0.00 s  Klare Nächte planen, Überschrift
          2  0.00 s  Wir sagen dir, wann die Wolken weiterziehen.
          3  0.00 s  Weiter, Taste
          4  0.00 s  Beliebt bei Sternguckern

        """)
  }

  /// A welcome sheet whose title interpolates the app's name, whose rows arrive one at a time
  /// from `.task` unless Reduce Motion returns first, and whose button is pinned in a
  /// `safeAreaInset`: clean, the name filled in.
  @Test func theWelcomeSheetIsCleanAndNamesTheApp() throws {
    #expect(DerivedFlowFixtures.findings("WelcomeSheetReveal") == [])
    let result = Self.transcript("WelcomeSheetReveal")
    #expect(result.code == 0)
    #expect(
      result.out == """
        TideWelcomeSheet · de (left to right)
          1  0.00 s  Willkommen bei Tide, Überschrift
          2  0.00 s  Privat von Anfang an, Deine Einträge bleiben auf diesem Telefon.
          3  0.00 s  Jede Gezeitenkarte, Häfen nah und fern, an einem Ort.
          4  0.00 s  Hinweise nach deinem Wunsch, Hochwasser, Niedrigwasser oder beides.
          5  0.00 s  Weiter, Taste

        """)
    let screen = try #require(DerivedFlowFixtures.derive("WelcomeSheetReveal").manifest?.screens.first)
    let blurs = DerivedEarlyReturnTests.animations(in: screen.elements).filter { $0.kind == .blur }
    #expect(blurs.count == 3)
    #expect(blurs.allSatisfy { if case .skip? = $0.reducedMotion { true } else { false } })
  }
}
