import Testing

@testable import OnboardAudit

/// Names are looked up as the compiler looks them up (docs/swiftui.md, "The declaration
/// index"): `WelcomeLanding()` inside `CanyonOnboardingView` is the type nested in it (through
/// an extension), not another view's of that name, and is never the flow's root; a `private`
/// `Badge` is seen only in its own file, so each file's `Badge()` is its own
/// and findings point into that file.
@Suite("Derived flow: nested and file-scoped names")
struct DerivedScopedNamesTests {
  private static let fixture = "ScopedNames"

  @Test func eachNameIsTheTypeInScope() throws {
    let flow = DerivedFlowFixtures.derive(Self.fixture)
    #expect(flow.notes.isEmpty)
    #expect(flow.root == "CanyonOnboardingView")
    let screen = try #require(flow.manifest?.screens.first)
    #expect(screen.id == "CanyonOnboardingView")
    #expect(screen.title == "canyon.title")
    let texts = screen.allElements.compactMap { element in
      element.text?.key.map { key in
        "\(key) \(element.location.file.split(separator: "/").last ?? ""):\(element.location.line)"
      }
    }
    #expect(
      texts == ["canyon.title CanyonOnboardingView.swift:13", "canyon.start CanyonOnboardingView.swift:26"])
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  /// From the other screen, its own nested view and its own private badge, whose unlabelled
  /// button is reported in its file.
  @Test func theOtherFilesBadgeIsItsOwn() throws {
    let sources = SwiftSources.load(paths: [DerivedFlowFixtures.path(Self.fixture)])
    let screen = try #require(DerivedFlow.derive(sources, root: "AridTrailView").manifest?.screens.first)
    #expect(screen.allElements.compactMap { $0.text?.key } == ["arid.title"])
    let button = try #require(screen.allElements.first { $0.role == .button })
    #expect(button.location.file.hasSuffix("AridTrailView.swift"))
    #expect(button.location.line == 24)
  }
}
