import Foundation

@testable import onboard_audit

/// What a command printed and returned.
struct CommandOutput {
  var code: Int32
  var out: String
  var err: String
}

/// Runs the command line in this process, with its output captured.
func runTool(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:])
  -> CommandOutput
{
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

/// Runs the built binary as its own process, with exactly the environment given.
func runBinary(_ arguments: [String], environment: [String: String], in folder: String = packageRoot)
  throws -> CommandOutput
{
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
