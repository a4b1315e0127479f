import Foundation

/// The few file-system operations the audit needs, read-only, in a deterministic order.
public enum FileSystem {
  enum Kind {
    case file
    case directory
    case missing
  }

  static func kind(of path: String) -> Kind {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
    return isDirectory.boolValue ? .directory : .file
  }

  /// The size of a file in bytes, 0 when it cannot be examined.
  static func size(of path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }

  /// The path as reports show it: relative to the current directory when below it.
  static func displayPath(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let absolute = path.hasPrefix("/") ? path : current + "/" + path
    let normalized = normalize(absolute)
    let base = current.hasSuffix("/") ? current : current + "/"
    if normalized.hasPrefix(base) { return String(normalized.dropFirst(base.count)) }
    return path.hasPrefix("/") ? normalized : normalize(path)
  }

  /// Removes `.` components, repeated slashes and `x/..` pairs, without touching the disk.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
