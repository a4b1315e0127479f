import CFiles
import Foundation

/// Which files the audit reads (docs/security.md, "What the run reads"): regular files only,
/// each up to a size limit. A pull request chooses the files of a CI run, and a link it
/// commits can name a device that never ends (`/dev/zero`), a FIFO that blocks the run, or
/// a file the kernel makes up from the runner's own state (`/proc/self/environ`, which holds
/// its secrets). Each is refused by its type before it is opened, and once more, on the open
/// file, in case it was swapped in between.
extension FileSystem {
  /// How large one input file may be unless the command line raises it (`--max-file-size`).
  public static let defaultMaximumFileSize = 64 << 20

  /// What a path names, for deciding whether to read it.
  struct FileStatus {
    enum Kind {
      case regularFile, folder, device, fifo, socket, other
    }

    var kind: Kind
    var size: Int
    var identity: FileIdentity
    /// A file of /proc, /sys or their kin (`cfiles_is_kernel_file`).
    var isMadeUpByKernel: Bool

    init(_ status: stat, isMadeUpByKernel: Bool) {
      switch status.st_mode & S_IFMT {
      case S_IFREG: kind = .regularFile
      case S_IFDIR: kind = .folder
      case S_IFCHR, S_IFBLK: kind = .device
      case S_IFIFO: kind = .fifo
      case S_IFSOCK: kind = .socket
      default: kind = .other
      }
      size = max(Int(status.st_size), 0)
      identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
      self.isMadeUpByKernel = isMadeUpByKernel
    }

    /// Why the file is not read, or nil when it may be: a regular file of a real file system
    /// no larger than `limit` bytes.
    func refusal(limit: Int) -> String? {
      if isMadeUpByKernel {
        return "is made up by the kernel (/proc, /sys), not a regular file; only regular files are read"
      }
      switch kind {
      case .regularFile: break
      case .folder: return "is a folder, not a file"
      case .device: return "is a device, not a regular file; only regular files are read"
      case .fifo: return "is a FIFO (a named pipe), not a regular file; only regular files are read"
      case .socket: return "is a socket, not a regular file; only regular files are read"
      case .other: return "is not a regular file; only regular files are read"
      }
      if size > limit { return FileSystem.tooLarge(size, limit: limit) }
      return nil
    }
  }

  /// The status of the file at `path`, links followed; nil with `errno` set when it cannot
  /// be examined.
  static func status(of path: String) -> FileStatus? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileStatus(status, isMadeUpByKernel: cfiles_is_kernel_file(path) == 1)
  }

  /// The status of an open file.
  static func status(ofDescriptor descriptor: Int32) -> FileStatus? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    return FileStatus(status, isMadeUpByKernel: cfiles_is_kernel_descriptor(descriptor) == 1)
  }

  /// "is 80 MiB, more than the 64 MiB …" for a file over the limit.
  static func tooLarge(_ size: Int, limit: Int) -> String {
    "is \(mebibytes(size)), more than the \(mebibytes(limit)) one input file may have; raise the limit with --max-file-size to read it"
  }

  /// A size for a message: whole mebibytes where it is one, else one decimal ("64 MiB",
  /// "80.5 MiB"), and bytes below one.
  static func mebibytes(_ bytes: Int) -> String {
    let mebibyte = 1 << 20
    if bytes < mebibyte { return "\(bytes) bytes" }
    if bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
    let tenths = (bytes * 10 + mebibyte / 2) / mebibyte
    return "\(tenths / 10).\(tenths % 10) MiB"
  }

  /// The message of a file that is not read: `file "path" <reason>`.
  static func unreadable(_ path: String, _ reason: String) -> AuditError {
    AuditError.unreadable("file \(quoted(path, limit: .max)) \(reason)", at: SourceLocation(file: path))
  }
}
