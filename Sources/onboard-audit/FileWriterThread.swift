import Foundation

/// Writes a report's pieces to a file on a thread of its own, so that the next pieces are
/// formatted on every core while the kernel copies the last ones into the file: written in
/// turn, the copying of a gigabyte of reports kept one core busy and the other idle.
///
/// At most `piecesInFlight` pieces wait at once; `write` waits for room, which bounds the
/// memory the pieces hold. After the first error, later pieces are dropped.
final class FileWriterThread: @unchecked Sendable {
  static let piecesInFlight = 4

  private let descriptor: Int32
  private let queue = DispatchQueue(label: "report file writer")
  private let room = DispatchSemaphore(value: FileWriterThread.piecesInFlight)
  /// Touched only on `queue`.
  private var error: Int32 = 0

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Hands `piece` to the writing thread, after the pieces handed before it.
  func write(_ piece: [UInt8]) {
    guard !piece.isEmpty else { return }
    room.wait()
    queue.async { [self] in
      if error == 0 { error = Self.writeAll(descriptor, piece) }
      room.signal()
    }
  }

  /// Waits for every piece to be written; 0, or the first error.
  func finish() -> Int32 {
    queue.sync { error }
  }

  /// Writes every byte, again after an interrupted or partial write; 0, or the error.
  private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }
}
