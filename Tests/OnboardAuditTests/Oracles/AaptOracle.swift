import Foundation

/// Android's resource compiler as an oracle: `aapt2 compile` makes each `values*/` file a
/// compiled table (a container around a protocol buffer `ResourceTable`), or rejects it. The
/// values read back from that table are what Android stores and returns from `getString`.
enum AaptOracle {
  static let executable = "/usr/bin/aapt2"
  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

  /// Compiles `files` (each in a `values*/` folder) in one process per few hundred files.
  static func compile(_ files: [String]) throws -> [String: OracleOutcome] {
    let output = NSTemporaryDirectory() + "aapt2-oracle-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: output) }
    var outcomes: [String: OracleOutcome] = [:]
    var start = 0
    while start < files.count {
      let batch = Array(files[start..<min(start + 400, files.count)])
      start += batch.count
      try compile(batch, into: output, outcomes: &outcomes)
    }
    return outcomes
  }

  /// aapt2 aborts on a check that fails on some malformed markup, leaving the files it had
  /// not finished: those are compiled again, split in halves while all of them are left,
  /// until the file it aborts on is alone.
  private static func compile(_ files: [String], into output: String, outcomes: inout [String: OracleOutcome])
    throws
  {
    let run = try run(["compile", "-o", output] + files)
    var missing: [String] = []
    for file in files {
      let url = URL(fileURLWithPath: file)
      let folder = url.deletingLastPathComponent().lastPathComponent
      let flat = output + "/\(folder)_\(url.deletingPathExtension().lastPathComponent).arsc.flat"
      if let data = FileManager.default.contents(atPath: flat) {
        guard let values = values(ofContainer: Array(data)) else {
          throw OracleFailure("cannot decode aapt2's output for \(file)")
        }
        outcomes[file] = OracleOutcome(values: values)
        continue
      }
      let lines = run.errors.split(separator: "\n").filter { $0.hasPrefix(file) }
      if lines.isEmpty {
        missing.append(file)
      } else {
        // `file:LINE: error: …`; a message of several lines continues without the prefix.
        let numbers = lines.compactMap { line in
          line.dropFirst(file.count).split(separator: ":", maxSplits: 2).first.flatMap { Int($0) }
        }
        outcomes[file] = OracleOutcome(rejection: lines.joined(separator: "\n"), rejectionLines: numbers)
      }
    }
    guard !missing.isEmpty else { return }
    if files.count == 1 {
      guard run.status != 0 else {
        throw OracleFailure("aapt2 succeeded but wrote nothing for \(files[0]):\n\(run.errors)")
      }
      let fatal = run.errors.split(separator: "\n").last { $0.contains(" F ") } ?? "aborted"
      outcomes[files[0]] = OracleOutcome(rejection: "aapt2 aborted: \(fatal)")
    } else if missing.count < files.count {
      try compile(missing, into: output, outcomes: &outcomes)
    } else {
      try compile(Array(missing[..<(missing.count / 2)]), into: output, outcomes: &outcomes)
      try compile(Array(missing[(missing.count / 2)...]), into: output, outcomes: &outcomes)
    }
  }

  /// Runs aapt2; its standard error and exit status.
  private static func run(_ arguments: [String]) throws -> (errors: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// The values of an AAPT2 container: "AAPT", version, entry count, then entries of a type
  /// (0 = resource table), a 64-bit length and a protocol buffer, padded to 4 bytes.
  static func values(ofContainer bytes: [UInt8]) -> [OracleKey: String]? {
    func u32(_ at: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("AAPT".utf8) else { return nil }
    let count = u32(8)
    var index = 12
    var values: [OracleKey: String] = [:]
    for _ in 0..<count {
      guard index + 12 <= bytes.count else { return nil }
      let type = u32(index)
      let length = u32(index + 4) | u32(index + 8) << 32
      index += 12
      guard index + length <= bytes.count else { return nil }
      if type == 0 {
        guard let table = ProtobufFields(bytes[index..<index + length]) else { return nil }
        values.merge(tableValues(table)) { $1 }
      }
      index += (length + 3) & ~3
    }
    return values
  }

  private static let arities = ["zero", "one", "two", "few", "many", "other"]

  /// `ResourceTable` → packages (2) → types (3, name 2) → entries (3, name 2) → config
  /// values (6: configuration 1, value 2) → item (4) or compound value (5: array 4, plural 5).
  private static func tableValues(_ table: ProtobufFields) -> [OracleKey: String] {
    var values: [OracleKey: String] = [:]
    for package in table.messages(2) {
      for type in package.messages(3) {
        for entry in type.messages(3) {
          let name = entry.string(2) ?? ""
          for configValue in entry.messages(6) {
            // A value for another product (`product="tablet"`) is not the one a device
            // gets unless the build names that product; `Configuration.product` is field 25.
            let product = configValue.message(1)?.string(25) ?? ""
            guard product.isEmpty || product == "default", let value = configValue.message(2) else {
              continue
            }
            if let item = value.message(4) {
              values[OracleKey(key: name, variant: "")] = text(of: item)
            } else if let compound = value.message(5) {
              if let array = compound.message(4) {
                for (index, element) in array.messages(1).enumerated() {
                  values[OracleKey(key: "\(name)[\(index)]", variant: "")] =
                    element.message(3).map(text(of:)) ?? ""
                }
              } else if let plural = compound.message(5) {
                for item in plural.messages(1) {
                  let arity = Int(item.varint(3))
                  let category = arity < arities.count ? arities[arity] : "\(arity)"
                  values[OracleKey(key: name, variant: "plural.\(category)")] =
                    item.message(4).map(text(of:)) ?? ""
                }
              }
            }
          }
        }
      }
    }
    return values
  }

  /// `Item`: a string (2), raw string (3) or styled string (4) gives its text (field 1); a
  /// reference (1) or anything else is no text.
  private static func text(of item: ProtobufFields) -> String {
    for number in [2, 3, 4] {
      if let string = item.message(number) { return string.string(1) ?? "" }
    }
    if let reference = item.message(1) {
      return OracleOutcome.nonString + "reference " + (reference.string(3) ?? "")
    }
    return OracleOutcome.nonString + "other item"
  }
}

/// An oracle that ran but gave something the test cannot use.
struct OracleFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
