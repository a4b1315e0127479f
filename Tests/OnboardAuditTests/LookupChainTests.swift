import Foundation
import Testing

@testable import OnboardAudit

/// Lookups reached through more than one step of the app's own code (docs/swiftui.md,
/// "Lookups through the app's own code"), one fixture per arrangement in `Fixtures/Lookups`:
/// a view's nested constants that stand for another type's `String(localized:)` and
/// `AttributedString(localized:)` constants, turned into a `LocalizedStringKey` by a `String`
/// extension; and a `String(localized:)` with an interpolation kept in a local constant,
/// converted to an `AttributedString` before `Text` shows it.
@Suite("Lookups through several steps of the app's code")
struct LookupChainTests {
  private func findings(_ name: String, sources: [String] = [""]) -> [String] {
    LookupFixtures.findings(name, sources: sources)
  }

  private func transcript(_ name: String) -> CommandOutput { LookupFixtures.transcript(name) }

  /// `Text(Copy.headline.asKey)` in `GreenhouseWelcomeView`, where `Copy` is nested in an
  /// extension of the view, `Copy.headline` is `Phrasebook.Greenhouse.headline`, that is
  /// `String(localized: "Grow greens indoors")`, and `asKey` is `LocalizedStringKey(self)`:
  /// the key is the constant's, every key is used, and the title's message shows its text.
  @Test func aliasedConstantsThroughAStringExtension() {
    #expect(
      findings("AliasedConstants") == [
        "struct.title-not-header Screens/GreenhouseWelcomeView.swift:6:7 the title \"Grow greens indoors\" of screen \"GreenhouseWelcomeView\" is not a heading, so VoiceOver users cannot jump to it with the Headings rotor; add `.accessibilityAddTraits(.isHeader)` to it",
        "key.missing de.lproj/Localizable.strings:0:0 de lacks 1 of 4 keys of \"Localizable\": \"Water daily\"; the other 3 are translated (75 %)",
        "key.unused en.lproj/Localizable.strings:4:1 key \"Water daily\" of \"Localizable\" is used by no element of the Swift sources; use it or remove it",
      ])
    let result = transcript("AliasedConstants")
    #expect(result.code == 0)
    #expect(
      result.out == """
        GreenhouseWelcomeView · de (left to right)
          1  0.00 s  Gemüse drinnen ziehen
          2  0.00 s  Setzlinge brauchen jeden Morgen Licht.
          3  0.00 s  Lies den [Leitfaden](https://example.com/guide)

        """)
    let manifest = runTool(["manifest", "--sources", LookupFixtures.folder + "AliasedConstants"])
    #expect(manifest.out.contains("\"text\": \"Grow greens indoors\""))
    #expect(manifest.out.contains("\"text\": \"Read the [grower's guide](https://example.com/guide)\""))
    #expect(!manifest.out.contains("unknown"))
  }

  /// `let greeting: String = .init(localized: "Hello from\n\(brand)")`, then
  /// `var styled: AttributedString = .init(greeting)` coloured by range and `Text(styled)`:
  /// the key is `Hello from\n%@`, its argument the constant `brand`.
  @Test func aLocalLookupConvertedToAnAttributedString() {
    #expect(
      findings("LocalMessage") == [
        "target.size LanternIntroView.swift:15:7 \"Light it up\" on screen \"LanternIntroView\" is 121.5×34.4 pt, hard to hit for people with tremors or large fingers; make its hit area at least 44×44 pt"
      ])
    let result = transcript("LocalMessage")
    #expect(
      result.out == """
        LanternIntroView · de (left to right)
          1  0.00 s  Grüße von\\nLantern, Überschrift
          2  0.00 s  Anzünden, Taste

        """)
  }

  /// `Text(model.isLastPage ? R.string.localizable.hikeStart : R.string.localizable.hikeNext)`
  /// with R.swift's generated file absent: both keys are uses (neither is unused), and which
  /// one shows is not known, so the button's text stays unknown, with no finding on it; the
  /// transcript shows both texts in the locale, never the Swift code.
  @Test func aChoiceBetweenTwoAccessorsShowsBothTexts() throws {
    let folder = LookupFixtures.folder + "ChosenAccessor"
    var settings = AuditSettings()
    settings.tables = [folder + "/Resources"]
    settings.sources = [folder + "/Onboarding"]
    let shown = FileSystem.displayPath(folder)
    let found = Audit.run(settings).findings.map { finding in
      let file = finding.location.map { String($0.file.dropFirst(shown.count + 1)) } ?? ""
      return "\(finding.rule) \(file):\(finding.location?.line ?? 0)"
    }
    #expect(
      found == [
        "target.size Onboarding/HikeOnboardingView.swift:19",
        "key.unused Resources/en.lproj/Localizable.strings:6",
      ])
    let result = runTool(
      ["voiceover", "--sources", folder + "/Onboarding", "--tables", folder + "/Resources", "--locale", "de"])
    #expect(
      result.out == """
        HikeRoutesPage · de (left to right)
          1  0.00 s  Wähle einen Weg, Überschrift
          2  0.00 s  ‹Los geht's | Weiter›, Taste
          3  0.00 s  Überspringen, Taste

        HikeGearPage · de (left to right)
          1  0.00 s  Pack deine Ausrüstung, Überschrift
          2  0.00 s  ‹Los geht's | Weiter›, Taste
          3  0.00 s  Überspringen, Taste

        """)
  }

  /// `manifest` given the tables' folder as well writes the choice as unknown text with the
  /// keys it is one of; read back as a manifest, those keys are uses and the transcript is
  /// the same. Without the tables, R.swift's names cannot be turned into keys (`hikeNext`
  /// may be `hike.next` or `hike_next`), so the texts stay unknown.
  @Test func theManifestWritesTheKeysAChoiceIsOneOf() throws {
    let folder = LookupFixtures.folder + "ChosenAccessor"
    let derived = runTool([
      "manifest", "--sources", folder + "/Onboarding", "--sources", folder + "/Resources",
    ])
    #expect(derived.code == 0)
    #expect(
      derived.out.contains(
        """
                          "text": {
                            "unknown": "model.isLastPage ? R.string.localizable.hikeStart : R.string.localizable.hikeNext",
                            "oneOf": [
                              {"key": "hike.start", "table": "Localizable"},
                              {"key": "hike.next", "table": "Localizable"}
                            ]
                          },
        """))
    let temporary = TemporaryFolder()
    temporary.write("onboarding.json", derived.out)
    let audit = runTool([
      "audit", "--flow", temporary.path + "/onboarding.json", "--tables", folder + "/Resources",
    ])
    #expect(audit.out.contains("\"hike.unused\""))
    #expect(!audit.out.contains("\"hike.start\""))
    #expect(!audit.out.contains("\"hike.next\""))
    let transcript = runTool(
      [
        "voiceover", "--flow", temporary.path + "/onboarding.json", "--tables", folder + "/Resources",
        "--locale", "de",
      ])
    #expect(transcript.out.contains("2  0.00 s  ‹Los geht's | Weiter›, Taste"))
    let alone = runTool(["manifest", "--sources", folder + "/Onboarding"])
    #expect(alone.out.contains("\"text\": {\"unknown\": \"R.string.localizable.hikeSkip\"}"))
    #expect(!alone.out.contains("oneOf"))
  }
}
