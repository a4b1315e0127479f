import Foundation
import Testing

@testable import OnboardAudit

/// The fixtures of `Fixtures/Lookups`, audited and read aloud as the lookup suites check them.
enum LookupFixtures {
  static let folder = packageRoot + "/Tests/OnboardAuditTests/Fixtures/Lookups/"

  /// Each finding as `rule file:line:column message`, the file relative to the fixture; the
  /// sources are the fixture, or these files of it.
  static func findings(_ name: String, sources: [String] = [""]) -> [String] {
    let fixture = folder + name
    var settings = AuditSettings()
    settings.tables = [fixture]
    settings.sources = sources.map { $0.isEmpty ? fixture : fixture + "/" + $0 }
    let shown = FileSystem.displayPath(fixture)
    return Audit.run(settings).findings.map { finding in
      let file = finding.location.map { String($0.file.dropFirst(shown.count + 1)) } ?? ""
      let place = "\(file):\(finding.location?.line ?? 0):\(finding.location?.column ?? 0)"
      return "\(finding.rule) \(place) \(finding.message)"
    }
  }

  /// The German transcript of the fixture's flow.
  static func transcript(_ name: String) -> CommandOutput {
    runTool(["voiceover", "--sources", folder + name, "--locale", "de"])
  }
}
