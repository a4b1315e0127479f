import Foundation
import Testing

@testable import OnboardAudit

/// A setup flow whose navigation container comes from a package (`GuidedNavigationStack {
/// HelloStep(); ToolsStep(); if … { RemindersStep() }; #if … PrivacyStep() #endif }`), each step
/// calling a package's wrapper with literal texts (`TrailIntroView(title: "Tidy Garden", …)`).
@Suite("Derived steps of a package's navigation container")
struct DerivedPackageStepsTests {
  static let fixture = "PackageSteps"

  /// The flow `manifest` derives: the literals given to a package's views are keys where the
  /// tables beside the code define them, and all of them when there are no tables.
  static func derive(_ path: String) -> DerivedFlow {
    var sources = SwiftSources.load(paths: [path])
    let tables = TableLoader().load(paths: [path]).tables
    if tables.isEmpty { sources.takePackageLiteralsAsKeys() }
    sources.resolveAbsentAccessors(in: StringResolver(tables: tables, defaultTable: "Localizable"))
    return DerivedFlow.derive(sources)
  }

  @Test func eachContentViewOfTheContainerIsAScreenInOrder() throws {
    let manifest = try #require(Self.derive(DerivedFlowFixtures.path(Self.fixture)).manifest)
    #expect(manifest.screens.map(\.id) == ["HelloStep", "ToolsStep", "RemindersStep", "PrivacyStep"])
    // Each screen is located at its step in the container; the package's titles are not
    // styled by the code, so no screen claims one.
    #expect(manifest.screens.map(\.location.line) == [11, 12, 14, 17])
    #expect(manifest.screens.allSatisfy { $0.location.file.hasSuffix("Journey/OnboardingJourney.swift") })
    #expect(manifest.screens.map(\.title) == [nil, nil, nil, nil])
  }

  @Test func theTextsGivenToThePackagesViewsAreElementsWhereTheTablesHaveThem() throws {
    let flow = Self.derive(DerivedFlowFixtures.path(Self.fixture))
    let manifest = try #require(flow.manifest)
    func keys(_ index: Int) -> [String] { manifest.screens[index].allElements.compactMap { $0.text?.key } }
    #expect(
      keys(0) == [
        "Tidy Garden", "HELLO_SUBTITLE", "Plant notes", "HELLO_HIGHLIGHT_NOTES", "Watering log",
        "HELLO_HIGHLIGHT_LOG", "Begin",
      ])
    #expect(keys(1) == ["Handy Tools", "Pruning", "TOOLS_PRUNING", "Composting", "TOOLS_COMPOSTING", "Next"])
    // The content closure's own views, between the texts of the header and of the action.
    #expect(keys(2) == ["Reminders", "REMINDERS_SUBTITLE", "REMINDERS_BODY", "Allow Reminders"])
    // An animation's name is no key of the tables: it stays out; the agreement is unknown.
    #expect(keys(3).isEmpty)
    #expect(
      manifest.screens[3].allElements.compactMap { $0.text?.expression } == [
        "TrailAnimation", "TrailAgreementView",
      ])
    // Their role is the package's.
    let given = manifest.screens[0].allElements.filter { $0.text != nil }
    #expect(given.allSatisfy { $0.role == nil })
    let note = try #require(flow.notes.first { $0.message.hasPrefix("'TrailIntroView'") })
    #expect(
      note.message
        == "'TrailIntroView' is not declared in the sources; of its content only the texts and views it is given are known"
    )
    #expect(note.location.file.hasSuffix("Journey/HelloStep.swift") && note.location.line == 8)
  }

  @Test func withNoTablesTheLiteralsAreTakenForKeys() throws {
    // Only the code: no table says which literals are keys.
    let manifest = try #require(Self.derive(DerivedFlowFixtures.path(Self.fixture) + "/Journey").manifest)
    #expect(manifest.screens[0].allElements.compactMap { $0.text?.key }.first == "Tidy Garden")
    #expect(manifest.screens[3].allElements.compactMap { $0.text?.key } == ["lock-closing"])
  }

  @Test func aPackagesStackOfSectionsIsOneScreenShowingItsContent() throws {
    let project = TemporaryFolder()
    project.write(
      "OnboardingCard.swift",
      """
      import SwiftUI

      struct OnboardingCard: View {
        var body: some View {
          CardStack(spacing: 8) {
            CardHeader()
            CardFooter()
          }
        }
      }

      struct CardHeader: View {
        var body: some View { Text("card.header") }
      }

      struct CardFooter: View {
        var body: some View { Button("card.go") {} }
      }
      """)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [project.path])).manifest?.screens)
    #expect(screens.map(\.id) == ["OnboardingCard"])
    #expect(screens[0].allElements.compactMap { $0.text?.key } == ["card.header", "card.go"])
  }

  @Test func noRuleReportsOnWhatThePackageDecides() {
    // The untranslated description is the table's finding, not a label's: how the package
    // reads it is unknown. That the package decides most of each screen is said once per
    // screen, at the step (docs/swiftui.md, "What was not seen").
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "flow.not-understood Journey/OnboardingJourney.swift:11:7",
        "flow.not-understood Journey/OnboardingJourney.swift:12:7",
        "flow.not-understood Journey/OnboardingJourney.swift:14:9",
        "flow.not-understood Journey/OnboardingJourney.swift:17:9",
        "key.missing de.lproj/Localizable.strings:0:0",
      ])
  }

  @Test func voiceoverReadsEachStepInTheLocale() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        HelloStep · de (left to right)
          1  0.00 s  Ordentlicher Garten
          2  0.00 s  Alles, was Ihre Pflanzen brauchen, an einem Ort.
          3  0.00 s  Pflanzennotizen
          4  0.00 s  Notieren Sie, was jedes Beet braucht.
          5  0.00 s  Gießprotokoll
          6  0.00 s  Sehen Sie, wann Sie zuletzt gegossen haben.
          7  0.00 s  Beginnen

        ToolsStep · de (left to right)
          1  0.00 s  Nützliche Werkzeuge
          2  0.00 s  Beschneiden
          3  0.00 s  Wissen, wann man zurückschneidet.
          4  0.00 s  Kompostieren
          5  0.00 s  Turn scraps into soil.
          6  0.00 s  Weiter

        RemindersStep · de (left to right)
          1  0.00 s  Erinnerungen
          2  0.00 s  Verpassen Sie kein Gießen.
          3  0.00 s  Wir erinnern Sie, wenn ein Beet trocken ist.
          4  0.00 s  Erinnerungen erlauben

        PrivacyStep · de (left to right)
          1  0.00 s  ‹TrailAnimation›
          2  0.00 s  ‹TrailAgreementView›

        """)
  }
}
