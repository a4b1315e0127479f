import Foundation

/// The file a path really names, as the system would open it: made absolute, `.` and `..`
/// folded, every symbolic link followed, also where the file itself does not exist yet (a
/// report about to be made). What the run writes is checked on this, not on the path as
/// typed: `out/../en.lproj/L.strings` and a link to that table are the table.
public struct ResolvedPath: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Nothing there yet: writing makes a regular file.
    case missing
    case regularFile
    case folder
    /// A device, FIFO or socket: written in place, never replaced.
    case special
  }

  /// Absolute, without `.`, `..` or links.
  public var path: String
  public var kind: Kind
  /// The file's device and inode when it exists: two paths with the same are one file, hard
  /// links included.
  public var identity: FileIdentity?

  public init(_ given: String, currentFolder: String = FileManager.default.currentDirectoryPath) {
    path = Self.resolve(given, from: currentFolder)
    var status = stat()
    guard stat(path, &status) == 0 else {
      kind = .missing
      identity = nil
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regularFile
    case S_IFDIR: kind = .folder
    default: kind = .special
    }
    identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// Whether the path is `folder` or below it; `folder` is itself resolved.
  public func isInside(_ folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// Walks the path a component at a time, as the kernel does: a link's target replaces
  /// the link and is walked in turn, `..` goes up from where the walk really is. Past the
  /// first component that does not exist, the rest is folded by its text.
  public static func resolve(_ given: String, from currentFolder: String) -> String {
    var pending = Array(given.split(separator: "/").map(String.init).reversed())
    var resolved: [String] = given.hasPrefix("/") ? [] : currentFolder.split(separator: "/").map(String.init)
    var linksFollowed = 0
    while let component = pending.popLast() {
      switch component {
      case "", ".": continue
      case "..":
        if !resolved.isEmpty { resolved.removeLast() }
        continue
      default: break
      }
      let candidate = "/" + (resolved + [component]).joined(separator: "/")
      // 40 links at most, as Linux allows: a loop ends as a path that does not exist.
      guard linksFollowed < 40, let target = linkTarget(candidate) else {
        resolved.append(component)
        continue
      }
      linksFollowed += 1
      if target.hasPrefix("/") { resolved = [] }
      pending += target.split(separator: "/").map(String.init).reversed()
    }
    return "/" + resolved.joined(separator: "/")
  }

  /// Where a symbolic link points; nil when `path` is no link.
  static func linkTarget(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// A file's device and inode.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64
}
