import Foundation

/// Counts the table files read while they are read on several threads, and tells the
/// progress callback after each one. The callback is called under a lock, so never twice at
/// once, and with counts that only grow, whichever thread finished the file.
final class LoadProgress: @unchecked Sendable {
  private let total: Int
  private let report: ((Int, Int) -> Void)?
  private var done = 0
  private let lock = NSLock()

  init(total: Int, report: ((Int, Int) -> Void)?) {
    self.total = total
    self.report = report
  }

  func fileRead() {
    guard let report else { return }
    lock.lock()
    defer { lock.unlock() }
    done += 1
    report(done, total)
  }
}
