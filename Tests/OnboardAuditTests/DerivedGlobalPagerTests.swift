import Foundation
import Testing

@testable import OnboardAudit

/// A `TabView` with a selection and tagged children over `0..<cards.count`, where `cards` is a
/// file-scope `var` of another file that no code changes, and cards whose texts are plain
/// `String`s (docs/swiftui.md, "Screens"; `text.hardcoded`).
@Suite("Derived pager over a file-scope array")
struct DerivedGlobalPagerTests {
  private static let fixture = "GlobalPager"

  @Test func eachCardIsAScreenWithItsOwnTexts() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    #expect(screens.map(\.id) == ["page1", "page2", "page3"])
    let titles = screens.map { screen in
      screen.title.flatMap { id in screen.allElements.first { $0.id == id }?.text?.literal }
    }
    #expect(titles == ["Brew better tea", "Find new blends", "Keep a journal"])
    #expect(screens.map(\.primaryAction) == ["greeting.next", "greeting.next", "greeting.next"])
  }

  /// Each plain string a card shows is reported once, where it is written.
  @Test func theFindingsAreTheTitlesAndEachLiteralOnce() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "text.hardcoded Card.swift:13:34",
        "text.hardcoded Card.swift:13:59",
        "text.hardcoded Card.swift:14:32",
        "text.hardcoded Card.swift:14:57",
        "text.hardcoded Card.swift:15:31",
        "text.hardcoded Card.swift:15:55",
        "order.title-not-first GreetingView.swift:37:7",
        "struct.title-not-header GreetingView.swift:37:7",
      ])
    let messages = DerivedFlowFixtures.audit(Self.fixture).findings.filter { $0.rule == "text.hardcoded" }
      .map(\.message)
    #expect(
      messages.first
        == "\"Brew better tea\" is shown as written in every locale by Text(card.title); look it up instead: a literal key in place (Text(\"…\")), a LocalizedStringKey, or String(localized:)"
    )
  }

  @Test func theTranscript() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        page1 · de (left to right)
          1  0.00 s  teapot, Bild
          2  0.00 s  Brew better tea
          3  0.00 s  Timers for every leaf.
          4  0.00 s  Weiter, Taste

        page2 · de (left to right)
          1  0.00 s  leaf, Bild
          2  0.00 s  Find new blends
          3  0.00 s  Tastings near you.
          4  0.00 s  Weiter, Taste

        page3 · de (left to right)
          1  0.00 s  cup, Bild
          2  0.00 s  Keep a journal
          3  0.00 s  Notes for every cup.
          4  0.00 s  Weiter, Taste

        """)
  }

  /// The fixture's files, with `change` applied to one and `extra` added as another.
  private static func variant(_ change: (String, String) -> String = { $1 }, extra: String? = nil) -> String {
    let folder = TemporaryFolder()
    for name in ["Card.swift", "GreetingView.swift"] {
      let code =
        (try? String(contentsOfFile: DerivedFlowFixtures.path(fixture) + "/" + name, encoding: .utf8)) ?? ""
      if code.isEmpty { Issue.record("cannot read \(name)") }
      _ = folder.write(name, change(name, code))
    }
    if let extra { _ = folder.write("Changes.swift", extra) }
    return folder.path
  }

  /// A `var` that some code changes is not fixed: one page stands for all, its texts
  /// unknown, and nothing is reported about them.
  @Test(arguments: [
    "func reset() { cards = [] }",
    "func add(_ card: Card) { cards.append(card) }",
    "func rename() { cards[0].title = \"Tea\" }",
    "func more() { cards += [] }",
    "func mix() { shuffle(&cards) }\nfunc shuffle(_ list: inout [Card]) {}",
  ])
  func aChangedVariableIsNotFixed(change: String) throws {
    let folder = Self.variant(extra: change)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [folder])).manifest?.screens)
    #expect(screens.count == 1)
    #expect(screens.first?.title == nil)
    var settings = AuditSettings()
    settings.sources = [folder]
    #expect(!Audit.run(settings).findings.contains { $0.rule == "text.hardcoded" })
  }

  /// Read only (`cards.count`, `cards.map`, `cards.first`), the `var` stays fixed.
  @Test func readingTheVariableKeepsItFixed() throws {
    let folder = Self.variant(
      extra: "func names() -> [String] { cards.map(\\.title) + [cards.first?.line ?? \"\"] }")
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [folder])).manifest?.screens)
    #expect(screens.count == 3)
  }

  /// Where the sources do not declare the card's type, its titles may be keys: unknown, so
  /// not reported.
  @Test func aLiteralOfATypeTheSourcesDoNotDeclareIsNotReported() {
    let folder = Self.variant { name, code in
      guard name == "Card.swift", let cards = code.range(of: "/// The cards") else { return code }
      return String(code[cards.lowerBound...])
    }
    var settings = AuditSettings()
    settings.sources = [folder]
    #expect(!Audit.run(settings).findings.contains { $0.rule == "text.hardcoded" })
  }

  /// Children with tab items are the tabs of a tab bar, not pages of the flow.
  @Test func aTabViewWithTabItemsIsNoPager() throws {
    let folder = Self.variant { name, code in
      code.replacingOccurrences(of: ".tag(index)", with: ".tag(index).tabItem { Text(\"tab\") }")
    }
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [folder])).manifest?.screens)
    #expect(screens.map(\.id) == ["WelcomeGreetingView"])
  }
}
