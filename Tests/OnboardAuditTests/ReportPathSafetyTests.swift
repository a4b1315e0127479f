import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// No report replaces an input, no two reports share a file, and a config writes only inside
/// its own folder (docs/security.md). Each case checks the exit code, the
/// message, and the bytes of the file that must not change.
@Suite("Report paths that would harm a file")
struct ReportPathSafetyTests {
  private static let table = "\"greeting\" = \"Hello\";\n"

  /// A project with a table in two locales, a Swift source, a manifest and a baseline.
  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("en.lproj/L.strings", Self.table)
    folder.write("de.lproj/L.strings", "\"greeting\" = \"Hallo\";\n")
    folder.write(
      "Sources/Welcome.swift",
      "import SwiftUI\nstruct Welcome: View { var body: some View { Text(\"greeting\") } }\n")
    folder.write("baseline.json", "{\"version\": 1, \"findings\": []}\n")
    return folder
  }

  private func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  // MARK: Inputs

  /// Each report flag, and `--write-baseline`, pointed at a table the run reads.
  @Test(arguments: [
    ("--json", "JSON report"), ("--junit", "JUnit report"), ("--sarif", "SARIF report"),
    ("--markdown", "Markdown report"), ("--html", "HTML report"), ("--write-baseline", "baseline"),
  ])
  func aReportFlagOverATableIsRefused(flag: String, name: String) {
    let folder = project()
    let table = folder.path + "/en.lproj/L.strings"
    let result = runTool([folder.path, "--tables", folder.path, flag, table])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: cannot write the \(name) to \"\(table)\": it is the table \"\(table)\" that this run reads\n"
    )
    #expect(result.out.isEmpty)
    #expect(bytes(table) == Array(Self.table.utf8))
  }

  /// The typo of the issue: `--tables . --json en.lproj/L.strings`, run from the project.
  @Test func theTranslatorsTableSurvivesAJSONReportAimedAtIt() throws {
    let folder = project()
    let result = try runBinary(
      ["--tables", ".", "--json", "en.lproj/L.strings"], environment: [:], in: folder.path)
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: cannot write the JSON report to \"en.lproj/L.strings\": it is the table \"en.lproj/L.strings\" that this run reads\n"
    )
    #expect(bytes(folder.path + "/en.lproj/L.strings") == Array(Self.table.utf8))
  }

  @Test func aReportOverTheConfigIsRefused() throws {
    let folder = project()
    let config = "{\"tables\": [\".\"]}\n"
    folder.write("onboard-audit.json", config)
    let result = try runBinary(
      ["--tables", ".", "--json", "onboard-audit.json"], environment: [:], in: folder.path)
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: cannot write the JSON report to \"onboard-audit.json\": it is the config \"onboard-audit.json\" that this run reads\n"
    )
    #expect(bytes(folder.path + "/onboard-audit.json") == Array(config.utf8))
  }

  @Test func aReportOverTheManifestTheBaselineOrASwiftSourceIsRefused() {
    let folder = project()
    let manifest = folder.write(
      "onboarding.json",
      "{\"formatVersion\": 1, \"sourceLocale\": \"en\", \"table\": \"L\", \"screens\": []}\n")
    let manifestBytes = bytes(manifest)
    let baseline = folder.path + "/baseline.json"
    let baselineBytes = bytes(baseline)
    let source = folder.path + "/Sources/Welcome.swift"
    let sourceBytes = bytes(source)
    let result = runTool([
      folder.path, "--flow", manifest, "--tables", folder.path, "--sources", folder.path + "/Sources",
      "--baseline", baseline, "--json", manifest, "--junit", baseline, "--sarif", source,
    ])
    #expect(result.code == 2)
    #expect(
      result.err == """
        Error: cannot write the JSON report to "\(manifest)": it is the manifest "\(manifest)" that this run reads
        Error: cannot write the JUnit report to "\(baseline)": it is the baseline "\(baseline)" that this run reads
        Error: cannot write the SARIF report to "\(source)": it is the Swift source "\(source)" that this run reads

        """)
    #expect(bytes(manifest) == manifestBytes)
    #expect(bytes(baseline) == baselineBytes)
    #expect(bytes(source) == sourceBytes)
  }

  /// A path that reaches a table through `..` or a symbolic link is the table.
  @Test func aTableReachedThroughDotsOrALinkIsStillTheTable() throws {
    let folder = project()
    let table = folder.path + "/en.lproj/L.strings"
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/alias.json", withDestinationPath: table)
    let result = runTool([
      folder.path, "--tables", folder.path, "--json", folder.path + "/out/../en.lproj/./L.strings",
      "--junit", folder.path + "/alias.json",
    ])
    #expect(result.code == 2)
    #expect(
      result.err.components(separatedBy: "\n").filter { $0.hasSuffix("that this run reads") }.count == 2)
    #expect(bytes(table) == Array(Self.table.utf8))
  }

  @Test func aConfigReportOverAnInputIsRefused() {
    let folder = project()
    folder.write(
      "onboard-audit.json", "{\"tables\": [\".\"], \"reports\": {\"markdown\": \"de.lproj/L.strings\"}}\n")
    let german = bytes(folder.path + "/de.lproj/L.strings")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: cannot write the Markdown report to \"\(folder.path)/de.lproj/L.strings\": it is the table \"\(folder.path)/de.lproj/L.strings\" that this run reads\n"
    )
    #expect(bytes(folder.path + "/de.lproj/L.strings") == german)
  }

  /// `--write-baseline` over the `--baseline` the run reads renews it.
  @Test func writingTheBaselineOverTheOneReadRenewsIt() throws {
    let folder = project()
    folder.write("fr.lproj/L.strings", "")
    let baseline = folder.path + "/baseline.json"
    let result = runTool([
      folder.path, "--tables", folder.path, "--baseline", baseline, "--write-baseline", baseline,
    ])
    #expect(result.code == 0, "\(result.err)")
    let renewed = try #require(bytes(baseline))
    #expect(String(decoding: renewed, as: UTF8.self).contains("key.missing"))
  }

  // MARK: Reports on one file, and folders

  /// The second report on a file is refused; the first, which harms nothing, says why the
  /// run stopped.
  @Test func twoReportsOnOneFileAreRefused() {
    let folder = project()
    let report = folder.path + "/r.json"
    let result = runTool([folder.path, "--tables", folder.path, "--json", report, "--junit", report])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: the JSON report \"\(report)\" and the JUnit report \"\(report)\" are the same file; give each its own path\n"
    )
    let written = String(decoding: bytes(report) ?? [], as: UTF8.self)
    #expect(written.hasPrefix("{") && written.contains("are the same file"))
  }

  @Test func twoConfigReportsOnOneFileAreRefused() {
    let folder = project()
    folder.write(
      "onboard-audit.json",
      "{\"tables\": [\".\"], \"reports\": {\"json\": \"r.json\", \"junit\": \"./r.json\"}}\n")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: the JSON report \"\(folder.path)/r.json\" and the JUnit report \"\(folder.path)/./r.json\" are the same file; give each its own path\n"
    )
    // The first of the two could be written safely, and says why the run stopped.
    #expect(
      String(decoding: bytes(folder.path + "/r.json") ?? [], as: UTF8.self).contains("are the same file"))
  }

  @Test func theBaselineAndAReportOnOneFileAreRefused() {
    let folder = project()
    let path = folder.path + "/known.json"
    let result = runTool([folder.path, "--tables", folder.path, "--json", path, "--write-baseline", path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: the JSON report \"\(path)\" and the baseline \"\(path)\" are the same file; give each its own path\n"
    )
    // No baseline is written: the JSON report there says why the run stopped.
    let written = String(decoding: bytes(path) ?? [], as: UTF8.self)
    #expect(written.contains("\"error\"") && written.contains("are the same file"))
  }

  @Test func aReportThatIsAFolderIsRefusedBeforeAnyIsWritten() {
    let folder = project()
    folder.write("Reports/keep.txt", "kept")
    let json = folder.path + "/out.json"
    let result = runTool([
      folder.path, "--tables", folder.path, "--junit", folder.path + "/Reports", "--json", json,
    ])
    #expect(result.code == 2)
    #expect(
      result.err == "Error: cannot write the JUnit report to \"\(folder.path)/Reports\": it is a folder\n")
    #expect(bytes(folder.path + "/Reports/keep.txt") == Array("kept".utf8))
    // The safe report says why the run stopped: no audit ran.
    let written = String(decoding: bytes(json) ?? [], as: UTF8.self)
    #expect(written.contains("it is a folder") && !written.contains("\"findings\" : [{"))
  }

  /// Writing many reports to `/dev/null` is what it is for.
  @Test func twoReportsOnDevNullAreFine() {
    let folder = project()
    let result = runTool([
      folder.path, "--tables", folder.path, "--json", "/dev/null", "--sarif", "/dev/null",
    ])
    #expect(result.code == 0, "\(result.err)")
  }

  // MARK: A config writes inside its folder

  @Test func aConfigReportWithDotsOutOfTheProjectIsRefused() {
    let outside = TemporaryFolder()
    let folder = project()
    let escape = "../" + (outside.path as NSString).lastPathComponent + "/x.json"
    folder.write("onboard-audit.json", "{\"tables\": [\".\"], \"reports\": {\"json\": \"\(escape)\"}}\n")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: report path \"\(escape)\" from \(folder.path)/onboard-audit.json is outside the project; give it on the command line to write there\n"
    )
    #expect(!exists(outside.path + "/x.json"))
  }

  @Test func anAbsoluteConfigReportOutsideTheProjectIsRefused() {
    let outside = TemporaryFolder()
    let folder = project()
    let target = outside.path + "/home/.bashrc-test"
    folder.write(
      "onboard-audit.json",
      "{\"tables\": [\".\"], \"reports\": {\"sarif\": \"\(target)\", \"json\": \"ok.json\"}}\n")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("Error: report path \"\(target)\" from "))
    #expect(!exists(target))
    // The report inside the project is written, and says why the run stopped.
    #expect(
      String(decoding: bytes(folder.path + "/ok.json") ?? [], as: UTF8.self).contains("outside the project"))
  }

  @Test func aLinkInsideTheProjectToAFileOutsideIsRefused() throws {
    let outside = TemporaryFolder()
    let secret = outside.write("profile", "export PATH=/usr/bin\n")
    let folder = project()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Reports", withDestinationPath: outside.path)
    folder.write(
      "onboard-audit.json", "{\"tables\": [\".\"], \"reports\": {\"html\": \"Reports/profile\"}}\n")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: report path \"Reports/profile\" from \(folder.path)/onboard-audit.json is outside the project (a symbolic link leads to \"\(ResolvedPath(secret).path)\"); give it on the command line to write there\n"
    )
    #expect(bytes(secret) == Array("export PATH=/usr/bin\n".utf8))
  }

  @Test func aLinkInsideTheProjectToAFileInsideIsWrittenThrough() throws {
    let folder = project()
    let target = folder.write("build/report.json", "old")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/latest.json", withDestinationPath: "build/report.json")
    folder.write("onboard-audit.json", "{\"tables\": [\".\"], \"reports\": {\"json\": \"latest.json\"}}\n")
    let result = runTool([folder.path])
    #expect(result.code == 0, "\(result.err)")
    #expect(String(decoding: bytes(target) ?? [], as: UTF8.self).contains("\"findings\""))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/latest.json")
        == "build/report.json")
  }

  @Test func aConfigMayWriteToDevNull() {
    let folder = project()
    folder.write("onboard-audit.json", "{\"tables\": [\".\"], \"reports\": {\"junit\": \"/dev/null\"}}\n")
    let result = runTool([folder.path])
    #expect(result.code == 0, "\(result.err)")
  }

  @Test func aConfigBaselineOutsideTheProjectIsRefused() {
    let outside = TemporaryFolder()
    let baseline = outside.write("baseline.json", "{\"version\": 1, \"findings\": []}\n")
    let folder = project()
    folder.write("onboard-audit.json", "{\"tables\": [\".\"], \"baseline\": \"\(baseline)\"}\n")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: baseline path \"\(baseline)\" from \(folder.path)/onboard-audit.json is outside the project; give it on the command line to read it there\n"
    )
    #expect(runTool([folder.path, "--baseline", baseline]).code == 0)
  }

  @Test func aCommandLinePathOutsideTheProjectIsTheUsersChoice() {
    let outside = TemporaryFolder()
    let folder = project()
    folder.write("onboard-audit.json", "{\"tables\": [\".\"]}\n")
    let report = outside.path + "/ci/report.xml"
    let result = runTool([folder.path, "--junit", report])
    #expect(result.code == 0, "\(result.err)")
    #expect(String(decoding: bytes(report) ?? [], as: UTF8.self).hasSuffix("</testsuites>\n"))
  }

  // MARK: Runs that stop for another reason

  /// A mistyped option stops the run before it is understood: its reports still do not
  /// replace the tables it names.
  @Test func aUsageErrorDoesNotWriteItsReportOverATable() {
    let folder = project()
    let table = folder.path + "/en.lproj/L.strings"
    let junit = folder.path + "/failed.xml"
    let result = runTool([
      folder.path, "--tables", folder.path, "--json", table, "--junit", junit, "--colour",
    ])
    #expect(result.code == 2)
    #expect(result.err.contains("cannot write the JSON report to \"\(table)\": it is the table"))
    #expect(bytes(table) == Array(Self.table.utf8))
    #expect(String(decoding: bytes(junit) ?? [], as: UTF8.self).contains("<error"))
  }

  @Test func anInvalidConfigDoesNotWriteItsReportOverATable() {
    let folder = project()
    folder.write(
      "onboard-audit.json",
      "{\"tables\": [\".\"], \"reports\": {\"json\": \"en.lproj/L.strings\"}, \"failOn\": 3}\n")
    let result = runTool([folder.path, "--json", folder.path + "/de.lproj/L.strings"])
    #expect(result.code == 2)
    #expect(
      result.err.contains(
        "cannot write the JSON report to \"\(folder.path)/de.lproj/L.strings\": it is the table"))
    #expect(bytes(folder.path + "/de.lproj/L.strings") == Array("\"greeting\" = \"Hallo\";\n".utf8))
  }

  @Test func mergeDoesNotWriteOverAShardsReport() throws {
    let folder = project()
    let first = folder.path + "/1.json"
    let second = folder.path + "/2.json"
    #expect(runTool([folder.path, "--tables", folder.path, "--shard", "1/2", "--json", first]).code == 0)
    #expect(runTool([folder.path, "--tables", folder.path, "--shard", "2/2", "--json", second]).code == 0)
    let shard = bytes(first)
    let result = runTool(["merge", first, second, "--output", first])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: cannot write the merged report to \"\(first)\": it is the report \"\(first)\" that this run reads\n"
    )
    #expect(bytes(first) == shard)
  }
}

@Suite("Resolved paths")
struct ResolvedPathTests {
  @Test func dotsAreFoldedAndTheMissingTailKept() {
    #expect(ResolvedPath.resolve("a/./b/../c.json", from: "/nowhere/x") == "/nowhere/x/a/c.json")
    #expect(ResolvedPath.resolve("/../../etc//passwd", from: "/tmp") == "/etc/passwd")
    #expect(ResolvedPath.resolve(".", from: "/") == "/")
  }

  @Test func linksAreFollowedWhereTheyAre() throws {
    let folder = TemporaryFolder()
    let real = ResolvedPath(folder.path).path
    folder.write("deep/inner/file.txt", "x")
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.path + "/up", withDestinationPath: "deep/inner")
    try manager.createSymbolicLink(atPath: folder.path + "/dangling", withDestinationPath: "made/later.json")
    try manager.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: "loop")
    // `..` after a link goes up from where the link leads, as the kernel walks it.
    #expect(ResolvedPath(folder.path + "/up/../inner/file.txt").path == real + "/deep/inner/file.txt")
    #expect(ResolvedPath(folder.path + "/up/file.txt").kind == .regularFile)
    #expect(ResolvedPath(folder.path + "/dangling").path == real + "/made/later.json")
    #expect(ResolvedPath(folder.path + "/dangling").kind == .missing)
    #expect(ResolvedPath(folder.path + "/loop").kind == .missing)
    #expect(ResolvedPath(folder.path + "/deep").kind == .folder)
    #expect(ResolvedPath("/dev/null").kind == .special)
  }

  @Test func aHardLinkIsTheSameFile() throws {
    let folder = TemporaryFolder()
    let file = folder.write("a.strings", "\"k\" = \"v\";")
    try FileManager.default.linkItem(atPath: file, toPath: folder.path + "/b.json")
    #expect(ResolvedPath(file).identity == ResolvedPath(folder.path + "/b.json").identity)
    #expect(ResolvedPath(file).path != ResolvedPath(folder.path + "/b.json").path)
  }
}
