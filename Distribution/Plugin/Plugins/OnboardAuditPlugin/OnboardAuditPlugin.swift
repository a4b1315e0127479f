import Foundation
import PackagePlugin

/// `swift package onboard-audit [--target NAME]... [--reports] [onboard-audit options]`
///
/// Audits the package with the onboard-audit binary of the artifact bundle. With an
/// `onboard-audit.json` at the package's root, that config says what to audit (its flow,
/// tables and sources); without one, every Swift source target's folder is audited as
/// SwiftUI sources and as tables (its `.lproj` folders, String Catalogs and the rest), or
/// only the targets named with `--target`.
///
/// Findings become the diagnostics SwiftPM and Xcode show, each message led by its place
/// (SwiftPM prints a plugin diagnostic's message without its file). The tool's exit code is
/// the command's: a finding at or above `--fail-on` fails it. SwiftPM fails a command whose
/// plugin reported an error, so when the audit passes, its errors (below `--fail-on`) are
/// shown as warnings.
///
/// Reports: by default the config's report files are written to the plugin's own folder
/// (under `.build/plugins/`), which the sandbox lets a plugin write. `--reports` writes them
/// where the config says, and a report option (`--junit FILE`, `--sarif FILE`, ...) where it
/// says; both write into the package, which needs `--allow-writing-to-package-directory`.
@main
struct OnboardAuditPlugin: CommandPlugin {
  /// The report options of `onboard-audit audit`, and the file name each is given in the
  /// plugin's folder when the reports are not asked for.
  static let reportFiles = [
    ("--junit", "onboard-audit.xml"), ("--json", "onboard-audit.json"), ("--sarif", "onboard-audit.sarif"),
    ("--markdown", "checklist.md"), ("--html", "onboard-audit.html"),
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let reportsAsked = extractor.extractFlag(named: "reports") > 0
    let passed = extractor.remainingArguments

    let package = context.package.directoryURL
    var command = ["audit", package.path]
    if !FileManager.default.fileExists(atPath: package.appendingPathComponent("onboard-audit.json").path) {
      let targets = try sourceTargets(context.package, named: targetNames)
      for target in targets {
        command += ["--sources", target.directoryURL.path, "--tables", target.directoryURL.path]
      }
    }
    let asksForReports =
      reportsAsked
      || passed.contains { argument in
        Self.reportFiles.contains { argument == $0.0 || argument.hasPrefix($0.0 + "=") }
      }
    var reportFolder: URL?
    if !asksForReports {
      let folder = context.pluginWorkDirectoryURL.appendingPathComponent("reports")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (option, name) in Self.reportFiles {
        command += [option, folder.appendingPathComponent(name).path]
      }
      reportFolder = folder
    }
    if !passed.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) {
      command += ["--format", "xcode"]
    }
    command += passed

    let tool = try context.tool(named: "onboard-audit")
    let status = try run(tool.url, command, in: package)
    if let reportFolder, status != 2 {
      print("onboard-audit: reports in \(reportFolder.path) (--reports writes them where the config says)")
    }
    if status != 0 {
      // The audit's verdict: findings at or above --fail-on (1) or a usage error (2).
      Diagnostics.error("onboard-audit exited with status \(status)")
      exit(status)
    }
  }

  /// The package's Swift source targets, or those named; naming one that is not there fails.
  private func sourceTargets(_ package: Package, named names: [String]) throws -> [SwiftSourceModuleTarget] {
    let all = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
    guard !names.isEmpty else { return all }
    return try names.map { name in
      guard let target = all.first(where: { $0.name == name }) else {
        throw PluginError("the package has no Swift target named '\(name)'")
      }
      return target
    }
  }

  /// Runs the tool in the package's folder; its diagnostic lines become SwiftPM's diagnostics
  /// and every other line is printed as it is. Returns the exit status.
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

/// One line of the `xcode` format, `path:line:column: error|warning|note: message [rule]`,
/// or without the location (`onboard-audit: error: ...`).
struct XcodeDiagnostic {
  var severity: Substring
  /// The message, led by the place as the line gives it (`path:line:column: `).
  var message: String
  var file: String?
  var line: Int?

  init?(_ text: Substring, relativeTo folder: URL) {
    let marks = [": error: ", ": warning: ", ": note: "]
    let found = marks.compactMap { text.range(of: $0) }
    guard let mark = found.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    severity = text[mark].dropFirst(2).dropLast(2)
    message = String(text[mark.upperBound...])
    if text[..<mark.lowerBound] != "onboard-audit" { message = text[..<mark.lowerBound] + ": " + message }
    let place = text[..<mark.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    if place.count >= 2, let number = Int(place[1]) {
      let path = String(place[0])
      file = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
      line = number
    } else if place.count == 1, place[0] != "onboard-audit" {
      let path = String(place[0])
      file = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
    }
  }

  /// Emits the diagnostic; an error is a warning when the audit did not fail.
  func emit(failing: Bool) {
    switch severity {
    case "error" where failing: Diagnostics.error(message, file: file, line: line)
    case "error", "warning": Diagnostics.warning(message, file: file, line: line)
    case "warning": Diagnostics.warning(message, file: file, line: line)
    default: Diagnostics.remark(message, file: file, line: line)
    }
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
