import Testing

@testable import OnboardAudit

/// Unknown is never a finding (docs/swiftui.md): views VoiceOver passes over (shapes in a
/// stack, a `Text("")` anchor) are no stops, a text that is one interpolated lookup reads the
/// lookup, and an image made by an initializer the tool does not know has an unknown label.
@Suite("Derived flow: unknown is never a finding")
struct DerivedUnknownTests {
  private static let fixture = "SilentViews"

  @Test func shapesAnEmptyTextAndAnUnknownImageGiveNoFinding() {
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  @Test func voiceOverReadsTheTextsAndTheInterpolatedLookup() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        GardenWelcomeView · de (left to right)
          1  0.00 s  Lass etwas wachsen, Überschrift
          2  0.00 s  Plane deine Beete und lass dich ans Gießen erinnern.
          3  0.00 s  Deine erste Ernte ist näher, als du denkst.
          4  0.00 s  ‹GardenArt.leaf›, Bild
          5  0.00 s  Loslegen, Taste

        """)
  }

  @Test func theSilentViewsAreDecorativeAndKeepTheirPlace() throws {
    let screen = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens.first)
    let silent = screen.allElements.filter(\.decorative)
    #expect(silent.map(\.location.line).sorted() == [8, 28, 31, 54])
    #expect(silent.allSatisfy { $0.frame != nil })
    #expect(screen.allElements.first { $0.text?.literal == "" }?.decorative == true)
  }

  /// A stack with nothing inside that the user can tap is a stop, and reported as one.
  @Test func anEmptyTappableStackIsStillReported() throws {
    let code = """
      import SwiftUI

      struct TapWelcome: View {
        var body: some View {
          VStack {
            Text("Welcome").font(.largeTitle).accessibilityAddTraits(.isHeader)
            HStack { Circle().frame(width: 44, height: 44) }
              .onTapGesture {}
          }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("TapWelcome.swift", code)
    var settings = AuditSettings()
    settings.sources = [file]
    let findings = Audit.run(settings).findings.filter { $0.rule == "trait.action-without-button" }
    #expect(findings.map { $0.location?.line } == [7])
  }

  /// A title is words the code gives, in the largest title style on the screen: never a page
  /// number, never text known only at run time.
  @Test func theTitleIsNeverANumberOrUnknown() throws {
    let code = """
      import SwiftUI

      struct StepIntroView: View {
        let step: Int
        let headline: String

        var body: some View {
          VStack {
            Text("\\(step + 1)").font(.largeTitle)
            Text("intro.kicker").font(.title2)
            Text("intro.title").font(.title)
          }
        }
      }

      struct HeadlineIntroView: View {
        let headline: String

        var body: some View {
          Text(headline).font(.largeTitle).accessibilityAddTraits(.isHeader)
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("Intro.swift", code)
    let sources = SwiftSources.load(paths: [file])
    let numbered = try #require(DerivedFlow.derive(sources, root: "StepIntroView").manifest?.screens.first)
    #expect(numbered.title == "intro.title")
    let unknown = try #require(DerivedFlow.derive(sources, root: "HeadlineIntroView").manifest?.screens.first)
    #expect(unknown.title == nil)
  }
}
