import Testing

@testable import OnboardAudit

/// An initializer that delegates (`self.init(action: action, label: { Text(title) })`) binds
/// what the initializer it calls sets: a button made from a title has that title as its label
/// (docs/swiftui.md, "The declaration index").
@Suite("Derived flow: delegating initializers")
struct DerivedDelegatingInitTests {
  private static let fixture = "DelegatingInit"

  @Test func theTitleGivenToTheConvenienceInitializerLabelsTheButton() throws {
    let flow = DerivedFlowFixtures.derive(Self.fixture)
    #expect(flow.notes.isEmpty)
    let screen = try #require(flow.manifest?.screens.first)
    #expect(screen.id == "RiverWelcomeView")
    let buttons = screen.allElements.filter { $0.role == .button }
    #expect(buttons.map { $0.text?.key } == ["river.paddle", "river.drift"])
    #expect(buttons.map(\.location.line) == [15, 15])
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  @Test func voiceOverReadsBothButtons() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path])
    #expect(result.code == 0)
    #expect(
      result.out == """
        RiverWelcomeView · en (left to right)
          1  0.00 s  Down the river, heading
          2  0.00 s  Paddle on, button
          3  0.00 s  Drift a while, button

        """)
  }

  /// Initializers that delegate to each other in a circle end, with an `input.too-complex`
  /// note at the call.
  @Test func initializersInACircleEnd() throws {
    let code = """
      import SwiftUI

      struct LoopBadge: View {
        let word: String
        init(_ word: String) { self.init(word: word) }
        init(word: String) { self.init(word) }
        var body: some View { Text(word) }
      }

      struct LoopWelcomeView: View {
        var body: some View { LoopBadge("loop.word") }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Loop.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    #expect(flow.notes.map(\.rule) == ["input.too-complex"])
    #expect(flow.notes.map(\.location.line) == [11])
    #expect(flow.manifest?.screens.map(\.id) == ["LoopWelcomeView"])
  }
}
