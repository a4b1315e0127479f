import Testing

@testable import OnboardAudit

/// An `if` or a `switch` is a step of the flow when its branches show views: one in a
/// gesture's handler, or over an animation's phase, is not (docs/swiftui.md, "Screens").
@Suite("Derived flow: branches that are not steps")
struct DerivedStepBranchesTests {
  @Test func branchesOfAHandlerAndOfAnAnimationPhaseAreNoScreens() throws {
    let code = """
      import SwiftUI

      struct SlideIntroView: View {
        @State private var knob: CGFloat = 0
        @State private var wave = false

        var body: some View {
          VStack {
            Text("Slide to start").font(.largeTitle)
            Image(systemName: "wave.3.right")
              .phaseAnimator([1, 2], trigger: wave) { content, phase in
                content.scaleEffect(phase == 1 ? 1 : 1.1)
              } animation: { phase in
                switch phase {
                case 1: .bouncy
                default: .smooth
                }
              }
            Circle()
              .frame(width: 60, height: 60)
              .offset(x: knob)
              .gesture(
                DragGesture()
                  .onEnded { _ in
                    if knob > 100 {
                      knob = 200
                    } else {
                      knob = 0
                    }
                  })
          }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("SlideIntroView.swift", code)
    let manifest = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest)
    #expect(manifest.screens.map(\.id) == ["SlideIntroView"])
  }

  @Test func branchesThatShowViewsAreSteps() throws {
    let code = """
      import SwiftUI

      struct SetupFlowView: View {
        @State private var step = 0

        var body: some View {
          if step == 0 {
            Text("Welcome").font(.largeTitle)
          } else if step == 1 {
            permissions
          } else {
            Text("All set").font(.largeTitle)
          }
        }

        private var permissions: some View {
          Text("Allow reminders").font(.largeTitle)
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("SetupFlowView.swift", code)
    let manifest = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest)
    #expect(manifest.screens.count == 3)
    #expect(manifest.screens.map(\.title) == ["Welcome", "Allow reminders", "All set"])
  }

  /// A `switch` whose cases yield text (`String(localized:)`, a `LocalizedStringKey`) or a
  /// value of a type the sources declare and that is no view chooses a value, not a screen.
  @Test func casesThatYieldTextOrValuesAreNoSteps() throws {
    let code = """
      import SwiftUI

      struct ReefIntroView: View {
        enum Stage { case shore, reef, deep }
        @State private var stage = Stage.shore

        var body: some View {
          VStack {
            Text(caption).font(.largeTitle)
            Text(badge)
            Rectangle().frame(height: tint.height)
            Button("reef.next") { stage = .reef }
          }
        }

        private var caption: String {
          switch stage {
          case .shore: String(localized: "reef.shore")
          case .reef: String(localized: "reef.coral")
          case .deep: String(localized: "reef.deep")
          }
        }

        private var badge: LocalizedStringKey {
          switch stage {
          case .shore: LocalizedStringKey("reef.badgeShore")
          case .reef, .deep: LocalizedStringKey("reef.badgeWater")
          }
        }

        private var tint: ReefTint {
          switch stage {
          case .shore: ReefTint(level: 1)
          case .reef, .deep: ReefTint(level: 2)
          }
        }
      }

      struct ReefTint: Hashable {
        var level: Int
        var height: CGFloat { CGFloat(level) * 4 }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("ReefIntroView.swift", code)
    let manifest = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest)
    #expect(manifest.screens.map(\.id) == ["ReefIntroView"])
    // Each text shows its first case, which stands for the others.
    #expect(
      manifest.screens.first?.allElements.map(\.id) == [
        "stack", "reef.shore", "reef.badgeShore", "rectangle", "reef.next",
      ])
  }

  /// A struct that conforms to a protocol the sources do not declare may be a view: its
  /// cases are still steps.
  @Test func casesOfTypesOfUnknownConformanceAreSteps() throws {
    let code = """
      import SwiftUI

      struct DuneIntroView: View {
        @State private var leg = 0
        var body: some View {
          switch leg {
          case 0: DuneFirstLeg()
          default: DuneLastLeg()
          }
        }
      }

      struct DuneFirstLeg: KitScreen {
        var body: some View { Text("dune.first") }
      }

      struct DuneLastLeg: KitScreen {
        var body: some View { Text("dune.last") }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("DuneIntroView.swift", code)
    let manifest = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest)
    #expect(manifest.screens.map(\.id) == ["page1", "default"])
  }
}
