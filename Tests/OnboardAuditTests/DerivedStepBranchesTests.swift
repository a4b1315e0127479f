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
}
