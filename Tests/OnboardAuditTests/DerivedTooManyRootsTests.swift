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
    // As an audit loads them: no root and no screens named.
    let sources = SwiftSources.load(paths: [file], keepingSyntaxFor: [])
    #expect(sources.unusedViews?.count == count)
    let flow = DerivedFlow.derive(sources)
    #expect(flow.manifest?.screens.isEmpty ?? true)
    #expect(flow.notes.map(\.rule) == ["input.too-complex"])
    // The bytes already show it: no tree of the sources is kept for a flow not derived.
    #expect(
      flow.notes.first?.message
        == "no view contains the flow, and \(count) views are named by no other code, more than the 60 screens an onboarding flow is read as; name its root with `flowRoot` or its views with `screens` in the config"
    )
    #expect(flow.notes.first?.location.file == file)
    #expect(flow.notes.first?.location.line == 3)
    #expect(flow.notes.first?.location.column == 8)
  }

  /// Views a comment names are not counted from the bytes, so the trees are kept, and the
  /// views' declarations find the same: one note, and no screen.
  @Test func unusedViewsNamedInCommentsAreFoundInTheDeclarations() {
    let folder = TemporaryFolder()
    let count = SeparateScreens.maximumRoots + 1
    var text = "import SwiftUI\n"
    for index in 0..<count {
      text +=
        "\n// Shelf\(index)Panel shows one shelf.\nstruct Shelf\(index)Panel: View {\n  var body: some View { Text(\"Shelf \(index)\") }\n}\n"
    }
    let file = folder.write("Shelves.swift", text)
    let sources = SwiftSources.load(paths: [file], keepingSyntaxFor: [])
    #expect(sources.unusedViews == nil)
    let flow = DerivedFlow.derive(sources)
    #expect(flow.manifest?.screens.isEmpty ?? true)
    #expect(flow.notes.map(\.rule) == ["input.too-complex"])
    #expect(
      flow.notes.first?.message
        == "no view contains the flow, and \(count) views are used by no other view, more than the 60 screens an onboarding flow is read as; name its root with `flowRoot` or its views with `screens` in the config"
    )
    #expect(flow.notes.first?.location.line == 4)
  }

  /// What previews name is not a use, in the bytes as in the declarations, braces in their
  /// strings and comments aside.
  @Test func viewsOnlyPreviewsNameAreCountedFromTheBytes() {
    let folder = TemporaryFolder()
    let count = SeparateScreens.maximumRoots + 1
    var text = "import SwiftUI\n"
    for index in 0..<count {
      text += """

        struct Shelf\(index)Panel: View {
          var body: some View { Text("Shelf \(index)") }
        }

        #Preview {
          // A shelf { of books
          Shelf\(index)Panel().overlay(Text("}"))
        }

        struct Shelf\(index)Panel_Previews: PreviewProvider {
          static var previews: some View { Shelf\(index)Panel() }
        }

        """
    }
    let file = folder.write("Shelves.swift", text)
    let sources = SwiftSources.load(paths: [file], keepingSyntaxFor: [])
    #expect(sources.unusedViews?.count == count)
    #expect(DerivedFlow.derive(sources).notes.map(\.rule) == ["input.too-complex"])
  }

  /// Under the bound, the views are screens, whatever the bytes count.
  @Test func fewUnusedViewsAreScreens() {
    let folder = TemporaryFolder()
    var text = "import SwiftUI\n"
    for index in 0..<3 {
      text += "\nstruct Shelf\(index)Panel: View {\n  var body: some View { Text(\"Shelf \(index)\") }\n}\n"
    }
    let file = folder.write("Shelves.swift", text)
    let sources = SwiftSources.load(paths: [file], keepingSyntaxFor: [])
    #expect(sources.unusedViews == nil)
    #expect(
      DerivedFlow.derive(sources).manifest?.screens.map(\.id) == [
        "Shelf0Panel", "Shelf1Panel", "Shelf2Panel",
      ])
  }
}
