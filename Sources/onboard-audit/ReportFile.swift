import Foundation

/// Writes a report atomically: to a temporary file beside the target, then renamed over it,
/// so a reader never sees half a report and a failed write leaves the old file intact.
enum ReportFile {
  struct WriteError: Error {
    var message: String
  }

  static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    try write(to: path) { output in output(bytes) }
  }

  /// Writes the pieces `produce` hands to its argument, in order, as one file.
  static func write(to path: String, _ produce: (([UInt8]) -> Void) -> Void) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(message: "cannot create the folder of report \"\(path)\"")
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary.path)
    else {
      throw WriteError(message: "cannot write report \"\(path)\"")
    }
    do {
      // Written from the arrays themselves: a large report is not copied once more into a Data.
      var failure: (any Error)?
      produce { piece in
        guard failure == nil else { return }
        do { try handle.write(contentsOf: piece) } catch { failure = error }
      }
      if let failure { throw failure }
      try handle.close()
    } catch {
      try? handle.close()
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(message: "cannot write report \"\(path)\"")
    }
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(message: "cannot write report \"\(path)\"")
    }
  }
}
