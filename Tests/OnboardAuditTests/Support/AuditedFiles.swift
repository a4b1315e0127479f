@testable import OnboardAudit

/// The findings of an audit of the tables written here, by path (a fixture of one test).
func auditedFindings(_ files: [String: String]) -> [Finding] {
  let folder = TemporaryFolder()
  for (path, text) in files { folder.write(path, text) }
  var settings = AuditSettings()
  settings.tables = [folder.path]
  return Audit.run(settings).findings
}
