import Testing

@testable import OnboardAudit

/// The app's other files declare what the onboarding folder uses (docs/swiftui.md,
/// "Declarations outside the sources"): with the project folder given, a view another folder
/// declares is followed where the sources use it, and a push to it is a screen; no screen or
/// root is chosen among those files' own views, and no rule reads them as sources.
@Suite("Derived flow: declarations outside the sources")
struct DerivedSupportingFilesTests {
  /// An app whose onboarding folder pushes a sign-in sheet and shows a title component, both
  /// declared in other folders, beside a profile screen nothing of the onboarding shows.
  private static func app() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "Garden/Onboarding/SeedWelcome.swift",
      """
      import SwiftUI

      struct SeedWelcome: View {
        var body: some View {
          NavigationStack {
            VStack {
              BrandTitle("seed.title")
              NavigationLink("seed.signIn") { GardenerSignIn() }
            }
          }
        }
      }
      """)
    folder.write(
      "Garden/Components/BrandTitle.swift",
      """
      import SwiftUI

      struct BrandTitle: View {
        let key: LocalizedStringKey
        init(_ key: LocalizedStringKey) { self.key = key }
        var body: some View { Text(key).font(.largeTitle) }
      }
      """)
    folder.write(
      "Garden/Account/GardenerSignIn.swift",
      """
      import SwiftUI

      struct GardenerSignIn: View {
        var body: some View {
          VStack {
            Text("signIn.title").font(.title)
            Button("signIn.go") {}
          }
        }
      }

      struct PlotOverview: View {
        var body: some View { Text("plot.title") }
      }
      """)
    folder.write(
      "Garden/en.lproj/Localizable.strings",
      """
      "seed.title" = "Plant your first seed";
      "seed.signIn" = "Sign in";
      "signIn.title" = "Welcome back, gardener";
      "signIn.go" = "Continue";
      "plot.title" = "Your plot";
      """)
    return folder
  }

  private static func audit(_ folder: TemporaryFolder, project: Bool) -> AuditResult {
    var settings = AuditSettings()
    settings.sources = [folder.path + "/Garden/Onboarding"]
    settings.tables = [folder.path + "/Garden"]
    settings.projectFolder = project ? folder.path : nil
    return Audit.run(settings)
  }

  @Test func aPushToAViewOfAnotherFolderIsAScreen() throws {
    let folder = Self.app()
    var inputs = ProjectInputs()
    inputs.sources = [folder.path + "/Garden/Onboarding"]
    inputs.tables = [folder.path + "/Garden"]
    inputs.projectFolder = folder.path
    let flow = try #require(LoadedProject.load(inputs).derived)
    let screens = try #require(flow.manifest?.screens)
    #expect(screens.map(\.id) == ["SeedWelcome", "SeedWelcome.GardenerSignIn"])
    // The title component is followed into its file, in its font.
    let title = try #require(screens[0].title.flatMap(screens[0].element(id:)))
    #expect(title.text?.key == "seed.title")
    #expect(title.location.file.hasSuffix("Garden/Components/BrandTitle.swift"))
    #expect(screens[1].title.flatMap(screens[1].element(id:))?.text?.key == "signIn.title")
    // The other folder's own views are no screen, and not said to be missing.
    #expect(flow.sources.screensNotFollowed.isEmpty)
    #expect(flow.sources.notFollowed.isEmpty)
  }

  @Test func theOtherFoldersFilesAreNoSourcesOfTheRules() {
    let result = Self.audit(Self.app(), project: true)
    // The pushed screen's keys are used; `plot.title`, in a file read only for its
    // declarations and on no screen, is not.
    let unused = result.findings.filter { $0.rule == "key.unused" }.compactMap(\.key)
    #expect(unused == ["plot.title"])
    // The files audited are the table and the sources' one file.
    #expect(result.fileCount == 2)
  }

  @Test func withoutTheProjectFolderTheViewIsAPackages() {
    let result = Self.audit(Self.app(), project: false)
    #expect(result.sources?.screens.map(\.id) == ["SeedWelcome"])
    #expect(result.sources?.screensNotFollowed.map(\.name) == ["GardenerSignIn"])
    #expect(result.sources?.notFollowed.map(\.name) == ["BrandTitle"])
  }

  /// `audit DIR` gives the project folder.
  @Test func theCommandLineGivesDIR() {
    let folder = Self.app()
    let result = runTool([
      "audit", folder.path, "--sources", folder.path + "/Garden/Onboarding", "--tables",
      folder.path + "/Garden",
      "--format", "xcode",
    ])
    #expect(result.out.contains("SwiftUI: 2 screens"))
  }

  /// Past the bound, one `input.too-complex` note says how many files were not read.
  @Test func filesPastTheBoundAreNoted() {
    let folder = TemporaryFolder()
    let count = SupportingFiles.maximumFiles + 2
    var uses = ""
    for index in 0..<count {
      folder.write("App/Parts/Part\(index).swift", "struct Part\(index) {}\n")
      uses += "    _ = Part\(index)()\n"
    }
    folder.write(
      "App/Onboarding/SeedWelcome.swift",
      "import SwiftUI\n\nstruct SeedWelcome: View {\n  var body: some View {\n    Text(\"Hi\")\n  }\n  func all() {\n\(uses)  }\n}\n"
    )
    let sources = SwiftSources.load(
      paths: [folder.path + "/App/Onboarding"], keepingSyntaxFor: [], declarationsBelow: folder.path)
    #expect(sources.supportingLeftOut == 2)
    let notes = DerivedFlow.derive(sources).notes.filter { $0.rule == "input.too-complex" }
    #expect(
      notes.map(\.message) == [
        "2 more files of the project declare what the sources use, past the 400 read for their declarations; the views they declare are views of a package here"
      ])
  }

  @Test func aBoundStopsTheSearch() {
    let folder = Self.app()
    let read = [
      (
        path: folder.path + "/Garden/Onboarding/SeedWelcome.swift",
        bytes: Array(
          """
          struct SeedWelcome: View { var body: some View { VStack { BrandTitle("a"); GardenerSignIn() } } }
          """.utf8)
      )
    ]
    let found = SupportingFiles.find(
      below: folder.path, read: read, maximumFileSize: 1 << 20, maximumFiles: 1)
    #expect(found.paths.count == 1)
    #expect(found.leftOut == 1)
  }
}
