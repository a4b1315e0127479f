import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// The reports of a run in one format, the whole run's and its shards', with one timestamp:
/// JUnit's `timestamp` is the only part of a report that depends on the time.
private let timestamp = Date(timeIntervalSince1970: 1_790_000_000)

private func reporter(_ format: ReportMerge.Format) -> any Reporter {
  switch format {
  case .json: JSONReporter()
  case .junit: JUnitReporter(failingSeverity: .warning, timestamp: timestamp)
  case .sarif: SARIFReporter()
  }
}

/// Each format's merged report of the run split in 1, 2, 3 and 7, checked against the whole
/// run's report. Each slice is audited once for the three formats.
private func expectMergedEqualsWhole(_ settings: AuditSettings, _ name: String) throws {
  let formats: [ReportMerge.Format] = [.json, .junit, .sarif]
  let whole = Audit.run(settings)
  for count in [1, 2, 3, 7] {
    var slices: [AuditResult] = []
    for index in 1...count {
      var sliced = settings
      sliced.shard = Shard(index: index, count: count)
      slices.append(Audit.run(sliced))
    }
    for format in formats {
      // In reverse: the order the reports are given in does not matter.
      let reports = slices.reversed().map { (path: "shard-\($0.shard!)", bytes: reporter(format).report($0)) }
      let merged = try ReportMerge.merge(reports)
      #expect(merged.format == format)
      let bytes = merged.reporter.report(merged.result)
      #expect(bytes == reporter(format).report(whole), "\(name): \(format) in \(count)")
    }
  }
}

/// Tables of several modules that share their keys, so that the JUnit test cases of one
/// locale need the table in their names, and findings of each kind.
private func modules(in folder: TemporaryFolder) {
  for module in 0..<6 {
    folder.write(
      "M\(module)/en.lproj/Feature.strings",
      "\"shared.title\" = \"Title\";\n\"shared.body\" = \"Body %@\";\n\"own.\(module)\" = \"Own\";\n")
    folder.write(
      "M\(module)/de.lproj/Feature.strings", "\"shared.body\" = \"\";\n\"shared.body\" = \"Körper\";\n")
    folder.write(
      "M\(module)/fr.lproj/Feature.strings",
      "\"shared.title\" = \"Title\";\n\"shared.body\" = \"Corps %d\";\n")
  }
  folder.write("M6/de.lproj/Orphan.strings", "\"a\" = \"b\";\n")
  folder.write("M7/en.lproj/Broken.strings", "\"a\" = \"b\n")
}

@Suite("Shards and merge")
struct ShardMergeTests {
  @Test func shardParsesAndChecksItsBounds() {
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard("1/1")?.isFirst == true)
    for bad in ["0/4", "5/4", "4", "a/b", "1/0", "-1/2", "2/4/1", "/4", "+1/2"] {
      #expect(Shard(bad) == nil, "\(bad)")
    }
  }

  /// The slice of a table is the same on every run and machine (FNV-1a over its identity), and
  /// the slices of N are disjoint and cover every table.
  @Test func slicesAreStableAndDisjoint() {
    #expect(
      Shard.slice(of: "app/src/main/res/strings", count: 7)
        == Shard.slice(of: "app/src/main/res/strings", count: 7))
    // FNV-1a 64 of "" is 0xcbf29ce484222325.
    #expect(Shard.slice(of: "", count: 1000) == Int(0xcbf2_9ce4_8422_2325 % UInt64(1000)) + 1)
    let identities = (0..<200).map { "Module\($0)/Localizable" }
    for count in [2, 3, 7] {
      let shards = (1...count).map { Shard(index: $0, count: count)! }
      for identity in identities {
        #expect(shards.filter { $0.contains(table: identity) }.count == 1)
      }
      // Every slice gets some of 200 tables.
      #expect(Set(identities.map { Shard.slice(of: $0, count: count) }).count == count)
    }
  }

  /// The embedded example, with its flow, and modules that share keys: the flow's checks
  /// are in shard 1 only, and the merged reports are the whole run's, with a baseline too.
  @Test func mergedExampleEqualsTheWholeRun() throws {
    let folder = TemporaryFolder()
    modules(in: folder)
    var settings = AuditSettings()
    settings.flow = try FlowManifest.load(packageRoot + "/Locales/onboarding.json", ruleIDs: RuleCatalog.ids)
    settings.tables = [packageRoot + "/Locales", folder.path]
    try expectMergedEqualsWhole(settings, "example")
    // Every other finding known: known counts and fixed entries join too.
    let findings = Audit.run(settings).findings
    #expect(findings.count > 20)
    #expect(Set(findings.compactMap(\.table)).count > 6)
    settings.baseline = Baseline(findings: findings.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
    try expectMergedEqualsWhole(settings, "example with a baseline")
  }

  /// A flow derived from SwiftUI code: the merged JSON report keeps `summary.sources` (what
  /// was not followed, the screens not derived) and the merged SARIF log its `fixes`.
  @Test(arguments: ["MissingScreens", "NotSeen"])
  func mergedDerivedFlowEqualsTheWholeRun(fixture: String) throws {
    var settings = AuditSettings()
    settings.sources = [DerivedFlowFixtures.path(fixture)]
    settings.tables = [DerivedFlowFixtures.path(fixture)]
    let whole = Audit.run(settings)
    #expect(whole.sources?.screens.isEmpty == false)
    #expect(whole.findings.contains { $0.fix != nil })
    try expectMergedEqualsWhole(settings, fixture)
  }

  /// Every app of the corpus, split in 1, 2, 3 and 7: merged bytes equal the whole run's.
  @Test(TestEnvironment.needsCorpus())
  func mergedCorpusEqualsTheWholeRun() throws {
    let apps = try FileManager.default.contentsOfDirectory(atPath: corpusPath).sorted().filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: corpusPath + "/" + $0, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(apps.count >= 3)
    for app in apps {
      var settings = AuditSettings()
      settings.tables = [corpusPath + "/" + app]
      try expectMergedEqualsWhole(settings, app)
    }
  }

  /// The command line: `--shard` runs, then `merge` into a file, byte for byte the whole
  /// run's JUnit report.
  @Test func commandLineShardsMergeIntoTheWholeRun() throws {
    let folder = TemporaryFolder()
    modules(in: folder)
    let base = [
      "audit", "--tables", packageRoot + "/Locales", "--tables", folder.path, "--quiet", "--fail-on",
      "warning",
    ]
    #expect(runTool(base + ["--junit", folder.path + "/whole.xml"]).code == 1)
    var shards: [String] = []
    for index in 1...3 {
      let path = folder.path + "/shard-\(index).xml"
      let run = runTool(base + ["--shard", "\(index)/3", "--junit", path])
      #expect(run.code <= 1, "\(run.err)")
      shards.append(path)
    }
    let merge = runTool(["merge", "--output", folder.path + "/merged.xml"] + shards)
    #expect(merge.code == 0, "\(merge.err)")
    // The runs took their time from the clock: the suites' `timestamp` is the only
    // difference allowed.
    func timeless(_ path: String) -> String? {
      (try? String(contentsOfFile: path, encoding: .utf8))?.replacing(
        /timestamp="[0-9T:-]+"/, with: "timestamp=\"\"")
    }
    let merged = try #require(timeless(folder.path + "/merged.xml"))
    #expect(merged.contains("<failure"))
    #expect(merged == timeless(folder.path + "/whole.xml"))
    // To standard output by default.
    let printed = runTool(["merge"] + shards)
    #expect(printed.code == 0)
    #expect(Data(printed.out.utf8) == FileManager.default.contents(atPath: folder.path + "/merged.xml"))
  }

  @Test func shardOutsideItsBoundsIsAUsageError() {
    for value in ["0/4", "5/4", "two", "1/0"] {
      let run = runTool(["audit", packageRoot + "/Locales", "--shard", value])
      #expect(run.code == 2, "\(value)")
      #expect(run.err.contains("'\(value)' is invalid for '--shard <k/n>'"), "\(run.err)")
    }
  }

  /// Reports that do not make one whole are a usage error that says why.
  @Test func mergeRejectsWhatDoesNotJoin() throws {
    let folder = TemporaryFolder()
    let base = ["audit", packageRoot + "/Locales", "--quiet", "--fail-on", "never"]
    for index in 1...2 {
      _ = runTool(
        base + [
          "--shard", "\(index)/2", "--json", folder.path + "/\(index).json", "--sarif",
          folder.path + "/\(index).sarif",
        ])
    }
    _ = runTool(base + ["--json", folder.path + "/whole.json", "--shard", "1/3"])
    _ = runTool(base + ["--json", folder.path + "/plain.json"])
    folder.write("other.json", "{\"name\": 1}")
    let cases: [([String], String)] = [
      (
        ["1.json", "2.sarif"],
        "'\(folder.path)/1.json' is a JSON report and '\(folder.path)/2.sarif' a SARIF report"
      ),
      (["1.json"], "shard 2/2 missing"),
      (["1.json", "1.json", "2.json"], "are both shard 1/2"),
      (["1.json", "whole.json"], "is shard 1/2 but"),
      (["plain.json"], "is not the report of a --shard run"),
      (["other.json"], "is not a JSON, JUnit or SARIF report"),
      (["missing.json"], "no such file or folder"),
    ]
    for (files, message) in cases {
      let run = runTool(["merge"] + files.map { folder.path + "/" + $0 })
      #expect(run.code == 2, "\(files)")
      #expect(run.err.contains(message), "\(files): \(run.err)")
    }
    #expect(runTool(["merge"]).code == 2)
    let help = runTool(["merge", "-h"])
    #expect(help.code == 0)
    #expect(help.out.contains("--output"))
  }
}
