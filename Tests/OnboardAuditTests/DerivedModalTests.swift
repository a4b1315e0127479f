import Foundation
import Testing

@testable import OnboardAudit

/// What a screen presents (a sheet, a popover, an alert of either API, a confirmation dialog)
/// is a screen of its own right after it (docs/swiftui.md, "Presented content"); what is
/// already a step, or whose content is unknown, is not.
@Suite("Derived flow: presented content")
struct DerivedModalTests {
  private static let fixture = "Modals"

  @Test func eachPresentedContentFollowsTheScreenThatPresentsIt() throws {
    let flow = DerivedFlowFixtures.derive(Self.fixture)
    let screens = try #require(flow.manifest?.screens)
    #expect(
      screens.map(\.id) == [
        "SproutWelcomeView", "SproutWelcomeView.TermsSheet", "SproutWelcomeView.TermsSheet.alert",
        "SproutWelcomeView.alert", "reminders", "reminders.alert", "reminders.confirmationDialog", "garden",
        "garden.popover",
      ])
    #expect(
      screens.map(\.title) == [
        "welcome.title", "Terms of %@", "terms.offline.title", "sync.failed.title", "reminders.title",
        "reminders.denied.title", "reminders.skip.title", "garden.title", nil,
      ])
    // No call to action is guessed for what the system lays out.
    #expect(
      screens.map(\.primaryAction) == [
        "welcome.start", "terms.done", nil, nil, "reminders.allow", nil, nil, "garden.tip", nil,
      ])
    // Each is located at its modifier.
    let sources = screens.dropFirst().map {
      "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)"
    }
    #expect(
      sources == [
        "SproutWelcomeView.swift:20", "TermsSheet.swift:25", "SproutOnboardingView.swift:27",
        "SproutOnboardingView.swift:22", "ReminderSetupView.swift:20", "ReminderSetupView.swift:26",
        "SproutOnboardingView.swift:23", "GardenSizeView.swift:20",
      ])
    // The step presented again and the web page of a package add nothing, and say nothing.
    #expect(flow.notes.isEmpty)
  }

  @Test func aSheetIsLaidOutAsAScreenAndADialogByTheSystem() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    let sheet = try #require(screens.first { $0.id == "SproutWelcomeView.TermsSheet" })
    #expect(sheet.allElements.allSatisfy { $0.frame != nil })
    #expect(!sheet.isLaidOutBySystem)
    // The caller's literal is the format's argument.
    let title = try #require(sheet.element(id: "Terms of %@")?.text)
    #expect(title.args == [.string("Sprout")])
    for id in ["SproutWelcomeView.TermsSheet.alert", "reminders.alert", "reminders.confirmationDialog"] {
      let dialog = try #require(screens.first { $0.id == id })
      #expect(dialog.isLaidOutBySystem)
      #expect(dialog.allElements.allSatisfy { $0.frame == nil })
      // Laid out again for a locale, it still has no frames.
      let laidOut = DerivedFlow.layOut(dialog, device: .phone) { _ in "Ein sehr langer deutscher Text" }
      #expect(laidOut.allElements.allSatisfy { $0.frame == nil })
    }
    // The old API's `.cancel()` is the system's Cancel, whose words the tool does not know.
    let legacy = try #require(screens.first { $0.id == "SproutWelcomeView.TermsSheet.alert" })
    #expect(
      legacy.allElements.map { $0.text?.key ?? "‹\($0.text?.expression ?? "")›" } == [
        "terms.offline.title", "terms.offline.body", "‹Cancel›", "terms.retry",
      ])
  }

  @Test func theFindingsAreThoseOfTheStepsOnly() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "struct.title-not-header ReminderSetupView.swift:10:7",
        "target.size ReminderSetupView.swift:17:7",
      ])
  }

  @Test func voiceoverReadsEachPresentedScreenOnItsOwn() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        SproutWelcomeView · de (left to right)
          1  0.00 s  Wachse mit Sprout, Überschrift
          2  0.00 s  Gieße deine Pflanzen pünktlich.
          3  0.00 s  Bedingungen lesen, Taste
          4  0.00 s  Los geht's, Taste

        SproutWelcomeView.TermsSheet · de (left to right)
          1  0.00 s  Bedingungen von Sprout, Überschrift
          2  0.00 s  Dein Garten bleibt auf deinem Telefon.
          3  0.00 s  Fertig, Taste

        SproutWelcomeView.TermsSheet.alert · de (left to right)
          1  0.00 s  Du bist offline, Überschrift
          2  0.00 s  Verbinde dich, um die Bedingungen zu laden.
          3  0.00 s  ‹Cancel›, Taste
          4  0.00 s  Erneut versuchen, Taste

        SproutWelcomeView.alert · de (left to right)
          1  0.00 s  Abgleich fehlgeschlagen, Überschrift
          2  0.00 s  Dein Garten ist auf diesem Telefon gesichert.
          3  0.00 s  OK, Taste

        reminders · de (left to right)
          1  0.00 s  Tägliche Erinnerungen
          2  0.00 s  Wir erinnern dich, wenn eine Pflanze Durst hat.
          3  0.00 s  Erinnerungen erlauben, Taste
          4  0.00 s  Überspringen, Taste

        reminders.alert · de (left to right)
          1  0.00 s  Erinnerungen sind aus, Überschrift
          2  0.00 s  Schalte sie in den Einstellungen ein.
          3  0.00 s  Abbrechen, Taste
          4  0.00 s  Einstellungen öffnen, Taste

        reminders.confirmationDialog · de (left to right)
          1  0.00 s  Erinnerungen überspringen?, Überschrift
          2  0.00 s  Du kannst sie später einschalten.
          3  0.00 s  Vorerst überspringen, Taste

        garden · de (left to right)
          1  0.00 s  Dein Garten, Überschrift
          2  0.00 s  Erinnerungen ändern, Taste
          3  0.00 s  Anleitung lesen, Taste
          4  0.00 s  Tipp, Taste

        garden.popover · de (left to right)
          1  0.00 s  Gruppiere Pflanzen, die dasselbe Licht mögen.

        """)
  }

  @Test func anAlertWithoutButtonsHasTheSystemsOKAndADialogsTitleShowsOnlyWhenVisible() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "PairingScreen.swift",
      """
      import SwiftUI

      struct PairingScreen: View {
        @State private var lost = false
        @State private var leaving = false
        @State private var help: URL?

        var body: some View {
          Text("pairing.title")
            .font(.title)
            .alert("pairing.lost", isPresented: $lost) {}
            .confirmationDialog("pairing.leave", isPresented: $leaving) {
              Button("pairing.leave.confirm", role: .destructive) {}
              Button("pairing.stay", role: .cancel) {}
            }
            .sheet(item: $help) { address in
              HelpBrowser(address: address)
            }
        }
      }
      """)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    let screens = try #require(flow.manifest?.screens)
    #expect(
      screens.map(\.id) == ["PairingScreen", "PairingScreen.alert", "PairingScreen.confirmationDialog"])
    let alert = screens[1].allElements.map { $0.text?.key ?? "‹\($0.text?.expression ?? "")›" }
    #expect(alert == ["pairing.lost", "‹OK›"])
    // With the title hidden, as on iPhone, the dialog has no title; its cancel button is last.
    #expect(screens[2].title == nil)
    #expect(screens[2].allElements.compactMap { $0.text?.key } == ["pairing.leave.confirm", "pairing.stay"])
    // A browser of a package, known only at run time, is no screen and no note.
    #expect(!flow.notes.contains { $0.message.contains("HelpBrowser") })
    #expect(flow.notes.count == 1)
  }

  @Test func aButtonStyleOfTheAppsOwnSizesTheButtonsBelowIt() throws {
    let folder = TemporaryFolder()
    folder.write(
      "LinkScreen.swift",
      """
      import SwiftUI

      struct LinkScreen: View {
        var body: some View {
          VStack {
            Text("link.title").font(.title).accessibilityAddTraits(.isHeader)
            Button("link.http") {}
            Button("link.https") {}.buttonStyle(.bordered)
          }
          .buttonStyle(.outlined)
        }
      }
      """)
    folder.write(
      "en.lproj/Localizable.strings",
      #""link.title" = "Link";\#n"link.http" = "http";\#n"link.https" = "https";\#n"#)
    var settings = AuditSettings()
    settings.sources = [folder.path]
    settings.tables = [folder.path]
    // The app's style draws the first button, whose size the code does not show; the system
    // style of the second wins over it, and gives it its 34 pt.
    let findings = Audit.run(settings).findings.filter { $0.rule == "target.size" }
    #expect(findings.map(\.location?.line) == [8])
  }

  @Test func aViewThatPresentsItselfOrAChainOfSheetsEnds() throws {
    let folder = TemporaryFolder()
    var code = """
      import SwiftUI

      struct LoopScreen: View {
        @State private var shows = false
        var body: some View {
          Text("loop.title")
            .sheet(isPresented: $shows) { LoopScreen() }
            .alert("loop.alert", isPresented: $shows) {}
            .sheet(isPresented: $shows) { Level1() }
        }
      }

      """
    for level in 1...12 {
      code += """
        struct Level\(level): View {
          @State private var shows = false
          var body: some View {
            Text("level.\(level)").sheet(isPresented: $shows) { Level\(level + 1)() }
          }
        }

        """
    }
    let file = folder.write("LoopScreen.swift", code)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens)
    // Presented again, the screen itself adds nothing; sheets nest at most 8 deep.
    #expect(screens.prefix(3).map(\.id) == ["LoopScreen", "LoopScreen.alert", "LoopScreen.Level1"])
    #expect(screens.last?.id == "LoopScreen.Level1.Level2.Level3.Level4.Level5.Level6.Level7.Level8")
    #expect(screens.count == 10)
  }
}
