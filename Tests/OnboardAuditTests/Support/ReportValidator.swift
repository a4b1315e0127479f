import Foundation
import Testing

/// Runs the project's report validator (`../shared/tools/validate-reports`: the schemas and
/// real consumers' parsers) on report files and expects them valid. Its exit status is 0 when
/// every file is valid, 1 when one is not, 2 when it cannot set itself up (no Python). Without
/// the validator, or when it cannot set itself up, the check is left out on a developer's
/// machine with a warning that says so, and fails in CI; a CI run scoped without `../shared`
/// (`TestEnvironment.isWithoutShared`) leaves it out with that warning when the validator is
/// absent, and still fails when it is there but cannot set itself up.
func expectValidReports(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws
{
  let validator = sharedFolder + "/tools/validate-reports"
  guard FileManager.default.isExecutableFile(atPath: validator) else {
    Issue.record(
      "the report validator (\(validator)) is not here: the reports are not validated",
      severity: TestEnvironment.isCI && !TestEnvironment.isWithoutShared ? .error : .warning,
      sourceLocation: sourceLocation)
    return
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: validator)
  process.arguments = ["--quiet"] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let status = process.terminationStatus
  if status == 2 && !TestEnvironment.isCI {
    Issue.record(
      "the report validator cannot set itself up, so the reports are not validated: \(text)",
      severity: .warning, sourceLocation: sourceLocation)
    return
  }
  #expect(status == 0, "\(text)", sourceLocation: sourceLocation)
}
