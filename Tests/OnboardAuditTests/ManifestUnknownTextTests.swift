import Testing

@testable import OnboardAudit

/// Text the app computes at run time is written by `manifest` as `{"unknown": "expression"}`
/// and read back as the same unknown text: no rule reports on it.
@Suite("Unknown text in a manifest")
struct ManifestUnknownTextTests {
  private static let manifest = """
    {"formatVersion": 1, "sourceLocale": "en", "table": "Onboarding", "screens": [{"id": "s", "title": "t",
     "elements": [
       {"id": "t", "role": "header", "text": {"unknown": "page.title"}},
       {"id": "go", "role": "button", "label": {"unknown": "viewModel.actionTitle"}, "actions": ["activate"]}]}]}
    """

  @Test func itIsReadBackAsTheExpression() throws {
    let flow = try FlowManifest.parse(
      Array(Self.manifest.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    let elements = flow.screens[0].elements
    #expect(elements[0].text?.expression == "page.title")
    #expect(elements[0].text?.key == nil && elements[0].text?.literal == nil)
    #expect(elements[1].label?.expression == "viewModel.actionTitle")
    // Written again as it was read.
    let written = ManifestWriter.json(flow, withSources: false)
    #expect(written.contains("\"unknown\": \"page.title\""))
    #expect(written.contains("\"unknown\": \"viewModel.actionTitle\""))
    #expect(!written.contains("‹"))
  }

  @Test func itIsNoFinding() throws {
    let folder = TemporaryFolder()
    folder.write("onboarding.json", Self.manifest)
    folder.write("en.lproj/Onboarding.strings", "\"unused\" = \"Unused\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.flow = try FlowManifest.load(folder.path + "/onboarding.json", ruleIDs: RuleCatalog.ids)
    let result = Audit.run(settings)
    // The screen was checked: its button has no known size, its title is unknown text.
    #expect(result.screens.count == 1)
    let rules = result.findings.map(\.rule)
    #expect(!rules.contains { $0.hasPrefix("label.") })
  }

  @Test func oneOfKeyLiteralAndUnknown() {
    for text in [#"{"key": "k", "unknown": "x"}"#, #"{"table": "T"}"#] {
      let manifest = Self.manifest.replacingOccurrences(of: #"{"unknown": "page.title"}"#, with: text)
      #expect(throws: AuditError.self) {
        try FlowManifest.parse(Array(manifest.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
      }
    }
  }

  /// `oneOf` lists the texts an unknown one may be: read back with it, written again the same,
  /// and an error without `unknown`.
  @Test func theTextsAnUnknownOneMayBe() throws {
    let chosen = #"{"unknown": "last ? a : b", "oneOf": ["step.done", {"literal": "Next"}]}"#
    let manifest = Self.manifest.replacingOccurrences(of: #"{"unknown": "page.title"}"#, with: chosen)
    let flow = try FlowManifest.parse(Array(manifest.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    let text = try #require(flow.screens[0].elements[0].text)
    #expect(text.expression == "last ? a : b")
    #expect(text.oneOf.map(\.key) == ["step.done", nil])
    #expect(text.oneOf.map(\.literal) == [nil, "Next"])
    #expect(flow.texts.map(\.text.key).contains("step.done"))
    let written = ManifestWriter.json(flow, withSources: false)
    #expect(written.contains(#""oneOf": ["#))
    let alone = Self.manifest.replacingOccurrences(
      of: #"{"unknown": "page.title"}"#, with: #"{"key": "k", "oneOf": ["step.done"]}"#)
    #expect(throws: AuditError.self) {
      try FlowManifest.parse(Array(alone.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    }
  }
}
