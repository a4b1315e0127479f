import Foundation

/// The system calls that read and write files through buffers of memory: the only place
/// where the library hands the system a pointer for file input and output.
extension FileSystem {
  /// The bytes of a file, or a message saying why it is not read: it is no regular file, or
  /// larger than `limit` bytes (ReadableFile.swift). Read with `read(2)` straight into the
  /// array, in one call for a file whose size does not change meanwhile.
  public static func read(_ path: String, limit: Int = defaultMaximumFileSize) -> Result<[UInt8], AuditError>
  {
    guard let before = status(of: path) else {
      return .failure(
        unreadable(path, errno == ENOENT || errno == ENOTDIR ? "does not exist" : "cannot be examined"))
    }
    if let refusal = before.refusal(limit: limit) { return .failure(unreadable(path, refusal)) }
    // Not blocking, and never the process's terminal: should a FIFO or a device take the
    // file's place after it was examined, opening it neither waits nor takes it over.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return .failure(unreadable(path, "cannot be opened for reading")) }
    defer { close(descriptor) }
    guard let opened = status(ofDescriptor: descriptor), opened.identity == before.identity else {
      return .failure(unreadable(path, "changed while it was opened"))
    }
    if let refusal = opened.refusal(limit: limit) { return .failure(unreadable(path, refusal)) }
    let size = opened.size
    // One byte more than the size, so a file that grew since is seen to have more.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      let read = readFully(
        descriptor, into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: size + 1))
      failed = read < 0
      count = max(read, 0)
    }
    var more = bytes.count == size + 1
    if more {
      var chunk = [UInt8](repeating: 0, count: 64 << 10)
      while !failed, more, bytes.count <= limit {
        let read = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
        failed = read < 0
        bytes += chunk[..<max(read, 0)]
        more = read == chunk.count
      }
    }
    if failed { return .failure(unreadable(path, "cannot be read")) }
    if bytes.count > limit { return .failure(unreadable(path, tooLarge(bytes.count, limit: limit))) }
    return .success(bytes)
  }

  /// Reads until `buffer` is full or the file ends; the count read, or -1 on an error.
  private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    var total = 0
    while total < buffer.count {
      let count = systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return -1
      }
      total += count
    }
    return total
  }
}

extension FileSystem {
  /// The names of a folder's entries and their types (`d_type`) as `readdir` gives them,
  /// `.` and `..` included; nil when the folder cannot be read.
  static func directoryEntries(_ folder: String) -> [(name: String, type: UInt8)]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var entries: [(name: String, type: UInt8)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      entries.append((name, UInt8(entry.pointee.d_type)))
    }
    return entries
  }

  /// Writes every byte to `descriptor`, again after an interrupted or partial write; 0, or
  /// the error (`errno`).
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }
}

/// `read(2)`, under a name that `FileSystem.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
