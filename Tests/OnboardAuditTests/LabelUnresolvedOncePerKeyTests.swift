import Testing

@testable import OnboardAudit

/// `label.unresolved` reports one cause once: a key several elements of a screen show is one
/// finding per locale, and a letterless key in no table is shown as written, so it is none.
@Suite("label.unresolved once per key")
struct LabelUnresolvedOncePerKeyTests {
  @Test func aKeyTwoElementsShowIsOneFindingPerLocale() {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/Localizable.strings",
      "\"kiln.title\" = \"Fire your clay\";\n\"kiln.retry\" = \"Try the kiln again\";\n")
    folder.write("de.lproj/Localizable.strings", "\"kiln.title\" = \"Brenne deinen Ton\";\n")
    let view = folder.write(
      "KilnIntroView.swift",
      """
      import SwiftUI

      struct KilnIntroView: View {
        var body: some View {
          VStack {
            Text("kiln.title")
              .font(.largeTitle)
              .accessibilityAddTraits(.isHeader)
            Text("🔥")
            Button("kiln.retry") {}
            Text("kiln.retry")
          }
        }
      }
      """)
    var settings = AuditSettings()
    settings.sources = [view]
    settings.tables = [folder.path]
    let findings = Audit.run(settings).findings.filter { $0.rule == "label.unresolved" }
    #expect(
      findings.map {
        "\($0.locale ?? "-") \($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
      } == [
        #"de 10:7 key "kiln.retry" for the text of "kiln.retry" on screen "KilnIntroView" is missing in "de"; VoiceOver reads the source text "Try the kiln again"; add its translation"#
      ])
  }
}
