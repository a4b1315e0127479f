import Dispatch
import Foundation
import OnboardAudit

/// Writes a run's report files, as many at once as there are cores. Each report is made in
/// slices on all cores, but between the slices it has work of one core (a JUnit suite's
/// names, the HTML report's groups): written in turn, the reports left the other core idle
/// then, for a third of the time of a run with 600,000 findings.
enum ReportFiles {
  struct Job {
    var path: String
    var reporter: any Reporter
    /// What the report costs to make, against the others: the dearest are started first,
    /// so that the cheap ones fill in at the end instead of one of them being made alone.
    var cost = 1
  }

  /// Writes every job's report; the errors of those that could not be written, in the
  /// jobs' order. Reports to one path are written in turn, in the jobs' order, so that the
  /// last one stays, as when each is written alone.
  static func write(_ jobs: [Job], _ result: AuditResult) -> [AuditError] {
    var groups: [[Int]] = []
    var groupOfPath: [String: Int] = [:]
    for (index, job) in jobs.enumerated() {
      // `out.json` and `./out.json` are one file, and one temporary file beside it.
      let file = URL(fileURLWithPath: job.path).standardizedFileURL.path
      if let group = groupOfPath[file] {
        groups[group].append(index)
      } else {
        groupOfPath[file] = groups.count
        groups.append([index])
      }
    }
    let errors = Errors(count: jobs.count)
    // Dearest first; in the order asked among equals.
    let ordered = groups.enumerated().sorted { a, b in
      let (costA, costB) = (
        a.element.reduce(0) { $0 + jobs[$1].cost }, b.element.reduce(0) { $0 + jobs[$1].cost }
      )
      return costA != costB ? costA > costB : a.offset < b.offset
    }.map(\.element)
    DispatchQueue.concurrentPerform(iterations: groups.count) { group in
      for index in ordered[group] {
        do throws(AuditError) {
          try ReportFile.write(to: jobs[index].path) { output in
            jobs[index].reporter.write(result, to: output)
          }
        } catch {
          errors.set(error, at: index)
        }
      }
    }
    return errors.all
  }

  /// The errors of the jobs, set from any thread.
  private final class Errors: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [AuditError?]

    init(count: Int) {
      errors = Array(repeating: nil, count: count)
    }

    func set(_ error: AuditError, at index: Int) {
      lock.withLock { errors[index] = error }
    }

    var all: [AuditError] {
      lock.withLock { errors.compactMap { $0 } }
    }
  }
}

extension FailedRunReport.Kind {
  /// What a report of this kind costs to make, against the others, as measured with many
  /// findings: JUnit's test cases are the dearest, Markdown the cheapest. (JSON, a little
  /// dearer than Markdown, goes before it: the last report made is made alone.)
  var relativeCost: Int {
    switch self {
    case .junit: 16
    case .sarif: 10
    case .html: 9
    case .json: 5
    case .markdown: 4
    }
  }
}
