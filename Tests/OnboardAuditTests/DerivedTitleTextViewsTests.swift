import Testing

@testable import OnboardAudit

/// A design system's text view that the sources do not declare is read by its name, as a font
/// token is (docs/swiftui.md, "Titles"): `DisplayText("…")` shows its text in a title's
/// style, so the text is the screen's title, and, with no header trait written, a title that
/// is no heading. A function no file declares (`t("…")`, the app's lookup outside the
/// sources) given a literal the tables define looks it up.
@Suite("Derived flow: a package's title text views")
struct DerivedTitleTextViewsTests {
  private static let code = """
    import SwiftUI

    struct LighthouseWelcome: View {
      var body: some View {
        VStack {
          CaptionText("lighthouse.kicker")
          DisplayText(t("lighthouse.title"))
          SubtitleText("lighthouse.subtitle")
          Button("lighthouse.start") {}
        }
      }
    }
    """

  private static let table = """
    "lighthouse.kicker" = "Harbour guide";
    "lighthouse.title" = "Find the light";
    "lighthouse.subtitle" = "It guides you home.";
    "lighthouse.start" = "Start";
    """

  private static func audit() -> AuditResult {
    let folder = TemporaryFolder()
    let file = folder.write("LighthouseWelcome.swift", code)
    let strings = folder.write("en.lproj/Localizable.strings", table)
    var settings = AuditSettings()
    settings.sources = [file]
    settings.tables = [strings]
    return Audit.run(settings)
  }

  @Test(arguments: [
    ("DisplayText", 36.0), ("HeadingBoldLabel", 24.0), ("H1Text", 32.0), ("LargeTitleText", 34.0),
    ("BodyText", nil), ("SubtitleText", nil), ("TitleBar", nil), ("Text", nil),
  ])
  func aTextViewCountsByItsTitleToken(name: String, size: Double?) {
    #expect(ViewExpander.titleTextSize(name) == size)
  }

  @Test func theTitleTextViewGivesTheScreenItsTitle() throws {
    let folder = TemporaryFolder()
    var inputs = ProjectInputs()
    inputs.sources = [folder.write("LighthouseWelcome.swift", Self.code)]
    inputs.tables = [folder.write("en.lproj/Localizable.strings", Self.table)]
    let screen = try #require(LoadedProject.load(inputs).flow?.screens.first)
    let title = try #require(screen.title.flatMap(screen.element(id:)))
    #expect(title.text?.literal ?? title.text?.key == "lighthouse.title")
    #expect(title.location.line == 7)
    #expect(title.location.column == 21)
  }

  /// A function the sources declare is read through its declaration, not taken for a lookup.
  @Test func aDeclaredFunctionIsNotAPackagesLookup() throws {
    let folder = TemporaryFolder()
    var inputs = ProjectInputs()
    inputs.sources = [
      folder.write("LighthouseWelcome.swift", Self.code),
      folder.write("Shout.swift", "func t(_ text: String) -> String { text.uppercased() }\n"),
    ]
    inputs.tables = [folder.write("en.lproj/Localizable.strings", Self.table)]
    let screen = try #require(LoadedProject.load(inputs).flow?.screens.first)
    #expect(!screen.allElements.contains { $0.text?.key == "lighthouse.title" })
  }

  @Test func aTitleWithoutTheHeaderTraitIsReported() {
    let findings = Self.audit().findings.filter { $0.rule == "struct.title-not-header" }
    #expect(findings.map { $0.location?.line } == [7])
    #expect(findings.first?.message.contains("\"Find the light\"") == true)
  }
}
