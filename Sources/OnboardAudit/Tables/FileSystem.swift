import Foundation

/// The few file-system operations the audit needs, read-only, in a deterministic order.
enum FileSystem {
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

  /// Every regular file below a folder, sorted by path, without following links to folders
  /// (so a link loop cannot trap the walk) and without hidden or build folders.
  static func files(below root: String, maxDepth: Int = 64) -> [String] {
    var result: [String] = []
    walk(root, depth: 0, maxDepth: maxDepth, into: &result)
    return result
  }

  private static func walk(_ folder: String, depth: Int, maxDepth: Int, into result: inout [String]) {
    guard depth <= maxDepth,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let type = attributes[.type] as? FileAttributeType
      else {
        result.append(path)  // dangling link or unreadable entry: reading it reports why
        continue
      }
      switch type {
      case .typeDirectory:
        walk(path, depth: depth + 1, maxDepth: maxDepth, into: &result)
      case .typeSymbolicLink:
        // Links to folders are not followed; a dangling link is kept, so reading it reports it.
        if kind(of: path) != .directory { result.append(path) }
      default:
        result.append(path)
      }
    }
  }

  /// Folders that hold build products or dependencies, never the project's own tables.
  private static let skippedFolders: Set<String> = [
    "Reports", "DerivedData", "Pods", "Carthage", "node_modules", "build",
  ]

  /// The bytes of a file, or a message saying why it cannot be read.
  static func read(_ path: String) -> Result<[UInt8], ReadProblem> {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      let reason = kind(of: path) == .missing ? "does not exist" : "cannot be opened for reading"
      return .failure(ReadProblem("file \"\(path)\" \(reason)", at: SourceLocation(file: path)))
    }
    defer { try? handle.close() }
    do {
      let data = try handle.readToEnd() ?? Data()
      return .success([UInt8](data))
    } catch {
      return .failure(ReadProblem("file \"\(path)\" cannot be read", at: SourceLocation(file: path)))
    }
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
