import Testing

@testable import OnboardAudit

/// A property the view's code changes is no release constant (docs/swiftui.md, "Screens"):
/// `@State var showsNotes = false` that a button toggles only starts out `false`, so the
/// content under `if showsNotes { … }` is read, with its transition. A `let` that is `false`,
/// or a state nothing changes, still hides its branch.
@Suite("Derived flow: state the view changes is no release constant")
struct DerivedChangedStateTests {
  private static let code = """
    import SwiftUI

    struct LanternIntroView: View {
      @State private var showsNotes = false
      @State private var showsMap = false
      @State private var showsCompass = false
      @State private var showsRuler = false
      @State private var pinnedForever = false
      private let showsBeta = false

      var body: some View {
        VStack {
          Text("lantern.title").font(.largeTitle)
          Button("lantern.more") { withAnimation { showsNotes.toggle() } }
          if showsNotes {
            Text("lantern.notes").transition(.move(edge: .trailing))
          }
          Button("lantern.map") { self.showsMap = true }
          if showsMap {
            Text("lantern.mapText")
          }
          Toggle("lantern.compass", isOn: $showsCompass)
          if showsCompass {
            Text("lantern.compassText")
          }
          if showsRuler {
            Text("lantern.rulerText")
          }
          if pinnedForever {
            Text("lantern.pinned")
          }
          if showsBeta {
            Text("lantern.beta")
          }
        }
      }
    }
    """

  @Test func branchesOfStateTheViewChangesAreRead() throws {
    let folder = TemporaryFolder()
    let file = folder.write("LanternIntroView.swift", Self.code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.id == "LanternIntroView")
    #expect(
      screen.allElements.compactMap { $0.text?.key } == [
        "lantern.title", "lantern.more", "lantern.notes", "lantern.map", "lantern.mapText", "lantern.compass",
        "lantern.compassText",
      ])
    let notes = try #require(screen.allElements.first { $0.text?.key == "lantern.notes" })
    let motion = notes.animations.map { "\($0.kind.rawValue) \($0.trigger.rawValue) \($0.location.line)" }
    #expect(motion == ["slide interaction 16"])
  }

  /// The transition the button starts is read, and reported where it is written.
  @Test func theTransitionOfARevealedBranchIsReported() {
    let folder = TemporaryFolder()
    let file = folder.write("LanternIntroView.swift", Self.code)
    var settings = AuditSettings()
    settings.sources = [file]
    let motion = Audit.run(settings).findings.filter { $0.rule == "motion.no-reduced-fallback" }.map {
      "\($0.severity) \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
    }
    #expect(motion == ["warning 16:30"])
  }
}
