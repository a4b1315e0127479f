import Testing

@testable import OnboardAudit

/// Sources whose views no other view uses are more than a flow has screens: an app's, not its
/// onboarding. One `input.too-complex` note says so, instead of a screen for each.
@Suite("Derived flow: more roots than a flow has screens")
struct DerivedTooManyRootsTests {
  @Test func manyUnusedViewsGiveOneNoteAndNoScreen() {
    let folder = TemporaryFolder()
    let count = SeparateScreens.maximumRoots + 1
    var text = "import SwiftUI\n"
    for index in 0..<count {
      text += "\nstruct Shelf\(index)Panel: View {\n  var body: some View { Text(\"Shelf \(index)\") }\n}\n"
    }
    let file = folder.write("Shelves.swift", text)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    #expect(flow.manifest?.screens.isEmpty ?? true)
    #expect(flow.notes.map(\.rule) == ["input.too-complex"])
    #expect(
      flow.notes.first?.message
        == "no view contains the flow, and \(count) views are used by no other view, more than the 60 screens an onboarding flow is read as; name its root with `flowRoot` or its views with `screens` in the config"
    )
    #expect(flow.notes.first?.location.line == 3)
  }
}
