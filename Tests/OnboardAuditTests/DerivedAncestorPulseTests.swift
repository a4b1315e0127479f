import Testing

@testable import OnboardAudit

/// `withAnimation(….repeatForever) { pulse = true }` in a screen's `onAppear` drives the
/// `.scaleEffect(pulse ? 1.2 : 1)` of a circle in a view it shows (docs/swiftui.md, Motion):
/// the circle is a decorative element that moves, forever, with no fallback.
@Suite("Derived flow: a pulse started by an ancestor")
struct DerivedAncestorPulseTests {
  private static let fixture = "AncestorPulse"

  @Test func theCircleThePulseScalesFailsBothMotionRules() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "motion.autoplay-no-pause BreathWelcomeView.swift:38:9",
        "motion.no-reduced-fallback BreathWelcomeView.swift:38:9",
      ])
    let messages = DerivedFlowFixtures.audit(Self.fixture).findings.map(\.message)
    #expect(
      messages.allSatisfy {
        $0.hasPrefix("the scale animation of \"circle\" on screen \"BreathWelcomeView\"")
      })
  }

  @Test func theCircleIsADecorativeElementWithTheAncestorsTiming() throws {
    let screen = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens.first)
    let circle = try #require(screen.allElements.first { $0.id == "circle" })
    #expect(circle.decorative)
    #expect(circle.location.line == 35)
    let pulse = try #require(circle.animations.first)
    #expect(pulse.kind == .scale && pulse.duration == 2 && pulse.repeat == .forever)
    #expect(pulse.reducedMotion == nil)
    #expect(screen.title == "breath.title")
  }

  @Test func voiceOverPassesOverTheCircle() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        BreathWelcomeView · de (left to right)
          1  0.00 s  Atme mit uns, Überschrift
          2  0.00 s  Eine ruhige Minute, jeden Morgen.
          3  0.00 s  Anfangen, Taste

        """)
  }

  /// A circle the pulse does not reach (its scale reads another state) does not move, and
  /// a shape no effect moves stays no element at all.
  @Test func onlyWhatThePulseChangesMoves() throws {
    let code = """
      import SwiftUI

      struct CalmWelcomeView: View {
        @State private var pulse = false
        @State private var step = 0

        var body: some View {
          VStack {
            Circle().scaleEffect(step == 0 ? 1.2 : 1)
            Capsule().frame(width: 40, height: 4)
            Text("calm.title").font(.largeTitle).accessibilityAddTraits(.isHeader)
          }
          .onAppear {
            withAnimation(.easeInOut(duration: 2).repeatForever()) { pulse = true }
          }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("CalmWelcomeView.swift", code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.allElements.flatMap(\.animations).isEmpty)
    #expect(screen.allElements.filter { $0.id == "capsule" }.isEmpty)
  }
}
