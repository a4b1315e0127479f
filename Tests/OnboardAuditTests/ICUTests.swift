import Testing

@testable import OnboardAudit

@Suite struct ICUTests {
  @Test func versionsAreKnown() {
    #expect(ICU.version != "unknown")
  }
}
