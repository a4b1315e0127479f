import Foundation
import PackagePlugin

/// What the package's and the Xcode project's commands share once they know what to audit:
/// the command line, the reports' folder, running the tool and showing its findings.
extension OnboardAuditPlugin {
  /// The report options of `onboard-audit audit`, and the file name each is given in the
  /// plugin's folder when the reports are not asked for.
  static let reportFiles = [
    ("--junit", "onboard-audit.xml"), ("--json", "onboard-audit.json"), ("--sarif", "onboard-audit.sarif"),
    ("--markdown", "checklist.md"), ("--html", "onboard-audit.html"),
  ]

  /// Whether `folder` has an `onboard-audit.json`, which then says what to audit.
  static func hasConfig(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("onboard-audit.json").path)
  }

  /// Audits `folder` (the package's or the project's) with the tool, in that folder: `inputs`
  /// are the `--sources` and `--tables` options (none when the folder's config says what to
  /// audit), `passed` the command's own options, which go to `onboard-audit audit` after
  /// them. Unless the reports are asked for (`--reports`, a report option), they are written
  /// to `reports/` in `workDirectory`, the plugin's folder. Exits with the tool's status when
  /// it is not 0.
  func audit(
    _ folder: URL, inputs: [String], reportsAsked: Bool, passed: [String], tool: URL, workDirectory: URL
  ) throws {
    var command = ["audit", folder.path] + inputs
    let asksForReports =
      reportsAsked
      || passed.contains { argument in
        Self.reportFiles.contains { argument == $0.0 || argument.hasPrefix($0.0 + "=") }
      }
    var reportFolder: URL?
    if !asksForReports {
      let reports = workDirectory.appendingPathComponent("reports")
      try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
      for (option, name) in Self.reportFiles {
        command += [option, reports.appendingPathComponent(name).path]
      }
      reportFolder = reports
    }
    if !passed.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) {
      command += ["--format", "xcode"]
    }
    command += passed

    let status = try run(tool, command, in: folder)
    if let reportFolder, status != 2 {
      print("onboard-audit: reports in \(reportFolder.path) (--reports writes them where the config says)")
    }
    if status != 0 {
      // The audit's verdict: findings at or above --fail-on (1) or a usage error (2).
      Diagnostics.error("onboard-audit exited with status \(status)")
      exit(status)
    }
  }

  /// Runs the tool in `folder`; its diagnostic lines become the plugin's diagnostics and every
  /// other line is printed as it is. Returns the exit status.
  private func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let passed = process.terminationStatus == 0
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      if let diagnostic = XcodeDiagnostic(line, relativeTo: folder) {
        diagnostic.emit(failing: !passed)
      } else if !line.isEmpty {
        print(line)
      }
    }
    return process.terminationStatus
  }
}
