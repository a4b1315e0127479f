import Foundation

/// What the command line asks of the file system before the audit starts.
enum FileSystemProbe {
  static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }
}
