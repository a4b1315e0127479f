import Foundation
import Testing

@testable import OnboardAudit

/// The flow derived from SwiftUI sources (docs/swiftui.md), on one fixture per pattern of the
/// onboarding tutorials: page-style TabView pages in another file, a "Welcome to" sheet with a
/// staggered reveal, a cinematic flow on timers, a NavigationStack setup flow.
@Suite("Derived flow")
struct DerivedFlowTests {
  private static let folder = packageRoot + "/Tests/OnboardAuditTests/Fixtures/DerivedFlow"

  private func path(_ fixture: String) -> String { Self.folder + "/" + fixture }

  /// Every finding as "rule file:line:column", the file relative to the fixture.
  private func findings(_ fixture: String) -> [String] {
    var settings = AuditSettings()
    settings.tables = [path(fixture)]
    settings.sources = [path(fixture)]
    let shown = FileSystem.displayPath(path(fixture))
    return Audit.run(settings).findings.map { finding in
      let file = finding.location.map { String($0.file.dropFirst(shown.count + 1)) } ?? ""
      return "\(finding.rule) \(file):\(finding.location?.line ?? 0):\(finding.location?.column ?? 0)"
    }
  }

  private func derive(_ fixture: String) throws -> DerivedFlow {
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [path(fixture)]))
    _ = try #require(flow.manifest)
    return flow
  }

  @Test func tabViewPagesWithAForeverBounceAndAnUnmarkedTitleFailAtTheirLines() {
    #expect(
      findings("PagedTour") == [
        // Once each: both pages show the same code.
        "struct.title-not-header TourPage.swift:12:7",
        "motion.autoplay-no-pause TourPage.swift:17:9",
        "motion.no-reduced-fallback TourPage.swift:17:9",
        // A plain text button: one line of body text high.
        "target.size TourPage.swift:20:7",
      ])
  }

  @Test func tabViewPagesInAnotherFileAreExpandedWithTheirArguments() throws {
    let manifest = try #require(try derive("PagedTour").manifest)
    #expect(manifest.screens.count == 2)
    let first = manifest.screens[0]
    #expect(first.title == "tour.write.title")
    #expect(first.primaryAction == "tour.next")
    let image = try #require(first.element(id: "square.and.pencil"))
    #expect(image.decorative && image.hidden)
    let bounce = try #require(image.animations.first)
    #expect(bounce.kind == .slide && bounce.repeat == .forever && bounce.duration == 0.8)
    #expect(bounce.reducedMotion == nil)
    #expect(manifest.screens[1].element(id: "tour.share.message")?.text?.key == "tour.share.message")
  }

  @Test func aRevealSkippedUnderReduceMotionPassesClean() throws {
    #expect(findings("WelcomeKitSheet") == [])
    let manifest = try #require(try derive("WelcomeKitSheet").manifest)
    let line = try #require(manifest.screens.first?.element(id: "row"))
    #expect(line.children == .combine)
    let kinds = line.animations.map(\.kind.rawValue)
    #expect(kinds == ["fade", "slide"])
    #expect(line.animations.allSatisfy { $0.delay == 0.2 && $0.reducedMotion != nil })
  }

  @Test func theLayoutIsSynthesizedFromStacksPaddingAndControlSizes() throws {
    let manifest = try #require(try derive("WelcomeKitSheet").manifest)
    let screen = try #require(manifest.screens.first)
    // `.padding(32)` inside the phone's width, below the safe area.
    #expect(screen.element(id: "stack")?.frame?.x == 32)
    #expect(screen.element(id: "stack")?.frame?.width == 326)
    #expect(screen.element(id: "sheet.title")?.frame?.y == 91)
    // A large prominent button as wide as its `.frame(maxWidth: .infinity)` label.
    let button = try #require(screen.element(id: "sheet.continue")?.frame)
    #expect(button.width == 326 && button.height == 50)
    // The symbol of a row sits on the row's first line, before its texts.
    let symbol = try #require(screen.element(id: "bolt")?.frame)
    let title = try #require(screen.element(id: "sheet.fast.title")?.frame)
    #expect(symbol.y == title.y && symbol.maxX < title.x)
    let rows = ["row", "row-2"].compactMap { screen.element(id: $0)?.frame }
    #expect(rows.count == 2 && rows[0].maxY < rows[1].y)
  }

  @Test func eachKindOfMotionIsReadWithItsFallback() throws {
    #expect(
      findings("MotionVariety") == [
        "motion.autoplay-no-pause IntroMotionView.swift:15:9",
        "motion.no-reduced-fallback IntroMotionView.swift:15:9",
        "motion.autoplay-no-pause IntroMotionView.swift:20:9",
        "motion.no-reduced-fallback IntroMotionView.swift:20:9",
      ])
    let screen = try #require(try derive("MotionVariety").manifest?.screens.first)
    let pulse = try #require(screen.element(id: "heart.fill")?.animations.first)
    #expect(pulse.kind == .pulse && pulse.repeat == .forever)
    // `reduceMotion ? .opacity : .move(edge:)`: a slide that fades with Reduce Motion on.
    let card = try #require(screen.element(id: "motion.card")?.animations.first)
    #expect(card.kind == .slide)
    guard case .animation(let fade)? = card.reducedMotion else {
      Issue.record("no fade fallback")
      return
    }
    #expect(fade.kind == .fade)
    let phase = try #require(screen.element(id: "motion.phase")?.animations.first)
    #expect(phase.kind == .scale && phase.repeat == .forever)
    // `reduceMotion ? nil : .spring(duration: 0.6).delay(0.3)`.
    let guarded = try #require(screen.element(id: "motion.guarded")?.animations.first)
    #expect(guarded.kind == .scale && guarded.duration == 0.6 && guarded.delay == 0.3)
    guard case .skip? = guarded.reducedMotion else {
      Issue.record("no skip under Reduce Motion")
      return
    }
  }

  @Test func theHTMLReportDrawsDerivedScreens() {
    var settings = AuditSettings()
    settings.tables = [path("StoryIntro")]
    settings.sources = [path("StoryIntro")]
    let result = Audit.run(settings)
    #expect(result.screens.count == 1)
    let page = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    // The source's picture, and for the reader to pick beside it the source laid out right
    // to left (no audited locale is) and the one audited locale.
    #expect(page.components(separatedBy: "<svg").count - 1 == 3)
    #expect(page.contains("StoryIntroView"))
  }

  @Test func eachLocaleIsLaidOutWithItsOwnTexts() throws {
    let manifest = try #require(try derive("WelcomeKitSheet").manifest)
    let screen = try #require(manifest.screens.first)
    let long = "Öffnet sich im Nu, auch ohne Verbindung, auch auf älteren Geräten und überall"
    let german = DerivedFlow.layOut(screen, device: .phone) { text in
      text.key == "sheet.fast.detail" ? long : "Kurz"
    }
    let detail = try #require(german.element(id: "sheet.fast.detail")?.frame)
    #expect(detail.height > 3 * 20.4 - 0.01)
    #expect(
      try #require(german.element(id: "row-2")?.frame?.y) > (screen.element(id: "row-2")?.frame?.y ?? 0) + 40)
    // East Asian wide characters take a whole em.
    let japanese = DerivedFlow.layOut(screen, device: .phone) { _ in "速い" }
    let latin = DerivedFlow.layOut(screen, device: .phone) { _ in "ab" }
    #expect(
      japanese.element(id: "sheet.title")?.frame?.width == 2
        * (latin.element(id: "sheet.title")?.frame?.width ?? 0))
  }

  @Test func theCinematicFlowFailsOnItsTimerAndReveals() {
    // The cross-fade (lines 19 and 20) is not motion and is not reported.
    #expect(
      findings("CinematicIntro") == [
        "motion.no-reduced-fallback CinematicIntroView.swift:21:9",
        "motion.no-reduced-fallback CinematicIntroView.swift:22:9",
        "motion.no-reduced-fallback CinematicIntroView.swift:23:9",
        "motion.autoplay-no-pause CinematicIntroView.swift:28:9",
        "motion.no-reduced-fallback CinematicIntroView.swift:28:9",
        "target.size CinematicIntroView.swift:30:7",
        // The testimonials change every 3.4 s for as long as the screen shows (WCAG 2.2.2).
        "motion.autoplay-no-pause CinematicIntroView.swift:36:5",
        "timing.auto-advance CinematicIntroView.swift:36:5",
        "timing.auto-advance-voiceover CinematicIntroView.swift:36:5",
      ])
  }

  @Test func textFromDataIsKeptUnknownAndNeverMissing() throws {
    let manifest = try #require(try derive("CinematicIntro").manifest)
    let quote = try #require(manifest.screens.first?.element(id: "quotes[index]"))
    #expect(quote.text?.expression == "quotes[index]")
    #expect(quote.text?.key == nil && quote.text?.literal == nil)
    let advance = try #require(manifest.screens.first?.elements.first?.autoAdvance)
    #expect(advance.after == 3.4 && !advance.userCanPause)
  }

  @Test func aNavigationStackPathGivesItsStartAndEachStage() throws {
    let flow = try derive("SetupStack")
    let manifest = try #require(flow.manifest)
    #expect(manifest.screens.map(\.id) == ["start", "account", "notifications"])
    #expect(
      manifest.screens.map(\.title) == [
        "setup.start.title", "setup.account.title", "setup.notifications.title",
      ])
    #expect(
      flow.notes.map(\.message) == [
        "'MapPreview' is not declared in the sources; it is one element whose content is unknown"
      ])
    #expect(flow.notes.first?.location.line == 57)
    #expect(
      findings("SetupStack") == [
        "target.size SetupView.swift:17:9",
        // A plain text field: one line high.
        "target.size SetupView.swift:41:7",
        "struct.decorative-exposed SetupView.swift:42:7",
        "target.size SetupView.swift:42:7",
        "trait.action-without-button SetupView.swift:42:7",
      ])
  }

  @Test func pagesFromAStaticArrayOfAModelAreOnePerItem() throws {
    let manifest = try #require(try derive("ModelPages").manifest)
    #expect(manifest.screens.map(\.id) == ["page1", "page2", "PermissionsPage"])
    #expect(manifest.screens.map(\.title) == ["onb.calm.title", "onb.sleep.title", "onb.perm.title"])
    let image = try #require(manifest.screens[1].element(id: "moon.stars"))
    #expect(image.label?.literal == "moon.stars")
    // `reduceMotion ? nil : .spring(…)` in onAppear: the scale is skipped with Reduce Motion on.
    let scale = try #require(image.animations.first)
    #expect(scale.kind == .scale && scale.duration == 0.5)
    guard case .skip? = scale.reducedMotion else {
      Issue.record("no Reduce Motion fallback")
      return
    }
    // The buttons of `.safeAreaInset` are on every page.
    #expect(manifest.screens.allSatisfy { $0.element(id: "onb.back")?.role == .button })
  }

  @Test func sourcesWithoutAnOnboardingViewShowTheViewsNoOtherUses() {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Settings.swift",
      "import SwiftUI\n\nstruct SettingsView: View {\n  var body: some View { Text(\"Welcome\") }\n}\n")
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    #expect(flow.root == nil && flow.manifest?.screens.map(\.id) == ["SettingsView"])
    let model = folder.write("Model.swift", "struct Settings {\n  var name = \"\"\n}\n")
    #expect(DerivedFlow.derive(SwiftSources.load(paths: [model])).manifest == nil)
    #expect(
      DerivedFlow.derive(SwiftSources.load(paths: [file]), root: "SettingsView").manifest?.screens.count == 1)
  }

  @Test func navigationDestinationsInAFunctionOfTheRootAreScreens() throws {
    let manifest = try #require(try derive("NavigationFunction").manifest)
    #expect(manifest.screens.map(\.id) == ["IntroScreen", "goals", "reminders"])
    // The navigation bar's title is the first screen's, before its large heading.
    #expect(manifest.screens.map(\.title) == ["intro.nav", "goals.title", "reminders.title"])
  }

  @Test func aSwitchOverTheStepInAViewBuilderFunctionGivesOneScreenPerCase() throws {
    let manifest = try #require(try derive("StepSwitch").manifest)
    #expect(manifest.screens.map(\.id) == ["welcome", "profile", "permissions", "done"])
    // `.font(.system(size: 40))` looks like a title; a section's title is a heading.
    #expect(
      manifest.screens.map(\.title) == [
        "setup.welcome.title", "setup.profile.section", "setup.permissions.title", "setup.done.title",
      ])
    #expect(manifest.screens[1].element(id: "setup.profile.section")?.traits == [.header])
    // The button's title is one of two keys, decided at run time: shown as the caller wrote it.
    let decided = #"step == .done ? "setup.finish" : "setup.next""#
    let button = try #require(manifest.screens[0].element(id: decided))
    #expect(button.role == .button && button.text?.expression == decided)
    // Padding inside the label is inside the button.
    #expect(button.frame?.height == 52.4 && button.frame?.width == 358)
  }

  @Test func viewsThatNestEachOtherManyTimesOverAreExpandedWithinABound() throws {
    var code = "import SwiftUI\n\nstruct OnboardingView: View {\n  var body: some View { Level0() }\n}\n"
    for level in 0..<14 {
      code +=
        "struct Level\(level): View {\n  var body: some View { VStack { Level\(level + 1)(); Level\(level + 1)() } }\n}\n"
    }
    code += "struct Level14: View {\n  var body: some View { Text(\"leaf\"); Mirror() }\n}\n"
    code += "struct Mirror: View {\n  var body: some View { Mirror() }\n}\n"
    let folder = TemporaryFolder()
    let file = folder.write("Nested.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    let screen = try #require(flow.manifest?.screens.first)
    // Past the bound, each use left is one element.
    #expect(screen.allElements.count <= ExpansionBudget.screenElements + 2 * 14)
    #expect(flow.notes.map(\.rule) == [nil, "input.too-complex"])
    #expect(
      flow.notes.map(\.message) == [
        "'Mirror' shows itself; it is expanded once and shown here as one element",
        "'Level12' is not expanded further and is one element of unknown content here: the screen already has 2,000 elements, the most a screen is expanded to",
      ])
  }

  @Test func anAsyncAfterChainAdvancesAndARowKeptLeftToRightReadsBackwards() {
    #expect(
      findings("StoryIntro") == [
        "order.rtl-not-mirrored StoryIntroView.swift:14:7",
        "target.size StoryIntroView.swift:15:9",
        "target.size StoryIntroView.swift:17:9",
        "motion.autoplay-no-pause StoryIntroView.swift:21:5",
        "timing.auto-advance StoryIntroView.swift:21:5",
        "timing.auto-advance-voiceover StoryIntroView.swift:21:5",
      ])
  }

  @Test(arguments: [
    "PagedTour", "WelcomeKitSheet", "CinematicIntro", "SetupStack", "ModelPages", "StoryIntro",
    "MotionVariety", "StepSwitch", "NavigationFunction",
  ])
  func theDerivedManifestPassesTheManifestReader(fixture: String) throws {
    let manifest = try #require(try derive(fixture).manifest)
    let json = ManifestWriter.json(manifest)
    let read = try FlowManifest.parse(Array(json.utf8), file: "derived.json", ruleIDs: RuleCatalog.ids)
    #expect(read.screens.map(\.id) == manifest.screens.map(\.id))
    #expect(
      read.screens.map { $0.allElements.map(\.id) } == manifest.screens.map { $0.allElements.map(\.id) })
    #expect(read.screens.map(\.title) == manifest.screens.map(\.title))
    #expect(json.contains("\"source\": {\"file\": "))
  }

  @Test func aManifestScreenNamingAViewTakesTheViewsElements() throws {
    let json = """
      {"formatVersion": 1, "screens": [{"id": "welcome", "view": "WelcomeSheetView", "elements": [
        {"id": "sheet.title", "role": "header", "text": {"literal": "Hello"}}]}]}
      """
    let manifest = try FlowManifest.parse(Array(json.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    var inputs = ProjectInputs()
    inputs.flow = manifest
    inputs.sources = [path("WelcomeKitSheet")]
    let flow = try #require(LoadedProject.load(inputs).flow)
    let screen = try #require(flow.screens.first)
    #expect(screen.element(id: "sheet.title")?.text?.literal == "Hello")
    #expect(screen.element(id: "sheet.continue")?.role == .button)
    #expect(screen.title == "sheet.title" && screen.primaryAction == "sheet.continue")
  }
}
