import Foundation

@testable import OnboardAudit

/// The fixtures of the derived flow's tests, in Fixtures/DerivedFlow: one folder each, holding
/// Swift sources and their string tables.
enum DerivedFlowFixtures {
  static let folder = packageRoot + "/Tests/OnboardAuditTests/Fixtures/DerivedFlow"

  static func path(_ fixture: String) -> String { folder + "/" + fixture }

  /// The audit of a fixture's tables and sources, with no manifest: the flow is derived.
  static func audit(_ fixture: String) -> AuditResult {
    var settings = AuditSettings()
    settings.tables = [path(fixture)]
    settings.sources = [path(fixture)]
    return Audit.run(settings)
  }

  /// Every finding as "rule file:line:column", the file relative to the fixture.
  static func findings(_ fixture: String) -> [String] {
    let shown = FileSystem.displayPath(path(fixture))
    return audit(fixture).findings.map { finding in
      let file = finding.location.map { String($0.file.dropFirst(shown.count + 1)) } ?? ""
      return "\(finding.rule) \(file):\(finding.location?.line ?? 0):\(finding.location?.column ?? 0)"
    }
  }

  /// The flow derived from a fixture's sources.
  static func derive(_ fixture: String) -> DerivedFlow {
    DerivedFlow.derive(SwiftSources.load(paths: [path(fixture)]))
  }
}
