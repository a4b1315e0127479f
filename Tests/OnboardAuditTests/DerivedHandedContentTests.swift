import Testing

@testable import OnboardAudit

/// Content handed on is shown where it ends up (docs/swiftui.md, "The declaration index"): a
/// stack given its content as a value (`VStack(spacing: 8, content: content)`), a view of a
/// package given a method of the view (`ParallaxBackdrop { layers() }`), and a variadic view's
/// tree (`_VariadicView.Tree(MeadowLayout()) { content }`), each view not declared in the
/// sources noted once.
@Suite("Derived flow: content handed on")
struct DerivedHandedContentTests {
  private static let fixture = "HandedContent"

  @Test func theMethodsViewsShowThroughThePackageAndTheStacks() throws {
    let flow = DerivedFlowFixtures.derive(Self.fixture)
    #expect(
      flow.notes.map { note in
        let file = note.location.file.split(separator: "/").last ?? ""
        return "\(file):\(note.location.line):\(note.location.column) \(note.message)"
      } == [
        "MeadowContainers.swift:21:5 'Tree' is not declared in the sources; of its content only the texts and views it is given are known",
        "MeadowWelcomeView.swift:5:5 'ParallaxBackdrop' is not declared in the sources; of its content only the texts and views it is given are known",
      ])
    let screen = try #require(flow.manifest?.screens.first)
    #expect(screen.id == "MeadowWelcomeView")
    #expect(screen.title == "meadow.title")
    #expect(screen.allElements.compactMap { $0.text?.key } == ["meadow.title", "meadow.body"])
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  @Test func voiceOverReadsTheContent() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path])
    #expect(result.code == 0)
    #expect(
      result.out == """
        MeadowWelcomeView · en (left to right)
          1  0.00 s  Welcome to the meadow, heading
          2  0.00 s  Wildflowers bloom here all summer.

        """)
  }
}
