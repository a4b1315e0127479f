import CFiles
import Foundation
import OnboardAudit

/// Writes a report without harm to what is at its path (docs/ci.md, "Report files"):
/// - a regular file (or a new one) is written atomically: to a temporary file beside it, then
///   put in its place in one step (see `replace(_:with:)`), so a reader never sees half a
///   report and a failed write leaves the old file intact;
/// - a symbolic link is followed: its target is written (atomically), and the link stays;
/// - anything else (`/dev/null`, a FIFO, `/dev/stdout`, a terminal) is written in place and
///   never replaced, which as root would put a regular file where a device was.
enum ReportFile {
  static func write(_ bytes: [UInt8], to path: String) throws(AuditError) {
    try write(to: path) { output in output(bytes) }
  }

  /// Writes the pieces `produce` hands to its argument, in order, as one file.
  static func write(to path: String, _ produce: (([UInt8]) -> Void) -> Void) throws(AuditError) {
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        try writeAtomically(to: target(of: path), as: path, produce)
      case S_IFDIR:
        throw AuditError.notWritten("cannot write report \"\(path)\": it is a folder")
      default:
        try writeInPlace(path, produce)
      }
    } else {
      try writeAtomically(to: target(of: path), as: path, produce)
    }
  }

  /// The file a path names, following symbolic links (a dangling one names the file it
  /// points to, which is then made).
  private static func target(of path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/")
        ? destination : (current as NSString).deletingLastPathComponent + "/" + destination
    }
    return current
  }

  /// Writes to a device, FIFO or other special file as it is: opened for writing, never
  /// renamed over.
  private static func writeInPlace(_ path: String, _ produce: (([UInt8]) -> Void) -> Void)
    throws(AuditError)
  {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    let error = writeAndClose(descriptor, produce)
    if error != 0 { throw failure(path, error) }
  }

  /// Writes to a temporary file beside `file`, then renames it over `file`; messages name
  /// the path as given.
  private static func writeAtomically(
    to file: String, as shown: String, _ produce: (([UInt8]) -> Void) -> Void
  ) throws(AuditError) {
    let url = URL(fileURLWithPath: file)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw AuditError.notWritten("cannot create the folder of report \"\(shown)\"")
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
    ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(shown, errno) }
    var error = writeAndClose(descriptor, produce)
    if error == 0 { error = replace(file, with: temporary) }
    if error != 0 {
      unlink(temporary)
      throw failure(shown, error)
    }
  }

  /// Puts the written `temporary` file at `file`; 0, or the error. An old report there is
  /// swapped with it in one step and then deleted, where the system can swap: renaming over
  /// it would make ext4 write the new report out to the disk before `rename` returns (its
  /// guard against empty files after a crash, for programs that replace a file without
  /// `fsync`), and a rerun that replaced a gigabyte of reports waited a second for the disk.
  /// A report is made again by running the audit again, and needs no such guard.
  private static func replace(_ file: String, with temporary: String) -> Int32 {
    if cfiles_exchange(temporary, file) == 0 {
      // The old report, now at the temporary path.
      unlink(temporary)
      return 0
    }
    return rename(temporary, file) == 0 ? 0 : errno
  }

  /// Writes the pieces `produce` hands out, then closes the file; 0, or the first error.
  private static func writeAndClose(_ descriptor: Int32, _ produce: (([UInt8]) -> Void) -> Void) -> Int32 {
    let writer = FileWriterThread(descriptor)
    produce { piece in writer.write(piece) }
    var error = writer.finish()
    if close(descriptor) != 0, error == 0 { error = errno }
    return error
  }

  private static func failure(_ path: String, _ error: Int32) -> AuditError {
    .notWritten("cannot write report \"\(path)\": \(String(cString: strerror(error)))")
  }
}
