import Testing

@testable import OnboardAudit

/// The modifiers of a flow's page container apply to each page it shows.
@Suite("Derived page container")
struct DerivedPageContainerTests {
  @Test func aTimerAndAnInsetOnTheTabViewAreOnEveryPage() throws {
    let code = """
      import SwiftUI

      struct IntroCarousel: View {
        @State private var selection = 0
        let timer = Timer.publish(every: 6, on: .main, in: .common).autoconnect()

        var body: some View {
          TabView(selection: $selection) {
            Text("carousel.one").tag(0)
            Text("carousel.two").tag(1)
          }
          .tabViewStyle(.page)
          .onReceive(timer) { _ in selection = (selection + 1) % 2 }
          .safeAreaInset(edge: .bottom) { Button("carousel.skip") {} }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("IntroCarousel.swift", code)
    let manifest = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest)
    #expect(manifest.screens.count == 2)
    for screen in manifest.screens {
      let advance = try #require(screen.allElements.compactMap(\.autoAdvance).first)
      #expect(advance.after == 6 && !advance.userCanPause && advance.location.line == 13)
      #expect(screen.element(id: "carousel.skip")?.role == .button)
    }
  }

  @Test func viewsAttachedByModifiersArePartOfTheScreenInReadingOrder() throws {
    let code = """
      import SwiftUI

      struct WelcomeBoard: View {
        var body: some View {
          VStack {
            Text("board.title").font(.largeTitle).accessibilityAddTraits(.isHeader)
          }
          .background { Text("board.backdrop") }
          .safeAreaInset(edge: .bottom, content: { Button("board.continue") {} })
          .safeAreaInset(edge: .top) { Text("board.banner") }
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("board.skip") {} }
            ToolbarItem(placement: .bottomBar) { Button("board.later") {} }
          }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("WelcomeBoard.swift", code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(
      screen.allElements.compactMap { $0.text?.key } == [
        "board.skip", "board.banner", "board.backdrop", "board.title", "board.continue", "board.later",
      ])
  }
}
