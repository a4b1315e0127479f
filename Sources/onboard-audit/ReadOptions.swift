import ArgumentParser
import OnboardAudit

/// How large a file the run reads, shared by every command that reads inputs:
/// `--max-file-size` (docs/security.md, "What the run reads").
struct ReadOptions: ParsableArguments {
  @Option(
    name: .customLong("max-file-size"),
    help: ArgumentHelp(
      "Read no input file larger than MIB mebibytes; a larger one is a finding (default: 64).",
      valueName: "mib"),
    transform: { try ReadOptions.mebibytes($0) })
  var maximumMebibytes: Int?

  /// The most bytes one input file may have.
  var maximumFileSize: Int {
    maximumMebibytes.map { $0 << 20 } ?? FileSystem.defaultMaximumFileSize
  }

  /// A whole number of mebibytes, 1 to 1,048,576 (a tebibyte).
  static func mebibytes(_ text: String) throws -> Int {
    guard let value = Int(text), (1...(1 << 20)).contains(value) else {
      throw ValidationError("give a whole number of mebibytes from 1 to 1048576")
    }
    return value
  }
}
