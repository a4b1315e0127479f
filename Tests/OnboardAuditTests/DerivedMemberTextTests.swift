import Testing

@testable import OnboardAudit

/// A computed property of the view is read through its body (docs/swiftui.md, "The
/// declaration index"): `var titleText: String { switch kind { case .sunrise: DawnText.sunrise
/// … } }` is a choice of its cases' texts, shown in the locale, not ‹titleText›;
/// `var subtitle: String { … }` with one text is that text.
@Suite("Derived flow: texts of computed properties")
struct DerivedMemberTextTests {
  private static let fixture = "MemberText"

  @Test func theSwitchIsAChoiceOfItsTexts() throws {
    let flow = DerivedFlowFixtures.derive(Self.fixture)
    #expect(flow.notes.isEmpty)
    let screens = try #require(flow.manifest?.screens)
    #expect(screens.map(\.id) == ["DawnWelcomeView"])
    let texts = screens[0].allElements.compactMap(\.text)
    #expect(texts.map(\.expression) == ["titleText", nil])
    #expect(texts.map { $0.oneOf.compactMap(\.key) } == [["dawn.sunrise", "dawn.dusk"], []])
    #expect(texts.map(\.key) == [nil, "dawn.subtitle"])
    #expect(texts.map(\.location.line) == [27, 23])
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  @Test func voiceOverReadsTheChoiceInTheLocale() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path])
    #expect(result.code == 0)
    #expect(
      result.out == """
        DawnWelcomeView · en (left to right)
          1  0.00 s  ‹Good morning | Good evening›, heading
          2  0.00 s  A new day begins.

        """)
  }

  /// Properties that read each other in a circle end: the text stays unknown.
  @Test func propertiesInACircleEnd() throws {
    let code = """
      import SwiftUI

      struct EchoWelcomeView: View {
        var first: String { second }
        var second: String { first }
        var body: some View { Text(first) }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Echo.swift", code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.allElements.compactMap { $0.text?.expression } == ["first"])
  }

  /// Computed properties that read each other deeper than the bound end with an
  /// `input.too-complex` note where the last was read, not in silence.
  @Test func membersReadTooDeepEndWithANote() throws {
    let chain = (0..<40).map { "  var hop\($0): String { hop\($0 + 1) }" }.joined(separator: "\n")
    let code = """
      import SwiftUI

      struct LadderWelcomeView: View {
        var body: some View { Text(hop0) }
      \(chain)
        var hop40: String { String(localized: "ladder.top") }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Ladder.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    #expect(flow.notes.map(\.rule) == ["input.too-complex"])
    // `hop31`'s body reads `hop32`, the 33rd member deep: line 5 holds `hop0`.
    #expect(flow.notes.map(\.location.line) == [36])
    #expect(flow.manifest?.screens.map(\.id) == ["LadderWelcomeView"])
  }
}
