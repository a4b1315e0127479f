import Foundation

/// What the command line asks of the file system before the audit starts.
enum FileSystemProbe {
  static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }
}

extension FileSystemProbe {
  /// Whether something that is no folder is at `path`, a link that leads nowhere included.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else { return false }
    return isFile(path) || !FileManager.default.fileExists(atPath: path)
  }
}
