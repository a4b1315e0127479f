import Foundation

extension FileSystem {
  /// The bytes of a file, or a message saying why it cannot be read. Read with `read(2)`
  /// straight into the array, in one call for a file whose size does not change meanwhile.
  static func read(_ path: String) -> Result<[UInt8], AuditError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = kind(of: path) == .missing ? "does not exist" : "cannot be opened for reading"
      return .failure(AuditError.unreadable("file \"\(path)\" \(reason)", at: SourceLocation(file: path)))
    }
    defer { close(descriptor) }
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
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
      while !failed, more {
        let read = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
        failed = read < 0
        bytes += chunk[..<max(read, 0)]
        more = read == chunk.count
      }
    }
    if failed {
      return .failure(
        AuditError.unreadable("file \"\(path)\" cannot be read", at: SourceLocation(file: path)))
    }
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

/// `read(2)`, under a name that `FileSystem.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
