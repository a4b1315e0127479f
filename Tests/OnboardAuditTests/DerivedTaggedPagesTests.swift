import Testing

@testable import OnboardAudit

/// A paged `TabView` of four children tagged `.tag(0)`…`.tag(3)`, beside the view's own page
/// dots (`ForEach(0..<totalPages)` of circles): the children are the screens, the dots are not,
/// and no tag is a title.
@Suite("Derived flow: tagged pages beside page dots")
struct DerivedTaggedPagesTests {
  private static let fixture = "TaggedPagesDots"

  @Test func theFourTaggedChildrenAreTheScreens() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    #expect(screens.map(\.id) == ["KitchenPage", "KitchenPage-2", "KitchenPage-3", "KitchenPage-4"])
    #expect(
      screens.map(\.title) == [
        "kitchen.shop.title", "kitchen.cook.title", "kitchen.time.title", "kitchen.eat.title",
      ])
    #expect(screens.map(\.primaryAction) == ["kitchen.next", "kitchen.next", "kitchen.next", "kitchen.next"])
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  @Test func voiceOverReadsEachPageAndNotTheDots() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        KitchenPage · de (left to right)
          1  0.00 s  Klüger einkaufen, Überschrift
          2  0.00 s  Deine Liste sortiert sich nach Regal.
          3  0.00 s  Weiter, Taste

        KitchenPage-2 · de (left to right)
          1  0.00 s  Schritt für Schritt kochen, Überschrift
          2  0.00 s  Jedes Rezept, ein Schritt nach dem anderen.
          3  0.00 s  Weiter, Taste

        KitchenPage-3 · de (left to right)
          1  0.00 s  Nie mehr verkocht, Überschrift
          2  0.00 s  Timer starten aus dem Rezept.
          3  0.00 s  Weiter, Taste

        KitchenPage-4 · de (left to right)
          1  0.00 s  Guten Appetit, Überschrift
          2  0.00 s  Merk dir die Gerichte, die du mochtest.
          3  0.00 s  Weiter, Taste

        """)
  }

  /// A page number in a large font is no title: the screen has none, and no finding says
  /// that "1" is not a heading.
  @Test func aPageNumberIsNoTitle() throws {
    let code = """
      import SwiftUI

      struct CountedIntroView: View {
        @State private var current = 0

        var body: some View {
          TabView(selection: $current) {
            ForEach(0..<3, id: \\.self) { index in
              VStack {
                Text("\\(index + 1)").font(.largeTitle)
                Text("counted.detail")
              }
              .tag(index)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("CountedIntroView.swift", code)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens)
    #expect(screens.count == 3)
    #expect(screens.allSatisfy { $0.title == nil })
    var settings = AuditSettings()
    settings.sources = [file]
    #expect(Audit.run(settings).findings.filter { $0.rule == "struct.title-not-header" }.isEmpty)
  }
}
