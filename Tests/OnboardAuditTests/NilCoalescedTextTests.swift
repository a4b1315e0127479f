import Testing

@testable import OnboardAudit

/// `Text(caption ?? "")` in a view whose caller gives `caption`: the caller's text, looked up;
/// where no caller gives it and it defaults to `nil`, the fallback; where the code does not
/// say, unknown (docs/swiftui.md, "What stays unknown").
@Suite("Text of a nil-coalescing expression")
struct NilCoalescedTextTests {
  private static let code = """
    import SwiftUI

    struct OnboardingView: View {
      var body: some View {
        VStack {
          Beacon(caption: NSLocalizedString("beacon.searching", comment: ""))
          Beacon()
          Beacon(caption: model.caption)
        }
      }
    }

    struct Beacon: View {
      var caption: String? = nil
      var body: some View {
        Text(caption ?? "Searching")
      }
    }
    """

  @Test func theGivenSideIsShown() throws {
    let flow = DerivedFlow.derive(bytes: Array(Self.code.utf8), path: "Intro.swift")
    let screen = try #require(flow.manifest?.screens.first)
    let texts = screen.allElements.compactMap(\.text)
    #expect(texts.count == 3)
    #expect(texts.map(\.key) == ["beacon.searching", nil, nil])
    #expect(texts.map(\.literal) == [nil, "Searching", nil])
    #expect(texts.map(\.expression) == [nil, nil, "caption ?? \"Searching\""])
  }
}
