import Testing

@testable import OnboardAudit

/// A view whose `body` its protocol's extension gives (`protocol Pane: Panel`,
/// `protocol Panel: View`, `extension Pane { var body: some View { content } }`) is a view of
/// the sources, and its body is the extension's, reading the view's own members
/// (docs/swiftui.md, "The declaration index").
@Suite("Derived flow: body from a protocol extension")
struct DerivedProtocolBodyTests {
  private static let fixture = "ProtocolBody"

  @Test func theBodyOfTheProtocolShowsTheViewsContent() throws {
    let flow = DerivedFlowFixtures.derive(Self.fixture)
    #expect(flow.notes.isEmpty)
    #expect(flow.root == "OrchardIntroView")
    let screens = try #require(flow.manifest?.screens)
    #expect(screens.map(\.id) == ["OrchardIntroView"])
    #expect(screens[0].title == "orchard.title")
    let texts = screens[0].allElements.compactMap { element in
      element.text?.key.map { key in
        "\(key) \(element.location.file.split(separator: "/").last ?? ""):\(element.location.line)"
      }
    }
    #expect(
      texts == [
        "orchard.title OrchardIntroView.swift:6", "orchard.body OrchardIntroView.swift:9",
        "orchard.begin OrchardIntroView.swift:10",
      ])
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  @Test func voiceOverReadsTheContent() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path])
    #expect(result.code == 0)
    #expect(
      result.out == """
        OrchardIntroView · en (left to right)
          1  0.00 s  Plant your orchard, heading
          2  0.00 s  Track every tree from blossom to harvest.
          3  0.00 s  Begin, button

        """)
  }

  /// Protocols that refine each other in a circle end: the type is no view, and nothing hangs.
  @Test func protocolsInACircleEnd() {
    let code = """
      import SwiftUI

      protocol Ebb: Flow {}
      protocol Flow: Ebb {}
      extension Ebb { var body: some View { Text("tide.never") } }

      struct TideIntroView: Ebb {}
      """
    let folder = TemporaryFolder()
    let file = folder.write("Tide.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    #expect(flow.manifest == nil)
  }
}
