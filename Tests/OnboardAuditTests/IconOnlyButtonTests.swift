import Testing

@testable import OnboardAudit

/// A button whose label is one SF Symbol is named by that symbol: `struct.decorative-exposed`
/// asks for a label on the button, never to mark its only image decorative, which would
/// leave the button with no name.
@Suite("An image that is all a button shows")
struct IconOnlyButtonTests {
  private static let code = """
    import SwiftUI

    struct OnboardingView: View {
      var body: some View {
        VStack {
          Text("Sign in").font(.largeTitle)
          HStack {
            Image(systemName: "key")
            Text("Your key stays on this phone.")
          }
          Button {
            reload()
          } label: {
            Image(systemName: "arrow.clockwise")
          }
        }
      }

      func reload() {}
    }
    """

  @Test func theIconOnlyButtonIsAskedForALabel() throws {
    let findings = Self.audit().filter { $0.rule == "struct.decorative-exposed" }
    let button = try #require(findings.first { $0.location?.line == 14 })
    #expect(
      button.message
        == "the button on screen \"OnboardingView\" that shows only the image \"arrow.clockwise\" is read by its symbol name \"arrow clockwise\", which does not say what it does; give the button a label (`.accessibilityLabel`) that names its action"
    )
    // The key beside its text decorates the row: that one may be marked decorative.
    let icon = try #require(findings.first { $0.location?.line == 8 })
    #expect(
      icon.message.hasSuffix(
        "write `Image(decorative:)` (or add `.accessibilityHidden(true)`) if it only decorates, else add `.accessibilityLabel(…)`"
      ))
    #expect(findings.count == 2)
  }

  private static func audit() -> [Finding] {
    let folder = TemporaryFolder()
    let file = folder.write("Intro.swift", code)
    var settings = AuditSettings()
    settings.sources = [file]
    return Audit.run(settings).findings
  }
}
