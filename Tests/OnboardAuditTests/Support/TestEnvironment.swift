import Foundation
import Testing

/// What the machine running the tests has, and whether it is CI, where a check that cannot run
/// is a failure rather than a skip.
enum TestEnvironment {
  /// `CI` is set (to anything but `false`), as CI services and `.ci/run` do.
  static let isCI: Bool = {
    guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }()

  /// `ONBOARD_AUDIT_WITHOUT_SHARED=true`: the run is scoped without what `../shared` holds and
  /// the repository does not (the real-app corpus and the report validator), as a CI run on
  /// GitHub's machines is (docs/development.md, "Continuous integration"). A check that needs
  /// them and finds them absent is then left out, saying so, even in CI.
  static let isWithoutShared = ProcessInfo.processInfo.environment["ONBOARD_AUDIT_WITHOUT_SHARED"] == "true"

  /// A test that needs something optional (a browser, a validator): skipped with `reason` on a
  /// developer's machine without it, and run in CI, where it then fails on the absence.
  static func needs(_ available: Bool, _ reason: Comment) -> ConditionTrait {
    .enabled(if: available || isCI, reason)
  }

  /// A test that reads the real-app corpus (all of it, or the app named): skipped without it
  /// on a developer's machine and in a run scoped without `../shared`, failed without it in
  /// any other CI run.
  static func needsCorpus(_ app: String? = nil) -> ConditionTrait {
    let path = app.map { corpusPath + "/" + $0 } ?? corpusPath
    let available = FileManager.default.fileExists(atPath: path)
    return .enabled(if: available || (isCI && !isWithoutShared), "needs the corpus at \(path)")
  }

  /// A test that runs the built binary as a process of its own.
  static var needsBinary: ConditionTrait {
    needs(toolBinary != nil, "needs the built onboard-audit binary beside the tests")
  }

  /// GitHub's Markdown renderer, which the job summary and the checklist are checked with.
  static let cmarkGFM = "/usr/bin/cmark-gfm"
  static var hasCmarkGFM: Bool { FileManager.default.isExecutableFile(atPath: cmarkGFM) }

  static let chromium = "/usr/bin/chromium"
  static var hasChromium: Bool { FileManager.default.isExecutableFile(atPath: chromium) }
}
