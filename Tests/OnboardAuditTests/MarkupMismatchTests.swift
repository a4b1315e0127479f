import Testing

@testable import OnboardAudit

/// `text.markup-mismatch` tells escaped tags from Android's styling elements.
@Suite("Markup mismatch")
struct MarkupMismatchTests {
  private func messages(source: String, translation: String) -> [String] {
    let folder = TemporaryFolder()
    folder.write("res/values/strings.xml", "<resources><string name=\"more\">\(source)</string></resources>")
    folder.write(
      "res/values-ca/strings.xml", "<resources><string name=\"more\">\(translation)</string></resources>")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == "text.markup-mismatch" }.map(\.message)
  }

  @Test func escapedTagsWhereTheSourceHasElements() {
    #expect(
      messages(source: "Read <a href=\"x\">more</a>", translation: "Llegiu &lt;a href=\"x\"&gt;més&lt;/a&gt;")
        == [
          "markup of \"more\" in \"ca\" differs from the source: tags <a> </a> are escaped text here, where the source marks up with elements"
        ])
  }

  @Test func elementsWhereTheSourceEscapesTags() {
    #expect(
      messages(source: "Read &lt;b&gt;more&lt;/b&gt;", translation: "Llegiu <b>més</b>")
        == [
          "markup of \"more\" in \"ca\" differs from the source: the source's tags <b> </b> are elements here, where the source escapes them as text"
        ])
  }

  @Test func textTagsOnBothSidesAreCompared() {
    #expect(
      messages(source: "&lt;b&gt;Read&lt;/b&gt;", translation: "Llegiu")
        == ["markup of \"more\" in \"ca\" differs from the source: tags none where the source has <b> </b>"])
  }
}
