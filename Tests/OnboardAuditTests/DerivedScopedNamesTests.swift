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
    // The other screen is a view no screen of this flow shows: said once, at it.
    #expect(DerivedFlowFixtures.findings(Self.fixture) == ["flow.not-understood AridTrailView.swift:5:8"])
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

  /// An extension in another file is the type's, as for the compiler, with its elements in
  /// that file; one in a file with a private type of that name is that type's.
  @Test func anExtensionInAnotherFileIsTheTypes() throws {
    let folder = TemporaryFolder()
    folder.write(
      "CliffWelcomeView.swift",
      """
      import SwiftUI

      struct CliffWelcomeView: View {
        let peak = "cliff.peak"
      }
      """)
    folder.write(
      "CliffWelcomeView+Body.swift",
      """
      import SwiftUI

      extension CliffWelcomeView {
        var body: some View {
          Text("cliff.title")
          Text(LocalizedStringKey(peak))
        }
      }
      """)
    folder.write(
      "Ledge.swift",
      """
      import SwiftUI

      private struct CliffWelcomeView: View {
        var body: some View { EmptyView() }
      }

      extension CliffWelcomeView {
        var ledge: String { "cliff.ledge" }
      }
      """)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [folder.path]), root: "CliffWelcomeView")
    let screen = try #require(flow.manifest?.screens.first)
    let texts = screen.allElements.compactMap(\.text)
    let places = texts.map { text in
      "\(text.location.file.split(separator: "/").last ?? ""):\(text.location.line)"
    }
    #expect(places == ["CliffWelcomeView+Body.swift:5", "CliffWelcomeView.swift:4"])
    #expect(texts.map { $0.key ?? $0.literal } == ["cliff.title", "cliff.peak"])
  }

  /// A nested type named with its outer type (`HarborIntroView.Landing()`) is that type, from
  /// anywhere, whatever other type has the name.
  @Test func aQualifiedNameIsTheNestedType() throws {
    let code = """
      import SwiftUI

      struct HarborIntroView: View {
        var body: some View {
          VStack {
            DockIntroView.Landing()
            Landing()
          }
        }

        struct Landing: View {
          var body: some View { Text("harbor.landing") }
        }
      }

      struct DockIntroView: View {
        var body: some View { Landing() }

        struct Landing: View {
          var body: some View { Text("dock.landing") }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Harbor.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]), root: "HarborIntroView")
    let screen = try #require(flow.manifest?.screens.first)
    #expect(
      screen.allElements.compactMap { $0.text?.key ?? $0.text?.literal } == [
        "dock.landing", "harbor.landing",
      ])
  }
}
