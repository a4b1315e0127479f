import Foundation
import Testing

@testable import OnboardAudit

/// Motion written in forms beyond an effect on appear (docs/swiftui.md, "Motion"), in a tea
/// tutorial of `Fixtures/DerivedFlow/TeaMotion`: steps that slide in with `.transition(.move(edge:))`
/// when the user taps Next, a drop moved by `matchedGeometryEffect` under a `withAnimation` in
/// an `asyncAfter`, a bar whose frame's width follows `.animation(_:value:)`, and steam grown
/// through a helper of the app that checks Reduce Motion inside.
@Suite("Derived motion forms")
struct DerivedMotionFormsTests {
  static let fixture = "TeaMotion"

  @Test func eachFormIsMotionWithWhatStartsIt() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    #expect(screens.map(\.id) == ["leaves", "kettle"])
    func animations(_ screen: Screen) -> [String] {
      screen.allElements.flatMap { element in
        element.animations.map { animation in
          "\(element.id) \(animation.kind.rawValue) \(animation.trigger.rawValue) \(animation.location.line)"
            + (animation.reducedMotion == nil ? "" : " guarded")
        }
      }
    }
    // Both branches of `if poured` are the drop in two places: one screen, not two steps; the
    // code sets `poured`, so its first branch stands for both.
    #expect(animations(screens[0]) == ["stack-2 slide interaction 12", "circle slide appear 31"])
    #expect(
      animations(screens[1]) == [
        "stack-2 slide interaction 14", "capsule scale appear 51", "kettle.steam scale appear 52 guarded",
      ])
    let drop = try #require(screens[0].element(id: "circle")?.animations.first)
    #expect(drop.delay == 1 && drop.duration == 0.6)
  }

  /// The transitions the user starts are warnings; what starts by itself is an error; the
  /// helper's guard leaves the steam without a finding.
  @Test func theUsersTransitionsAreWarnings() {
    let result = DerivedFlowFixtures.audit(Self.fixture)
    let motion = result.findings.filter { $0.rule == "motion.no-reduced-fallback" }.map {
      "\($0.severity) \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
    }
    #expect(motion == ["warning 12:21", "warning 14:21", "error 31:17", "error 51:16"])
  }

  /// A pager whose Next button changes the page in a `withAnimation` slides the pages on the
  /// user's action; with the animation off under Reduce Motion it has its fallback.
  @Test(arguments: [
    ("withAnimation(.easeInOut(duration: 0.4))", true), ("withAnimation(calm ? nil : .easeInOut)", false),
  ])
  func aPagerTheUserMovesWithAnAnimationSlides(animation: String, reported: Bool) {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Orchard.swift",
      """
      import SwiftUI

      struct OrchardIntroView: View {
        @Environment(\\.accessibilityReduceMotion) private var calm
        @State private var page = 0

        var body: some View {
          VStack {
            TabView(selection: $page) {
              Text("orchard.plant").tag(0)
              Text("orchard.prune").tag(1)
            }
            .tabViewStyle(.page)
            Button("orchard.next") { \(animation) { page += 1 } }
          }
        }
      }
      """)
    var settings = AuditSettings()
    settings.sources = [file]
    let motion = Audit.run(settings).findings.filter { $0.rule == "motion.no-reduced-fallback" }.map {
      "\($0.severity) \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
    }
    // Located at the animation the action runs.
    #expect(motion == (reported ? ["warning 14:46"] : []))
  }
}
