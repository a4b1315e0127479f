import Testing

@testable import OnboardAudit

/// The texts of `AuditError`, built in one place, as standard error and the failure reports
/// show them.
@Suite("Audit errors") struct AuditErrorTests {
  @Test func aFileErrorNamesItsPlace() {
    let error = AuditError.unusableFile("unknown key 'flw'", file: "onboard-audit.json", line: 2, column: 3)
    #expect(error.message == "unknown key 'flw'")
    #expect(error.description == "onboard-audit.json:2:3: unknown key 'flw'")
    #expect(
      AuditError.unusableFile("file does not exist", file: "b.json").description
        == "b.json: file does not exist")
  }

  @Test func aSettingsFileSaysWhichItIs() {
    let inner = AuditError.unusableFile("expected a string", file: "c.json", line: 4, column: 9)
    #expect(
      AuditError.invalidSettings(.configuration, inner).message
        == "invalid configuration: c.json:4:9: expected a string")
    #expect(
      AuditError.invalidSettings(.baseline, inner).description.hasPrefix("invalid baseline: c.json:4:9"))
  }

  @Test func unwrittenReportsAreListedLineByLine() {
    let error = AuditError.reportsNotWritten([
      .notWritten("cannot write report \"a\""), .notWritten("cannot write report \"b\""),
    ])
    #expect(error.message == "cannot write report \"a\"\ncannot write report \"b\"")
  }

  @Test func anUnreadableInputKeepsWhetherItLosesAnything() {
    let place = SourceLocation(file: "de.lproj/Localizable.strings", line: 3, column: 1)
    let warning = AuditError.unreadable("unterminated comment", at: place, losesNothing: true)
    #expect(warning.losesNothing)
    #expect(warning.location == place)
    #expect(warning.description == "de.lproj/Localizable.strings:3:1: unterminated comment")
    #expect(!AuditError.unreadable("expected ';'", at: place).losesNothing)
    #expect(!AuditError.nothingToAudit("no string tables found").losesNothing)
  }
}
