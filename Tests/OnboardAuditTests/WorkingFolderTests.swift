import Foundation
import Testing

/// Tests never write into the checkout: the test process works in a folder of its own, so a
/// run of the tool with its defaults never reads the package's `onboard-audit.json` and never
/// overwrites `Reports/`, which stays what `swift run onboard-audit` wrote.
@Suite("Working folder")
struct WorkingFolderTests {
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  @Test func testsDoNotRunInThePackage() {
    #expect(!workingFolder.isEmpty, "the test process's working folder could not be made")
    let current = Self.resolved(FileManager.default.currentDirectoryPath)
    let package = Self.resolved(packageRoot)
    #expect(current == Self.resolved(workingFolder))
    #expect(current != package && !current.hasPrefix(package + "/"), "the tests run in \(current)")
    #expect(!FileManager.default.fileExists(atPath: current + "/onboard-audit.json"))
  }

  /// A run with no arguments, as the tests' runs of the tool default to, audits the working
  /// folder: nothing to audit there, and no report of the package's config written.
  @Test func aRunWithItsDefaultsDoesNotReadThePackagesConfig() {
    let run = runTool(["--quiet"])
    #expect(run.code == 2)
    #expect(!FileManager.default.fileExists(atPath: workingFolder + "/Reports"))
  }

  /// The README's first command, `swift run onboard-audit`, on a copy of the example: the
  /// reports go to the copy's `Reports/`, clean, and the package's `Reports/` is as it was.
  @Test(TestEnvironment.needsBinary)
  func theExampleRunWritesItsOwnReportsFolder() throws {
    let packageReports = folderState(packageRoot + "/Reports")
    let example = try exampleCopy()
    let run = try runBinary([], environment: ["PATH": "/usr/bin:/bin"], in: example.path)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("0 errors, 0 warnings, 0 notes in 11 locales"), "\(run.out)")
    let written = folderState(example.path + "/Reports")
    #expect(
      Set(written.keys)
        == [
          "checklist.md", "onboard-audit.html", "onboard-audit.json", "onboard-audit.sarif",
          "onboard-audit.xml",
        ])
    let html = try String(contentsOfFile: example.path + "/Reports/onboard-audit.html", encoding: .utf8)
    #expect(html.contains("Welcome to Ova"))
    #expect(folderState(packageRoot + "/Reports") == packageReports)
  }
}
