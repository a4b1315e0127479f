import Foundation

/// Runs the project's report validator (`../shared/tools/validate-reports`: the schemas and
/// real consumers' parsers) with the given arguments; nil when it is not there. Its exit
/// status is 0 when every file is valid, 1 when one is not, 2 when it cannot set itself up.
func runReportValidator(_ arguments: [String]) throws -> (status: Int32, output: String)? {
  let validator = packageRoot + "/../shared/tools/validate-reports"
  guard FileManager.default.isExecutableFile(atPath: validator) else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: validator)
  process.arguments = ["--quiet"] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text)
}
