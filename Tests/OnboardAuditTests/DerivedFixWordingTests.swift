import Testing

@testable import OnboardAudit

/// Findings on a flow derived from the code say what to write in SwiftUI, not the manifest's
/// fields (docs/swiftui.md, "The flow derived from the code").
@Suite("Derived flow: fixes in SwiftUI's words")
struct DerivedFixWordingTests {
  private static let code = """
    import SwiftUI

    struct LanternWelcome: View {
      @State private var glow = false

      var body: some View {
        VStack {
          Text("Light the way").font(.largeTitle)
          Image(systemName: "flame")
          Circle()
            .scaleEffect(glow ? 1.3 : 1)
            .animation(.easeInOut(duration: 1).repeatForever(), value: glow)
          Button(action: {}) { Color.orange.frame(width: 60, height: 60) }
        }
        .onAppear { glow = true }
      }
    }
    """

  private static func messages() -> [String: String] {
    let folder = TemporaryFolder()
    var settings = AuditSettings()
    settings.sources = [folder.write("LanternWelcome.swift", code)]
    let findings = Audit.run(settings).findings
    return Dictionary(
      findings.map { ("\($0.rule) \($0.location?.line ?? 0)", $0.message) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func theFixesAreSwiftUICode() {
    let messages = Self.messages()
    #expect(
      messages["struct.title-not-header 8"]
        == "the title \"Light the way\" of screen \"LanternWelcome\" is not a heading, so VoiceOver users cannot jump to it with the Headings rotor; add `.accessibilityAddTraits(.isHeader)` to it"
    )
    #expect(
      messages["struct.decorative-exposed 9"]?.hasSuffix(
        "write `Image(decorative:)` (or add `.accessibilityHidden(true)`) if it only decorates, else add `.accessibilityLabel(…)`"
      ) == true)
    #expect(
      messages["motion.no-reduced-fallback 11"]?.hasSuffix(
        "read `@Environment(\\.accessibilityReduceMotion)` and, when it is on, leave the animation out (`reduceMotion ? nil : …`) or fade instead"
      ) == true)
    #expect(
      FixWording.label(at: SourceLocation(file: "LanternWelcome.swift", line: 13))
        == "give it `.accessibilityLabel(…)`")
  }

  /// The title's fix is one modifier after the view's own, which SARIF carries as an
  /// insertion an editor can apply.
  @Test func sarifCarriesTheHeaderFix() throws {
    let folder = TemporaryFolder()
    var settings = AuditSettings()
    settings.sources = [folder.write("LanternWelcome.swift", Self.code)]
    let result = Audit.run(settings)
    let sarif = SARIFReporter().report(result)
    let document = try JSONParser.parse(sarif)
    let results = try #require(document["runs"]?.asArray?.first?["results"]?.asArray)
    let title = try #require(results.first { $0["ruleId"]?.asString == "struct.title-not-header" })
    let fix = try #require(title["fixes"]?.asArray?.first)
    #expect(fix["description"]?["text"]?.asString == "Add .accessibilityAddTraits(.isHeader) to the title")
    let change = try #require(fix["artifactChanges"]?.asArray?.first)
    #expect(change["artifactLocation"]?["uri"]?.asString?.hasSuffix("LanternWelcome.swift") == true)
    let replacement = try #require(change["replacements"]?.asArray?.first)
    let region = replacement["deletedRegion"]
    #expect(
      [region?["startLine"], region?["startColumn"], region?["endLine"], region?["endColumn"]].map {
        $0?.asInt
      }
        == [8, 46, 8, 46])
    #expect(replacement["insertedContent"]?["text"]?.asString == ".accessibilityAddTraits(.isHeader)")
    // Only that finding has a fix: the others need words only the developer knows.
    #expect(results.filter { $0["fixes"] != nil }.count == 1)
    let file = folder.write("report.sarif", sarif)
    try expectValidReports(["--sarif", file])
  }

  /// A manifest's findings keep the manifest's words.
  @Test func aManifestKeepsItsFields() {
    #expect(
      FixWording.header(at: SourceLocation(file: "onboarding.json", line: 3))
        == "give it role 'header' or the 'header' trait")
    #expect(FixWording.label(at: SourceLocation(file: "onboarding.json", line: 3)) == "give it a label")
  }
}

/// With German as the source locale, messages name elements by their German text.
@Suite("Derived flow: names in the source locale")
struct DerivedSourceLocaleNameTests {
  @Test func theTitleIsNamedInTheSourceLocale() {
    let folder = TemporaryFolder()
    _ = folder.write("en.lproj/Localizable.strings", "\"lantern.title\" = \"Light the way\";\n")
    _ = folder.write("de.lproj/Localizable.strings", "\"lantern.title\" = \"Zeig den Weg\";\n")
    let file = folder.write(
      "LanternWelcome.swift",
      """
      import SwiftUI

      struct LanternWelcome: View {
        var body: some View {
          Text("lantern.title").font(.largeTitle)
        }
      }
      """)
    var settings = AuditSettings()
    settings.sources = [file]
    settings.tables = [folder.path]
    settings.sourceLocale = "de"
    let title = Audit.run(settings).findings.first { $0.rule == "struct.title-not-header" }
    #expect(title?.message.hasPrefix("the title \"Zeig den Weg\" of screen \"LanternWelcome\"") == true)
  }
}
