import ArgumentParser
import Foundation
import OnboardAudit

/// `onboard-audit merge REPORT... [--output FILE]`: the reports of a run split with
/// `--shard K/N` joined into the one the whole run writes.
struct MergeCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the JSON, JUnit or SARIF reports of the shards of a run into one report.",
    discussion: """
      Give the reports of every shard of one split (--shard 1/N to N/N), all in one format. \
      The merged report has the bytes the run without --shard writes (JUnit's timestamp is \
      shard 1's).

      EXIT CODES:
        0  the reports were merged
        2  usage error, or reports that do not make one run
      """)

  @Argument(help: ArgumentHelp("The shards' reports (one per shard, in any order).", valueName: "report"))
  var reports: [String] = []

  @Option(
    name: [.customShort("o"), .long],
    help: ArgumentHelp(
      "Write the merged report to FILE ('-': standard output, the default).", valueName: "file"))
  var output: String?

  @OptionGroup var reading: ReadOptions

  mutating func validate() throws {
    guard !reports.isEmpty else {
      throw ValidationError("give the reports of the shards, such as 'shard-1.xml shard-2.xml'")
    }
  }

  func execute(console: Console) throws -> Int32 {
    try PathArgument.checkExists(reports)
    if let output {
      let refusals = WriteGuard(inputs: reports.map { .init(kind: .report, path: $0) }).refusals([
        WriteGuard.Write(name: "the merged report", path: output)
      ])
      if !refusals.isEmpty { throw AuditError.refusedPaths(refusals) }
    }
    var inputs: [(path: String, bytes: [UInt8])] = []
    for path in reports {
      switch FileSystem.read(path, limit: reading.maximumFileSize) {
      case .success(let bytes): inputs.append((path, bytes))
      case .failure(let problem): throw AuditError.commandLine(problem.message)
      }
    }
    let merged: ReportMerge.Merged
    do {
      merged = try ReportMerge.merge(inputs)
    } catch {
      throw AuditError.commandLine(error.message)
    }
    inputs = []
    guard let output, output != "-" else {
      merged.reporter.write(merged.result, to: console.writeOutBytes)
      return 0
    }
    try ReportFile.write(to: output) { write in merged.reporter.write(merged.result, to: write) }
    return 0
  }
}
