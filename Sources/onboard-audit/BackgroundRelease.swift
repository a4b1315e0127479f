import Foundation
import OnboardAudit

/// Lets go of a run's result on a thread of its own. The process exits right after the
/// reports, and freeing a hundred thousand findings and table entries one by one on the way
/// out would only delay that: the exit does not wait for the thread.
enum BackgroundRelease {
  static func release(_ result: consuming AuditResult) {
    let parcel = Parcel(consume result)
    Thread.detachNewThread { parcel.empty() }
  }

  /// Holds the result until the thread empties it: the thread's assignment lets go of the
  /// last reference, so the freeing happens there.
  private final class Parcel: @unchecked Sendable {
    private let lock = NSLock()
    private var result: AuditResult?

    init(_ result: consuming AuditResult) {
      self.result = result
    }

    func empty() {
      lock.withLock { result = nil }
    }
  }
}
