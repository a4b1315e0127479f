import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// The SwiftUI onboarding of a hiking app in `Fixtures/SwiftUIOnboarding`: a page-style
/// TabView of three pages, a "Welcome to" sheet with a feature list and a cinematic flow,
/// with a String Catalog and `.strings` tables in three locales. It holds one key missing
/// from its source table, one key missing in one locale, two keys of two `Int`s each and
/// one `Text(verbatim:)`.
@Suite("SwiftUI fixture")
struct SwiftUIFixtureTests {
  private let folder = "Tests/OnboardAuditTests/Fixtures/SwiftUIOnboarding"
  /// The folder as findings show it: relative to the current folder when below it.
  private var shown: String { FileSystem.displayPath(packageRoot + "/" + folder) }

  private func audit() -> AuditResult {
    var settings = AuditSettings()
    settings.tables = [packageRoot + "/" + folder]
    settings.sources = [packageRoot + "/" + folder]
    settings.doNotTranslate = ["Trailmark"]
    return Audit.run(settings)
  }

  @Test func everyDefectIsFoundWhereItIsAndNothingElse() {
    let findings = audit().findings.map { finding in
      let file = finding.location.map { String($0.file.dropFirst(shown.count + 1)) } ?? ""
      return "\(finding.rule) \(file):\(finding.location?.line ?? 0):\(finding.location?.column ?? 0)"
    }
    #expect(
      findings == [
        "key.missing Resources/fr.lproj/Onboarding.strings:0:0",
        // The flow derived from PagedOnboardingView: Skip before each page's title, which
        // is large but not a heading; Skip is a plain text button, Next a regular prominent one.
        // Each once: the three pages share the code. Skip sits where a navigation bar puts
        // it, at the top trailing corner, so it may come before the title.
        "target.size Views/PagedOnboardingView.swift:27:9",
        "struct.title-not-header Views/PagedOnboardingView.swift:35:13",
        "target.size Views/PagedOnboardingView.swift:46:7",
        "key.undefined Views/WelcomeSheet.swift:33:75",
        "text.hardcoded Views/WelcomeSheet.swift:36:22",
      ])
  }

  @Test func interpolatedKeysOfTwoIntsAreFoundAsWritten() throws {
    var settings = AuditSettings()
    settings.sources = [packageRoot + "/" + folder]
    let sources = SwiftSources.load(paths: settings.sources)
    let loaded = TableLoader().load(paths: [packageRoot + "/" + folder])
    let lookup = SourceStringLookup(
      sources.strings, strings: StringResolver(tables: loaded.tables, defaultTable: "Localizable"))
    let dots = try #require(lookup.resolved.first { $0.use.key.hasPrefix("onboarding.pageDots") })
    #expect(dots.use.key == "onboarding.pageDots %lld %lld")
    #expect(dots.use.format.arguments == [.int, .int])
    #expect(dots.key == dots.use.key && !dots.matchedByTypes)
    let quote = try #require(lookup.resolved.first { $0.use.key.hasPrefix("cinematic.quote.position") })
    #expect(quote.key == "cinematic.quote.position %lld %lld")
    #expect(quote.table?.identity.hasSuffix("Resources/Onboarding") == true)
    // The step titles are looked up in the table the view names for them.
    let step = try #require(lookup.resolved.first { $0.use.key == "cinematic.intro.title" })
    #expect(step.table?.identity.hasSuffix("Resources/Onboarding") == true && step.key != nil)
    // The debug-only button and the previews are not the app's.
    #expect(!lookup.resolved.contains { $0.use.key == "debug.reset" })
  }

  @Test func anUnknownTypeMatchesTheKeyThatDiffersOnlyInItsSpecifier() throws {
    let project = TemporaryFolder()
    project.write(
      "en.lproj/Localizable.strings", "\"%lld steps\" = \"%lld steps\";\n\"Hi %@\" = \"Hi %@\";\n")
    project.write(
      "V.swift",
      "import SwiftUI\nstruct V: View {\n  var body: some View {\n    Text(\"\\(model.steps) steps\")\n    Text(\"Hi \\(model.name)\")\n  }\n}\n"
    )
    let sources = SwiftSources.load(paths: [project.path])
    let loaded = TableLoader().load(paths: [project.path])
    let lookup = SourceStringLookup(
      sources.strings, strings: StringResolver(tables: loaded.tables, defaultTable: "Localizable"))
    #expect(lookup.resolved.map(\.key) == ["%lld steps", "Hi %@"])
    #expect(lookup.resolved.map(\.matchedByTypes) == [true, false])
  }

  // MARK: Reports

  @Test func xcodeAndGitHubShowTheSwiftLine() {
    let root = packageRoot + "/" + folder
    let xcode = runTool([root, "--sources", root, "--format", "xcode"])
    #expect(xcode.code == 1)
    #expect(
      xcode.out.contains(
        "\(shown)/Views/WelcomeSheet.swift:33:75: error: key \"welcome.sync.subtitle\" of FeatureRow(subtitle:) is not in the source table"
      ))
    #expect(
      xcode.out.contains("\(shown)/Views/WelcomeSheet.swift:36:22: warning: \"Start your first trail\""))
    let github = runTool([root, "--sources", root, "--format", "github"])
    #expect(github.out.contains("::error file=\(shown)/Views/WelcomeSheet.swift,line=33,col=75,"))
  }

  @Test func junitAndSARIFLocateTheSwiftLineAndValidate() throws {
    let result = audit()
    let junit = String(
      decoding: JUnitReporter(timestamp: Date(timeIntervalSince1970: 0)).report(result), as: UTF8.self)
    #expect(junit.contains("file=\"\(shown)/Views/WelcomeSheet.swift\" line=\"33\""))
    let sarif = String(decoding: SARIFReporter().report(result), as: UTF8.self)
    #expect(sarif.contains("\(shown)/Views/WelcomeSheet.swift"))
    #expect(sarif.contains("\"startLine\": 33"))
    let reports = TemporaryFolder()
    let junitFile = reports.write("report.xml", junit)
    let sarifFile = reports.write("report.sarif", sarif)
    try expectValidReports(["--junit", junitFile, "--sarif", sarifFile])
  }

  // MARK: Command line and config

  @Test func sourcesWithoutTablesSearchTheSamePathsForTables() {
    let root = packageRoot + "/" + folder
    let result = runTool(["--sources", root, "--format", "xcode", "--rule", "text.hardcoded=off"])
    #expect(result.code == 1)
    #expect(result.out.contains("[key.undefined]"))
    // With the derived flow's titles not marked as headings, and its Skip and Next buttons
    // smaller than 44 pt: once each, as its three pages share the code. Skip, 20 pt high, is a
    // warning: nothing is near enough to it to fail WCAG's spacing exception; where a
    // navigation bar puts it, it may come before the title.
    #expect(result.out.hasSuffix("onboard-audit: 3 errors, 2 warnings, 0 notes in 3 locales (7 files)\n"))
    #expect(result.out.contains("(its spacing meets WCAG's 24 pt minimum)"))
  }

  @Test func theConfigNamesTheSources() {
    let project = TemporaryFolder()
    project.write("Resources/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n")
    project.write("App/V.swift", "import SwiftUI\nlet a = Text(\"hello\")\nlet b = Text(\"bye\")\n")
    project.write(
      "onboard-audit.json", #"{"tables": ["Resources"], "sources": "App", "reports": {"json": "out.json"}}"#)
    let result = runTool([project.path, "--format", "xcode"])
    #expect(result.code == 1)
    #expect(
      result.out.contains(
        "\(FileSystem.displayPath(project.path))/App/V.swift:3:14: error: key \"bye\" of Text"))
  }
}
