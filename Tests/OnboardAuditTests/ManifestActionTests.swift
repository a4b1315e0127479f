import Testing

@testable import OnboardAudit

/// An element's `actions` are read as actions the tool knows (`activate`) and actions it only
/// names, kept as written: every name is read, and written back the same.
@Suite("Manifest actions")
struct ManifestActionTests {
  private func flow(actions: String) throws(AuditError) -> FlowManifest {
    let json = """
      {"formatVersion": 1, "screens": [{"id": "s", "elements": [
        {"id": "go", "role": "text", "text": "go", "actions": \(actions)}]}]}
      """
    return try FlowManifest.parse(Array(json.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
  }

  @Test func everyNameIsReadAndWrittenBackAsItIs() throws {
    let flow = try flow(actions: #"["activate", "zoom.in", "Activate", ""]"#)
    let element = try #require(flow.screens.first?.elements.first)
    #expect(element.actions == [.activate, .named("zoom.in"), .named("Activate"), .named("")])
    #expect(element.isActionable)
    let written = ManifestWriter.json(flow, withSources: false)
    #expect(written.contains(#""actions": ["activate", "zoom.in", "Activate", ""]"#))
  }

  @Test func anElementWithOnlyANamedActionCanBeActedOn() throws {
    let element = try #require(try flow(actions: #"["zoom.in"]"#).screens.first?.elements.first)
    #expect(element.isActionable)
    let none = try #require(try flow(actions: "[]").screens.first?.elements.first)
    #expect(!none.isActionable)
  }

  @Test func anActionThatIsNoStringIsAnError() {
    #expect {
      try flow(actions: #"["activate", 3]"#)
    } throws: { error in
      (error as? AuditError)?.message.contains("screens[0].elements[0].actions[1]") == true
    }
  }
}
