import Foundation
import Testing

@testable import OnboardAudit

/// A pause the code offers, read from its structure: a control that switches what the timer
/// checks, or that cancels the timer.
@Suite("Derived pause")
struct DerivedPauseTests {
  /// The auto-advance of the first screen of a view written in a file of its own.
  private func advance(_ code: String) throws -> AutoAdvance {
    let folder = TemporaryFolder()
    let file = folder.write("IntroCarousel.swift", "import SwiftUI\n\n" + code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    return try #require(screen.allElements.compactMap(\.autoAdvance).first)
  }

  @Test func aButtonThatTogglesWhatTheTimerChecksIsAPause() throws {
    // Paused by its button; but it goes on turning while VoiceOver reads it.
    #expect(
      DerivedFlowFixtures.findings("RotatingQuotes") == [
        "timing.auto-advance-voiceover WelcomeQuotesView.swift:19:5"
      ])
    let code = try String(
      contentsOfFile: DerivedFlowFixtures.path("RotatingQuotes") + "/WelcomeQuotesView.swift", encoding: .utf8
    )
    #expect(try advance(code).userCanPause)
    // The same button doing something else offers no pause.
    #expect(try !advance(code.replacingOccurrences(of: "rotating.toggle()", with: "index = 0")).userCanPause)
  }

  @Test func aGestureThatSetsWhatASleepLoopChecksIsAPause() throws {
    let code = """
      struct IntroCarousel: View {
        @State private var page = 0
        @State private var held = false

        var body: some View {
          Text("carousel.item")
            .onLongPressGesture { held = true }
            .task {
              while true {
                try? await Task.sleep(for: .seconds(3))
                if !held { page += 1 }
              }
            }
        }
      }
      """
    let loop = try advance(code)
    #expect(loop.after == 3 && loop.userCanPause)
    #expect(try !advance(code.replacingOccurrences(of: "held = true", with: "page = 0")).userCanPause)
  }

  @Test func aButtonThatCancelsTheTimerIsAPause() throws {
    let code = """
      struct IntroCarousel: View {
        @State private var page = 0
        let ticker = Timer.publish(every: 6, on: .main, in: .common).autoconnect()

        var body: some View {
          VStack {
            Text("carousel.item")
            Button("carousel.stop") { ticker.upstream.connect().cancel() }
          }
          .onReceive(ticker) { _ in page += 1 }
        }
      }
      """
    #expect(try advance(code).userCanPause)
    #expect(
      try !advance(code.replacingOccurrences(of: "ticker.upstream.connect().cancel()", with: "")).userCanPause
    )
  }
}
