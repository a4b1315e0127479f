import Foundation
import Testing

@testable import OnboardAudit

/// Screens that no view contains (each presented by a coordinator), built from design-system
/// wrappers: a frame whose content and actions are `@ViewBuilder` closures set through the
/// memberwise initializer, and a step whose texts go through its own `init`.
@Suite("Derived screens without one root")
struct DerivedPresentedScreensTests {
  static let fixture = "PresentedScreens"

  @Test func eachViewNoOtherUsesIsAScreenInPathOrderWithOneNote() throws {
    let flow = DerivedFlowFixtures.derive(Self.fixture)
    let screens = try #require(flow.manifest?.screens)
    #expect(flow.root == nil)
    // The design system's frame and step are used by the screens: no screens of their own.
    #expect(
      screens.map(\.id) == ["AlertsPromptScreen", "BackupDoneScreen", "RestoreView", "SyncChoiceScreen"])
    #expect(screens.map(\.title) == ["alerts.title", "backup.title", "restore.title", "sync.title"])
    #expect(screens.map(\.primaryAction) == ["alerts.allow", "backup.continue", "restore.go", "sync.go"])
    let notes = flow.notes.filter { $0.message.hasPrefix("no view contains the flow") }
    #expect(
      notes.map(\.message) == [
        "no view contains the flow; each of the views no other view uses is a screen of its own: "
          + "AlertsPromptScreen, BackupDoneScreen, RestoreView, SyncChoiceScreen"
      ])
    #expect(notes.first?.location.file.hasSuffix("Screens/AlertsPromptScreen.swift") == true)
    #expect(notes.first?.location.line == 4)
  }

  @Test func theWrappersShowTheirCallersTexts() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    func keys(_ screen: Screen) -> [String] {
      screen.allElements.compactMap { $0.text?.key }
    }
    // The frame's content, then its bottom inset with the actions.
    #expect(keys(screens[0]) == ["alerts.title", "alerts.body", "alerts.allow", "alerts.later"])
    // The frame's backdrop shows only where a caller gives one.
    func backdrops(_ screen: Screen) -> Int {
      screen.allElements.filter { $0.role == .image && $0.decorative && $0.symbol == nil }.count
    }
    #expect(backdrops(screens[0]) == 1 && backdrops(screens[1]) == 0)
    // Through the step's `init`: the heading given, no detail, the trailing closure the action.
    #expect(keys(screens[3]) == ["sync.title", "sync.go"])
    let heading = try #require(screens[3].element(id: "sync.title"))
    #expect(heading.location.file.hasSuffix("Kit/StepScaffold.swift") && heading.location.line == 35)
    #expect(heading.text?.location.file.hasSuffix("Screens/SyncChoiceScreen.swift") == true)
    // The picture closure, cast to `Image` by the step, is the caller's symbol.
    #expect(screens[3].allElements.contains { $0.symbol == "arrow.triangle.2.circlepath" && $0.hidden })
  }

  @Test func theFindingsAreTheWrappersAndTheScreensOwn() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "struct.title-not-header Kit/StepScaffold.swift:35:7",
        "target.size Kit/StepScaffold.swift:42:7",
        "target.size Screens/AlertsPromptScreen.swift:11:7",
        "target.size Screens/AlertsPromptScreen.swift:13:7",
        "struct.title-not-header Screens/BackupDoneScreen.swift:8:9",
        "target.size Screens/BackupDoneScreen.swift:13:7",
      ])
    let title = DerivedFlowFixtures.audit(Self.fixture).findings.first {
      $0.rule == "struct.title-not-header"
    }
    #expect(
      title?.message
        == #"the title "Restore your notes" of screen "RestoreView" is not a heading, so VoiceOver users "#
        + "cannot jump to it with the Headings rotor; add `.accessibilityAddTraits(.isHeader)` to it "
        + #"(the same code on 2 screens; also "SyncChoiceScreen")"#)
  }

  @Test func voiceoverReadsEachScreen() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "en"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        AlertsPromptScreen · en (left to right)
          1  0.00 s  Stay in the loop, heading
          2  0.00 s  We tell you when a friend replies.
          3  0.00 s  Allow alerts, button
          4  0.00 s  Not now, button

        BackupDoneScreen · en (left to right)
          1  0.00 s  Backup complete
          2  0.00 s  Your notes are safe in the cloud.
          3  0.00 s  Continue, button

        RestoreView · en (left to right)
          1  0.00 s  Restore your notes
          2  0.00 s  Bring back what you saved on another phone.
          3  0.00 s  Restore, button

        SyncChoiceScreen · en (left to right)
          1  0.00 s  Keep devices in sync
          2  0.00 s  Turn on sync, button

        """)
  }

  @Test func theConfigsScreensNameTheViewsInstead() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    // A config's paths stay inside its folder: the fixture is copied there.
    let project = TemporaryFolder()
    project.copy(path, to: "Fixture")
    let config = project.write(
      "onboard-audit.json",
      #"{"sources": ["Fixture"], "tables": ["Fixture"], "screens": ["SyncChoiceScreen", "RestoreView"]}"#)
    let result = runTool(["voiceover", "--config", config])
    #expect(result.code == 0)
    // In the config's order; the step's optional detail shows where the caller gives it.
    #expect(
      result.out == """
        SyncChoiceScreen · en (left to right)
          1  0.00 s  Keep devices in sync
          2  0.00 s  Turn on sync, button

        RestoreView · en (left to right)
          1  0.00 s  Restore your notes
          2  0.00 s  Bring back what you saved on another phone.
          3  0.00 s  Restore, button

        """)
  }

  @Test func theConfigsScreensMustBeAnArrayOfStrings() {
    let project = TemporaryFolder()
    let config = project.write("onboard-audit.json", #"{"screens": "RestoreView"}"#)
    let result = runTool(["voiceover", "--config", config])
    #expect(result.code == 2)
    #expect(
      result.err.contains("onboard-audit.json:1:13: expected an array of strings at screens, found a string"))
  }

  @Test func aScreenAnotherScreenShowsAndAFoundRootAreNotScreensOfTheirOwn() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Screens.swift",
      """
      import SwiftUI

      struct BadgeScreen: View {
        var body: some View { Text("badge.title").font(.title) }
      }

      struct ProfileScreen: View {
        var body: some View { VStack { BadgeScreen(); Text("profile.title").font(.title) } }
      }
      """)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens)
    #expect(screens.map(\.id) == ["ProfileScreen"])
    let withRoot = folder.write(
      "WelcomeView.swift",
      "import SwiftUI\n\nstruct WelcomeView: View {\n  var body: some View { ProfileScreen() }\n}\n")
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file, withRoot]))
    #expect(flow.root == "WelcomeView")
    #expect(flow.manifest?.screens.map(\.id) == ["WelcomeView"])
  }
  @Test func aToolbarsButtonsAreSizedByTheBarNotReportedAsSmall() throws {
    let folder = TemporaryFolder()
    folder.write(
      "ConsentScreen.swift",
      """
      import SwiftUI

      struct ConsentScreen: View {
        var body: some View {
          VStack {
            Text("consent.title").font(.title).accessibilityAddTraits(.isHeader)
            Button("consent.agree") {}.frame(width: 200, height: 50)
          }
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("consent.close") {} }
          }
        }
      }
      """)
    folder.write(
      "en.lproj/Localizable.strings",
      #""consent.title" = "Your data";\#n"consent.agree" = "Agree";\#n"consent.close" = "Close";\#n"#)
    var settings = AuditSettings()
    settings.sources = [folder.path]
    settings.tables = [folder.path]
    let result = Audit.run(settings)
    // The bar gives its items their hit areas; the code does not say how large.
    #expect(!result.findings.contains { $0.rule == "target.size" })
    #expect(result.findings.map(\.rule) == ["order.title-not-first"])
  }
  @Test func aFalseTheCallerPassesShowsTheElseBranch() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "PairingScreen.swift",
      """
      import SwiftUI

      struct PairingScreen: View {
        var body: some View { PairingCard(isCompact: false) }
      }

      struct PairingCard: View {
        let isCompact: Bool
        var body: some View {
          if isCompact {
            Text("pairing.short")
          } else {
            Text("pairing.long")
          }
        }
      }
      """)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.allElements.compactMap { $0.text?.key } == ["pairing.long"])
  }
  @Test func anInitThatCallsItsBuilderAndRenamesItsParametersShowsTheCallersViews() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "PlanScreen.swift",
      """
      import SwiftUI

      struct PlanScreen: View {
        var body: some View {
          TitledCard("plan.title") {
            Text("plan.body")
          }
        }
      }

      struct TitledCard<Content: View>: View {
        private let content: Content
        private let heading: LocalizedStringKey

        init(_ text: LocalizedStringKey, @ViewBuilder content: () -> Content) {
          self.heading = text
          self.content = content()
        }

        var body: some View {
          VStack {
            Text(heading).font(.title)
            content
          }
        }
      }
      """)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.allElements.compactMap { $0.text?.key } == ["plan.title", "plan.body"])
    #expect(screen.title == "plan.title")
  }
}
