import Testing

@testable import OnboardAudit

/// `.animation(_:value:)` animates the changes of its value only: an effect below it that
/// reads other state is not given its timing (docs/swiftui.md, Motion).
@Suite("Derived flow: an animation's value")
struct DerivedAnimationValueTests {
  @Test func aKnobTheUserDragsIsNotDrivenByTheFooterAnimation() throws {
    let code = """
      import SwiftUI

      struct SwipeIntroView: View {
        @State private var shown = false
        @State private var knob: CGFloat = 0

        var body: some View {
          VStack {
            Text("Swipe to begin").font(.largeTitle).accessibilityAddTraits(.isHeader)
            HStack {
              Image(systemName: "chevron.right")
                .offset(x: knob)
                .gesture(DragGesture().onChanged { knob = $0.translation.width })
            }
            .offset(y: shown ? 0 : 40)
            .animation(.easeOut(duration: 1), value: shown)
          }
          .onAppear { shown = true }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("SwipeIntroView.swift", code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    let footer = try #require(screen.allElements.first { $0.location.line == 10 })
    #expect(footer.animations.map(\.duration) == [1])
    let knob = try #require(screen.allElements.first { $0.location.line == 11 })
    #expect(knob.animations.isEmpty)
  }
}
