import Testing

@testable import OnboardAudit

/// Operator sequences are read as the compiler folds them (docs/swiftui.md, "The declaration
/// index"): `self.heading = heading ?? fallback ?? String(localized: …)` is an assignment of a
/// chain of `??`, each read where the code says which side it gives.
@Suite("Derived flow: folded operator sequences")
struct DerivedFoldedOperatorsTests {
  @Test func aChainOfFallbacksAssignedInAnInitializer() throws {
    let code = """
      import SwiftUI

      struct CoveBanner: View {
        let heading: String

        init(heading: String?, fallback: String? = nil) {
          self.heading = heading ?? fallback ?? String(localized: "cove.default")
        }

        var body: some View {
          Text(heading)
        }
      }

      struct CoveWelcomeView: View {
        var body: some View {
          VStack {
            CoveBanner(heading: nil)
            CoveBanner(heading: String(localized: "cove.given"))
          }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Cove.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    let screen = try #require(flow.manifest?.screens.first)
    #expect(screen.id == "CoveWelcomeView")
    let texts = screen.allElements.compactMap(\.text)
    #expect(texts.map(\.key) == ["cove.default", "cove.given"])
    #expect(texts.map { "\($0.location.line):\($0.location.column)" } == ["7:61", "19:45"])
  }

  /// A number the code computes with more than one operator is folded before it is read:
  /// `gap * 2 + 4` is `(gap * 2) + 4`.
  @Test func aNumberOfTwoOperations() throws {
    let code = """
      import SwiftUI

      struct LagoonWelcomeView: View {
        private let gap = 6.0

        var body: some View {
          VStack(spacing: gap * 2 + 4) {
            Text("lagoon.title")
          }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Lagoon.swift", code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    let stack = try #require(screen.elements.first)
    #expect(stack.layout.spacing == 16)
  }
}
