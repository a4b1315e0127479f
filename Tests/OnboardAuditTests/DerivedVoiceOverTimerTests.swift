import Foundation
import Testing

@testable import OnboardAudit

/// A timer in SwiftUI code stops for VoiceOver when its code reads whether VoiceOver runs
/// (`stopsForVoiceOver`, `timing.auto-advance-voiceover`).
@Suite("Derived VoiceOver timers")
struct DerivedVoiceOverTimerTests {
  /// The element of the first screen that advances, of a view written in a file of its own.
  private func advancing(_ code: String) throws -> Element {
    let folder = TemporaryFolder()
    let file = folder.write("OnboardingTourView.swift", "import SwiftUI\n\n" + code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    return try #require(screen.allElements.first { $0.autoAdvance != nil })
  }

  static func tour(_ handler: String, property: String = "") -> String {
    """
    struct OnboardingTourView: View {
      @State private var page = 0
      \(property)
      let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

      var body: some View {
        TabView(selection: $page) {
          Text("tour.one").tag(0)
          Text("tour.two").tag(1)
        }
        .onReceive(timer) { _ in
          \(handler)
        }
      }
    }
    """
  }

  @Test func aTimerThatAsksTheEnvironmentStops() throws {
    let element = try advancing(
      Self.tour(
        "guard !voiceOverOn else { return }\n      page = (page + 1) % 2",
        property: "@Environment(\\.accessibilityVoiceOverEnabled) private var voiceOverOn"))
    #expect(element.stopsForVoiceOver == true)
  }

  @Test func aTimerThatAsksUIAccessibilityStops() throws {
    let element = try advancing(
      Self.tour("if UIAccessibility.isVoiceOverRunning { return }\n      page = (page + 1) % 2"))
    #expect(element.stopsForVoiceOver == true)
  }

  @Test func aTimerThatNeverAsksGoesOn() throws {
    let element = try advancing(Self.tour("page = (page + 1) % 2"))
    #expect(element.stopsForVoiceOver == false)
    // A property that only looks like the setting, never read as it, is not it.
    let lookalike = try advancing(
      Self.tour("page = (page + 1) % 2", property: "@State private var voiceOverOn = false"))
    #expect(lookalike.stopsForVoiceOver == false)
  }
}
