import Foundation

/// Listing the files below a folder, with `opendir`/`readdir` and the entry types they give
/// (`lstat` where the file system gives none): FileManager's listing and attributes cost tens
/// of microseconds per entry, which a tree of thousands of folders adds up to a noticeable
/// part of a run.
extension FileSystem {
  /// What a search of a folder found: the files to read, and the links it did not follow
  /// because they lead outside it.
  public struct FolderListing: Sendable {
    public var files: [String] = []
    public var linksOutside: [LinkOutside] = []
  }

  /// Every regular file below a folder, sorted by path, without following links to folders
  /// (so a link loop cannot trap the walk) and without hidden folders or those `skipping`
  /// names (by default the build and dependency folders that never hold a project's tables).
  /// A link that leads outside the folder, links followed all the way, is not a file of it:
  /// a pull request that commits `de.lproj/X.strings` → `~/.git-credentials` must not make
  /// CI read the runner's secrets (docs/security.md).
  static func files(
    below root: String, skipping: @escaping @Sendable (String) -> Bool = { skippedFolders.contains($0) },
    maxDepth: Int = 64
  ) -> FolderListing {
    let walk = FolderWalk(
      root: root, resolvedRoot: ResolvedPath(root).path, skipping: skipping, maxDepth: maxDepth)
    var listing = FolderListing()
    for item in walk.items(in: root, depth: 0) {
      switch item {
      case .file(let path): listing.files.append(path)
      case .outside(let link): listing.linksOutside.append(link)
      }
    }
    return listing
  }

  /// Folders this close to the root are listed on all cores, one subfolder per task; the
  /// listings are joined in name order, so the result is the same as one thread's.
  fileprivate static let parallelDepth = 3

  fileprivate enum EntryType {
    case directory
    case symbolicLink
    case other
    /// `lstat` failed: an entry that vanished or cannot be examined.
    case unknown
  }

  /// One search of a folder.
  private struct FolderWalk: Sendable {
    enum Item: Sendable {
      case file(String)
      case outside(LinkOutside)
    }

    let root: String
    /// The root with every link followed, which a link must lead into to be followed.
    let resolvedRoot: String
    let skipping: @Sendable (String) -> Bool
    let maxDepth: Int

    func items(in folder: String, depth: Int) -> [Item] {
      guard depth <= maxDepth, let names = FileSystem.entries(of: folder) else { return [] }
      let kept =
        names
        .filter { !$0.name.hasPrefix(".") }
        .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
      let list: @Sendable ((name: String, type: EntryType?)) -> [Item] = { name in
        let path = folder.hasSuffix("/") ? folder + name.name : folder + "/" + name.name
        switch name.type ?? FileSystem.type(of: path) {
        case .directory:
          return skipping(name.name) ? [] : items(in: path, depth: depth + 1)
        case .symbolicLink:
          let target = ResolvedPath(path)
          guard target.isInside(resolvedRoot) else {
            return [
              .outside(LinkOutside(path: path, target: ResolvedPath.linkTarget(path) ?? "", root: root))
            ]
          }
          // Links to folders are not followed; a dangling link is kept, so reading it reports it.
          return target.kind != .folder ? [.file(path)] : []
        case .other, .unknown:
          // An entry that cannot be examined is kept too: reading it reports why.
          return [.file(path)]
        }
      }
      let listings = depth < FileSystem.parallelDepth ? kept.concurrentMap(list) : kept.map(list)
      return Array(listings.joined())
    }
  }

  /// The names in a folder (without `.` and `..`) and their types where `readdir` knows
  /// them; nil when the folder cannot be read.
  fileprivate static func entries(of folder: String) -> [(name: String, type: EntryType?)]? {
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
  fileprivate static func type(of path: String) -> EntryType {
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

/// A symbolic link found while a folder was searched that leads outside that folder, and so
/// was not followed (`input.link-outside`).
public struct LinkOutside: Sendable, Hashable {
  /// The link, as the search named it.
  public var path: String
  /// Where the link says it leads, as it says it.
  public var target: String
  /// The folder searched.
  public var root: String
}
