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

  /// A `@ViewBuilder` property of the caller passed as `content:`, to a view that calls the
  /// closure it stores, shows the property's views.
  @Test func aBuilderPropertyPassedAsContent() throws {
    let code = """
      import SwiftUI

      struct ReedPanel<Content: View>: View {
        @ViewBuilder let content: () -> Content

        var body: some View {
          VStack(alignment: .leading) {
            content()
          }
        }
      }

      struct ReedWelcomeView: View {
        var body: some View {
          ReedPanel(content: rows)
        }

        @ViewBuilder
        private var rows: some View {
          Text("reed.first")
          Text("reed.second")
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Reed.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    #expect(flow.notes.isEmpty)
    let screen = try #require(flow.manifest?.screens.first)
    #expect(screen.id == "ReedWelcomeView")
    #expect(screen.allElements.compactMap { $0.text?.key } == ["reed.first", "reed.second"])
    #expect(screen.allElements.compactMap { $0.text?.location.line } == [20, 21])
  }
}
