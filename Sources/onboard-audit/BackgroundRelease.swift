import Foundation
import OnboardAudit

/// Lets go of a run's result on a thread of its own. The process exits right after the
/// reports, and freeing a hundred thousand findings and table entries one by one on the way
/// out would only delay that: the exit does not wait for the thread.
enum BackgroundRelease {
  static func release(_ result: consuming AuditResult) {
    // The only reference, handed over before the thread starts: the thread's release is
    // the last one, and the freeing happens there.
    let parcel = Unmanaged.passRetained(Parcel(consume result))
    Thread.detachNewThread { parcel.release() }
  }

  private final class Parcel: Sendable {
    let result: AuditResult

    init(_ result: consuming AuditResult) {
      self.result = result
    }
  }
}
