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

  /// A value that no code run on appear changes (set when data arrives, or by a button) moves
  /// at a time the code does not fix: the offset it drives is no slide on appear.
  @Test func anOffsetWhoseValueDataChangesDoesNotSlideOnAppear() throws {
    let code = """
      import SwiftUI

      struct ScanIntroView: View {
        @State private var found: String?
        @State private var count = 0

        var body: some View {
          VStack {
            Text("Scanning").font(.largeTitle).accessibilityAddTraits(.isHeader)
            Image(systemName: "dot.radiowaves.left.and.right")
              .accessibilityHidden(true)
              .offset(y: found == nil ? 0 : -60)
              .animation(.easeInOut, value: found)
            Button("Skip") { found = "none" }
          }
          .onChange(of: count) { _ in found = "hub" }
          .onAppear { count = 1 }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("ScanIntroView.swift", code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    let waves = try #require(screen.allElements.first { $0.location.line == 10 })
    #expect(waves.animations.isEmpty)
    var settings = AuditSettings()
    settings.sources = [file]
    #expect(Audit.run(settings).findings.filter { $0.rule.hasPrefix("motion.") }.isEmpty)
  }
}
