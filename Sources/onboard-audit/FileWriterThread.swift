import Foundation
import OnboardAudit

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
      if error == 0 { error = FileSystem.writeAll(piece, to: descriptor) }
      room.signal()
    }
  }

  /// Waits for every piece to be written; 0, or the first error.
  func finish() -> Int32 {
    queue.sync { error }
  }
}
