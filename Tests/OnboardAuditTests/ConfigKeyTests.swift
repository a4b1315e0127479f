import Testing

@testable import OnboardAudit

/// Every key the config file lists as known has a case of its own: a key added to the list
/// without one is reported as unknown, and this test fails.
@Suite("Config keys")
struct ConfigKeyTests {
  @Test(arguments: ConfigFile.knownKeys)
  func everyKnownKeyIsRead(key: String) throws {
    let root = try JSONParser.parse(Array("{\"\(key)\": null}".utf8))
    var reader = ConfigReader(
      file: "onboard-audit.json", folder: ".", ruleIDs: RuleCatalog.ids, ruleOptions: RuleCatalog.options)
    do {
      _ = try reader.read(root)
    } catch {
      #expect(!error.message.contains("unknown key"), "\(key): \(error.message)")
    }
  }
}
