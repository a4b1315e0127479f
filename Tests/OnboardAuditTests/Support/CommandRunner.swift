import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// What a command printed and returned.
struct CommandOutput {
  var code: Int32
  var out: String
  var err: String
}

/// Runs the command line in this process, with its output captured. It runs in the test
/// process's working folder (see `workingFolder`), and may not be pointed at the package
/// itself: the package's `onboard-audit.json` asks for reports, which would overwrite
/// `Reports/` (use `exampleCopy()`).
func runTool(
  _ arguments: [String], terminal: Bool = false, environment: [String: String] = [:],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> CommandOutput {
  expectNotThePackage(arguments, sourceLocation: sourceLocation)
  final class Buffer: @unchecked Sendable {
    var out: [UInt8] = []
    var err: [UInt8] = []
  }
  let buffer = Buffer()
  let console = Console(
    writeOut: { buffer.out += Array($0.utf8) },
    writeErr: { buffer.err += Array($0.utf8) },
    writeOutBytes: { buffer.out += $0 },
    outIsTerminal: terminal, errIsTerminal: terminal, environment: environment)
  let code = CommandLineTool.run(arguments, console: console)
  return CommandOutput(
    code: code, out: String(decoding: buffer.out, as: UTF8.self),
    err: String(decoding: buffer.err, as: UTF8.self))
}

/// The built `onboard-audit` binary, beside the test bundle.
let toolBinary: String? = {
  var candidates: [URL] = []
  if let executable = Bundle.main.executableURL {
    candidates.append(executable.deletingLastPathComponent().appendingPathComponent("onboard-audit"))
    candidates.append(
      executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "onboard-audit"))
  }
  candidates.append(URL(fileURLWithPath: packageRoot + "/.build/debug/onboard-audit"))
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
}()

/// Runs the built binary as its own process, with exactly the environment given, in `folder`
/// (by default the test process's working folder, never the package).
func runBinary(
  _ arguments: [String], environment: [String: String],
  in folder: String = FileManager.default.currentDirectoryPath,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> CommandOutput {
  expectNotThePackage(arguments + [folder], sourceLocation: sourceLocation)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: toolBinary ?? "onboard-audit")
  process.arguments = arguments
  process.environment = environment
  process.currentDirectoryURL = URL(fileURLWithPath: folder)
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandOutput(
    code: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
    err: String(decoding: errData, as: UTF8.self))
}

/// Records an issue when an argument names the package's folder, its config or its
/// `Reports/`: a run there writes the package's reports.
private func expectNotThePackage(_ arguments: [String], sourceLocation: Testing.SourceLocation) {
  let package = FileSystem.normalize(packageRoot)
  for argument in arguments {
    let path = FileSystem.normalize(argument.split(separator: "=", maxSplits: 1).last.map(String.init) ?? "")
    if path == package || path == package + "/onboard-audit.json" || path.hasPrefix(package + "/Reports") {
      Issue.record(
        "the tool is run on the package itself (\(argument)), whose reports it would overwrite",
        sourceLocation: sourceLocation)
    }
  }
}
