import Foundation
import Testing

@testable import OnboardAudit

/// Hostile but legal SwiftUI code: views that nest each other many times over are expanded
/// within bounds, with one `input.too-complex` note where a bound stopped (docs/swiftui.md,
/// "Bounded work"). Speed is measured in Benchmarks/, not here.
@Suite("Expansion budget")
struct ExpansionBudgetTests {
  /// An onboarding view over `levels` levels of views, each using the next `uses` times in a
  /// `VStack`; the last shows an image.
  static func nested(levels: Int, uses: Int) -> String {
    var code =
      "import SwiftUI\n\nstruct OnboardingView: View {\n  var body: some View {\n    View0()\n  }\n}\n"
    for level in 0..<levels {
      let inner = String(repeating: "      View\(level + 1)()\n", count: uses)
      code += "\nstruct View\(level): View {\n  var body: some View {\n    VStack {\n\(inner)    }\n  }\n}\n"
    }
    code +=
      "\nstruct View\(levels): View {\n  var body: some View {\n    Image(decorative: \"leaf\")\n  }\n}\n"
    return code
  }

  private func derive(_ code: String) -> (flow: DerivedFlow, file: String) {
    let folder = TemporaryFolder()
    let file = folder.write("Hostile.swift", code)
    return (DerivedFlow.derive(SwiftSources.load(paths: [file])), file)
  }

  /// The line of the first use of `View{level}` in `nested(levels:uses:)`: after the 7 lines
  /// of the header and OnboardingView, each level takes 7 lines and its uses, which start on
  /// its fourth line.
  private func lineOfFirstUse(_ level: Int, uses: Int) -> Int {
    level == 0 ? 5 : 7 + (level - 1) * (7 + uses) + 5
  }

  @Test func aViewUsedTwiceAtEachOfFortyLevelsGivesABoundedFlowAndOneNote() throws {
    let (flow, file) = derive(Self.nested(levels: 40, uses: 2))
    let screen = try #require(flow.manifest?.screens.first)
    #expect(flow.manifest?.screens.count == 1)
    #expect(screen.allElements.count <= ExpansionBudget.screenElements + 40)
    #expect(flow.notes.count == 1)
    let note = try #require(flow.notes.first)
    #expect(note.rule == "input.too-complex")
    #expect(
      note.message
        == "'View32' is not expanded further and is one element of unknown content here: views of the sources nest more than 32 deep"
    )
    #expect(note.location == SourceLocation(file: file, line: lineOfFirstUse(32, uses: 2), column: 7))
    // The view not expanded is there, as unknown content.
    #expect(screen.allElements.contains { $0.text?.expression == "View32" && $0.location == note.location })
  }

  @Test func aViewUsedAHundredTimesAtEachLevelStopsAtTheScreensBound() throws {
    let (flow, file) = derive(Self.nested(levels: 3, uses: 100))
    let screen = try #require(flow.manifest?.screens.first)
    // Past the bound, each use left is one element.
    #expect(screen.allElements.count <= ExpansionBudget.screenElements + 3 * 100)
    #expect(screen.allElements.count >= ExpansionBudget.screenElements)
    #expect(flow.notes.map(\.rule) == ["input.too-complex"])
    let note = try #require(flow.notes.first)
    #expect(
      note.message
        == "'View3' is not expanded further and is one element of unknown content here: the screen already has 2,000 elements, the most a screen is expanded to"
    )
    // One of the hundred uses in View2's body.
    let first = lineOfFirstUse(3, uses: 100)
    #expect(note.location.file == file && note.location.column == 7)
    #expect(note.location.line >= first && note.location.line < first + 100)
  }

  @Test func anAuditReportsTheBoundOnceAtTheViewNotExpanded() throws {
    let folder = TemporaryFolder()
    let file = folder.write("Hostile.swift", Self.nested(levels: 40, uses: 2))
    var settings = AuditSettings()
    settings.sources = [folder.path]
    let findings = Audit.run(settings).findings.filter { $0.rule == "input.too-complex" }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .note)
    #expect(finding.location?.file == FileSystem.displayPath(file))
    #expect(finding.location?.line == lineOfFirstUse(32, uses: 2))
    #expect(finding.location?.column == 7)
    #expect(finding.message.hasPrefix("'View32' is not expanded further"))
  }

  @Test func aViewUsedTwiceAtEachOfNineLevelsIsExpandedInFull() throws {
    // 511 stacks and 512 images: below every bound, each use expanded as if it were the only one.
    let (flow, _) = derive(Self.nested(levels: 9, uses: 2))
    let screen = try #require(flow.manifest?.screens.first)
    #expect(flow.notes.isEmpty)
    #expect(screen.allElements.count == 1023)
    #expect(screen.allElements.count { $0.role == .image && $0.decorative } == 512)
    #expect(Set(screen.allElements.map(\.id)).count == 1023)
  }

  @Test func nestedForEachOverRangesStopsAtTheScreensBound() throws {
    let code = """
      import SwiftUI

      struct OnboardingView: View {
        var body: some View {
          ForEach(0..<999) { row in
            ForEach(0..<999) { column in
              Image(decorative: "dot")
            }
          }
        }
      }

      """
    let (flow, file) = derive(code)
    let screen = try #require(flow.manifest?.screens.first)
    #expect(screen.allElements.count <= ExpansionBudget.screenElements + 1000)
    #expect(flow.notes.map(\.rule) == ["input.too-complex"])
    #expect(flow.notes.first?.location == SourceLocation(file: file, line: 6, column: 7))
    #expect(flow.notes.first?.message.hasPrefix("'ForEach' is not expanded further") == true)
  }

  @Test func pagesThatEachReachTheScreensBoundMeetTheFlowsOnce() throws {
    // 999 pages of a view of 2,047 elements: the flow's bound (10,000 elements for so few lines).
    var code = """
      import SwiftUI

      struct OnboardingView: View {
        var body: some View {
          TabView {
            ForEach(0..<999) { index in
              Page0()
            }
          }
          .tabViewStyle(.page)
        }
      }

      """
    for level in 0..<10 {
      code +=
        "struct Page\(level): View {\n  var body: some View { VStack { Page\(level + 1)(); Page\(level + 1)() } }\n}\n"
    }
    code += "struct Page10: View {\n  var body: some View { Image(decorative: \"leaf\") }\n}\n"
    let (flow, _) = derive(code)
    let screens = try #require(flow.manifest?.screens)
    #expect(screens.count == 999)
    let total = screens.reduce(0) { $0 + $1.allElements.count }
    #expect(total <= ExpansionBudget.flowElements(lines: 50) + 999 * 2)
    let notes = flow.notes.filter { $0.rule == "input.too-complex" }
    #expect(notes.count == 2)
    #expect(notes.map { $0.message.contains("the screen already has 2,000 elements") } == [true, false])
    #expect(notes.last?.message.contains("the flow already has 10,000 elements") == true)
  }

  @Test func rowsNestedFortyDeepAreLaidOutLikeOne() throws {
    func rows(_ depth: Int) -> String {
      var body = "Text(verbatim: \"Hi\")"
      for _ in 0..<depth { body = "HStack { \(body) }" }
      return "import SwiftUI\n\nstruct OnboardingView: View {\n  var body: some View {\n    \(body)\n  }\n}\n"
    }
    // Each row measures its child to share its width, then again at its share.
    let deep = try #require(derive(rows(40)).flow.manifest?.screens.first)
    let one = try #require(derive(rows(1)).flow.manifest?.screens.first)
    #expect(deep.allElements.count == 41)
    let text = try #require(deep.allElements.last?.frame)
    #expect(text == one.allElements.last?.frame)
    #expect(deep.allElements.first?.frame == text)
  }

  @Test(arguments: [
    "DerivedFlow/PagedTour", "DerivedFlow/WelcomeKitSheet", "DerivedFlow/CinematicIntro",
    "DerivedFlow/SetupStack",
    "DerivedFlow/ModelPages", "DerivedFlow/StepSwitch", "DerivedFlow/IndexPager", "SwiftUIOnboarding",
  ])
  func aNormalFlowMeetsNoBound(fixture: String) {
    let folder = packageRoot + "/Tests/OnboardAuditTests/Fixtures/" + fixture
    var settings = AuditSettings()
    settings.sources = [folder]
    settings.tables = [folder]
    #expect(!Audit.run(settings).findings.contains { $0.rule == "input.too-complex" })
    #expect(DerivedFlow.derive(SwiftSources.load(paths: [folder])).notes.allSatisfy { $0.rule == nil })
  }
}
