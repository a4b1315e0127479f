import Foundation
import Testing

@testable import OnboardAudit

/// The one loading stage (`LoadedProject`, docs/swiftui.md "The loading stage"): the source
/// locale decided once, in one order, and every Swift file read and parsed once.
@Suite("Loading stage")
struct LoadingStageTests {
  /// A garden app: one welcome view, and a String Catalog whose source language is German.
  private static func garden() -> TemporaryFolder {
    let project = TemporaryFolder()
    project.write(
      "Garden/WelcomeGardenView.swift",
      """
      import SwiftUI

      struct WelcomeGardenView: View {
        var body: some View {
          VStack {
            Text("garden.title").font(.title)
            Button("garden.start") {}
          }
        }
      }
      """)
    project.write(
      "Garden/Localizable.xcstrings",
      """
      {"sourceLanguage": "de", "version": "1.0", "strings": {
        "garden.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Willkommen im Garten"}},
                                           "en": {"stringUnit": {"state": "translated", "value": "Welcome to the garden"}}}},
        "garden.start": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Loslegen"}},
                                           "en": {"stringUnit": {"state": "translated", "value": "Get started"}}}}
      }}
      """)
    return project
  }

  private static func inputs(_ project: TemporaryFolder) -> ProjectInputs {
    var inputs = ProjectInputs()
    inputs.sources = [project.path + "/Garden"]
    inputs.tables = [project.path + "/Garden"]
    return inputs
  }

  @Test func theSourceLocaleIsTheCommandLinesThenTheManifestsThenTheTablesThenEnglish() {
    let project = Self.garden()
    var inputs = Self.inputs(project)
    // The catalog's sourceLanguage.
    #expect(LoadedProject.load(inputs).sourceLocale.tag == "de")
    // A manifest's sourceLocale wins over the tables.
    inputs.flow = FlowManifest(file: project.path + "/onboarding.json", sourceLocale: "en")
    #expect(LoadedProject.load(inputs).sourceLocale.tag == "en")
    // `--source-locale` (or the config's) wins over both.
    inputs.sourceLocale = "fr"
    #expect(LoadedProject.load(inputs).sourceLocale.tag == "fr")
    // With no table and no manifest: English.
    var bare = ProjectInputs()
    bare.sources = [project.path + "/Garden/WelcomeGardenView.swift"]
    #expect(LoadedProject.load(bare).sourceLocale.tag == "en")
  }

  @Test func theDerivedFlowIsLaidOutInTheSourceLocalesTexts() throws {
    let loaded = LoadedProject.load(Self.inputs(Self.garden()))
    let screen = try #require(loaded.flow?.screens.first)
    #expect(loaded.manifest == nil)
    #expect(screen.id == "WelcomeGardenView")
    let title = try #require(screen.allElements.first { $0.text?.key == "garden.title" })
    #expect(
      loaded.strings.resolve(try #require(title.text), locale: loaded.sourceLocale).string
        == "Willkommen im Garten")
    // The trees of the one parse are let go once the flow is derived.
    #expect(loaded.sources?.parsed.isEmpty == true)
  }

  @Test func eachSwiftFileIsParsedOnceAndTheFlowComesFromThatParse() throws {
    let project = Self.garden()
    let file = project.path + "/Garden/WelcomeGardenView.swift"
    let sources = SwiftSources.load(paths: [file])
    #expect(sources.parsed.count == 1)
    // The file changes on disk after it was read: the flow is the one read, never a second read.
    project.write(
      "Garden/WelcomeGardenView.swift",
      "import SwiftUI\n\nstruct OtherIntroView: View {\n  var body: some View { Text(\"x\") }\n}\n")
    let flow = DerivedFlow.derive(sources)
    #expect(flow.manifest?.screens.map(\.id) == ["WelcomeGardenView"])
  }

  @Test func sourcesThatDeclareNoViewToStartFromLetTheirTreesGo() {
    let project = TemporaryFolder()
    let file = project.write(
      "Strings.swift", "enum Words {\n  static let hello = String(localized: \"hello\")\n}\n")
    #expect(SwiftSources.load(paths: [file]).parsed.count == 1)
    #expect(SwiftSources.load(paths: [file], keepingSyntaxFor: []).parsed.isEmpty)
    // A view named in the config keeps them, whatever its name.
    let view = project.write(
      "Panel.swift", "import SwiftUI\n\nstruct Panel: View {\n  var body: some View { Text(\"hi\") }\n}\n")
    #expect(SwiftSources.load(paths: [file, view], keepingSyntaxFor: ["Panel"]).parsed.count == 2)
    // Without a root, any view no other view uses is a screen of its own: a struct keeps them.
    #expect(SwiftSources.load(paths: [file, view], keepingSyntaxFor: []).parsed.count == 2)
  }

  @Test(arguments: [
    ([String](), "Willkommen im Garten"), (["--source-locale", "en"], "Welcome to the garden"),
  ])
  func auditNamesElementsInTheSourceLocale(options: [String], title: String) {
    let project = Self.garden()
    let result = runTool(["audit", "--sources", project.path + "/Garden", "--format", "xcode"] + options)
    let line = result.out.split(separator: "\n").first { $0.hasSuffix("[struct.title-not-header]") }
    #expect(line?.contains("WelcomeGardenView.swift:6:7: error: the title \"\(title)\" of screen") == true)
  }

  @Test func voiceoverReadsInTheCatalogsSourceLanguageByDefault() {
    let project = Self.garden()
    let result = runTool(["voiceover", "--sources", project.path + "/Garden"])
    #expect(result.code == 0)
    #expect(result.err == "")
    #expect(result.out.hasPrefix("WelcomeGardenView · de (left to right)\n  1  0.00 s  Willkommen im Garten"))
    #expect(result.out.contains("  2  0.00 s  Loslegen, "))
  }
}
