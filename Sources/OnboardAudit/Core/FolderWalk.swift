import Foundation

/// Listing the files below a folder, with `opendir`/`readdir` and the entry types they give
/// (`lstat` where the file system gives none): FileManager's listing and attributes cost tens
/// of microseconds per entry, which a tree of thousands of folders adds up to a noticeable
/// part of a run.
extension FileSystem {
  /// Every regular file below a folder, sorted by path, without following links to folders
  /// (so a link loop cannot trap the walk) and without hidden folders or those `skipping`
  /// names (by default the build and dependency folders that never hold a project's tables).
  static func files(
    below root: String, skipping: @escaping @Sendable (String) -> Bool = { skippedFolders.contains($0) },
    maxDepth: Int = 64
  ) -> [String] {
    walk(root, depth: 0, maxDepth: maxDepth, skipping: skipping)
  }

  /// Folders this close to the root are listed on all cores, one subfolder per task; the
  /// listings are joined in name order, so the result is the same as one thread's.
  private static let parallelDepth = 3

  private enum EntryType {
    case directory
    case symbolicLink
    case other
    /// `lstat` failed: an entry that vanished or cannot be examined.
    case unknown
  }

  private static func walk(
    _ folder: String, depth: Int, maxDepth: Int, skipping: @escaping @Sendable (String) -> Bool
  ) -> [String] {
    guard depth <= maxDepth, let names = entries(of: folder) else { return [] }
    let kept =
      names
      .filter { !$0.name.hasPrefix(".") }
      .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    let list: @Sendable ((name: String, type: EntryType?)) -> [String] = { name in
      let path = folder.hasSuffix("/") ? folder + name.name : folder + "/" + name.name
      switch name.type ?? type(of: path) {
      case .directory:
        return skipping(name.name) ? [] : walk(path, depth: depth + 1, maxDepth: maxDepth, skipping: skipping)
      case .symbolicLink:
        // Links to folders are not followed; a dangling link is kept, so reading it reports it.
        return kind(of: path) != .directory ? [path] : []
      case .other, .unknown:
        // An entry that cannot be examined is kept too: reading it reports why.
        return [path]
      }
    }
    let listings = depth < parallelDepth ? kept.concurrentMap(list) : kept.map(list)
    return Array(listings.joined())
  }

  /// The names in a folder (without `.` and `..`) and their types where `readdir` knows
  /// them; nil when the folder cannot be read.
  private static func entries(of folder: String) -> [(name: String, type: EntryType?)]? {
    directoryEntries(folder)?.compactMap { name, type in
      if name == "." || name == ".." { return nil }
      let entryType: EntryType? =
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_UNKNOWN): nil
        default: .other
        }
      return (name, entryType)
    }
  }

  /// The type of an entry by `lstat`, which does not follow links.
  private static func type(of path: String) -> EntryType {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .unknown }
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFDIR): return .directory
    case mode_t(S_IFLNK): return .symbolicLink
    default: return .other
    }
  }

  /// Folders that hold build products or dependencies, never the project's own tables.
  static let skippedFolders: Set<String> = [
    "Reports", "DerivedData", "Pods", "Carthage", "node_modules", "build",
  ]
}
