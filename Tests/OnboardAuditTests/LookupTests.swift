import Foundation
import Testing

@testable import OnboardAudit

/// Keys looked up through the app's own code (docs/swiftui.md, "Lookups through the app's own
/// code"), one fixture per form in `Fixtures/Lookups`: SwiftGen's generated `L10n`, R.swift's
/// generated `R`, hand-written constants and wrappers, and String Catalog symbols with no
/// declaration in the sources. Each key is a use at the accessor's place in the view: the
/// rules see it, and the screens show the locale's text.
@Suite("Lookups through the app's own code")
struct LookupTests {

  private func findings(_ name: String, sources: [String] = [""]) -> [String] {
    LookupFixtures.findings(name, sources: sources)
  }

  private func transcript(_ name: String) -> CommandOutput { LookupFixtures.transcript(name) }

  /// SwiftGen's `L10n` (a `tr` that reaches `Bundle.localizedString` through a helper of
  /// another file): the uses are in the view, a stale accessor's key is undefined there, a
  /// parameter's type is checked against the value, and the generated file's own literals
  /// use nothing (`settings_title`, which no view shows, is unused).
  @Test func swiftGen() {
    #expect(
      findings("SwiftGen") == [
        "key.unused Resources/en.lproj/Localizable.strings:6:1 key \"settings_title\" of \"Resources/Localizable\" is used by no element of the Swift sources; use it or remove it",
        "format.mismatch Screens/GardenWelcomeView.swift:11:12 the source value \"Water reminders for %@ plants\" of key \"garden.intro.reminders\" reads argument 1 as '%@'; L10n.Garden.Intro.reminders passes '%lld' here",
        "key.undefined Screens/GardenWelcomeView.swift:13:12 key \"garden.intro.seeds\" of L10n.Garden.Intro.seeds is not in the source table \"Resources/Localizable\", so every locale shows the key itself; add it to the table or fix the key",
        "label.unresolved Screens/GardenWelcomeView.swift:13:7 key \"garden.intro.seeds\" for the text of \"garden.intro.seeds\" on screen \"GardenWelcomeView\" is in no table of \"de\"; VoiceOver reads the raw key; define it in \"Localizable\"",
        "label.unresolved Screens/GardenWelcomeView.swift:13:7 key \"garden.intro.seeds\" for the text of \"garden.intro.seeds\" on screen \"GardenWelcomeView\" is in no table of \"en\"; VoiceOver reads the raw key; define it in \"Localizable\"",
        "target.size Screens/GardenWelcomeView.swift:15:7 \"Continue\" on screen \"GardenWelcomeView\" is 96×34.4 pt, hard to hit for people with tremors or large fingers; make its hit area at least 44×44 pt",
        "target.size Screens/GardenWelcomeView.swift:17:7 \"Not now\" on screen \"GardenWelcomeView\" is 59.5×20.4 pt, hard to hit for people with tremors or large fingers (its spacing meets WCAG's 24 pt minimum); make its hit area at least 44×44 pt",
      ])
    let result = transcript("SwiftGen")
    #expect(result.code == 0)
    #expect(
      result.out == """
        GardenWelcomeView · de (left to right)
          1  0.00 s  Zieh deine eigenen Kräuter, Überschrift
          2  0.00 s  Gießerinnerungen für 3 Pflanzen
          3  0.00 s  Hallo, Mira!
          4  0.00 s  garden.intro.seeds
          5  0.00 s  Wähle ein Beet
          6  0.00 s  Weiter, Taste
          7  0.00 s  Später, Taste

        """)
  }

  /// The same SwiftGen fixture audited with the generated file and the view only: `tr` calls
  /// `TextStore`, which is not among the sources, so the generator's convention (`tr(table,
  /// key, args…)` in a generated file) says what it looks up. Every finding and text is the
  /// same as with all of the sources.
  @Test func swiftGenWithoutTheCodeItsTrCalls() {
    let narrow = ["Generated", "Screens/GardenWelcomeView.swift"]
    #expect(findings("SwiftGen", sources: narrow) == findings("SwiftGen"))
    let folder = LookupFixtures.folder + "SwiftGen"
    let result = runTool(
      [
        "voiceover", "--sources", folder + "/Generated", "--sources",
        folder + "/Screens/GardenWelcomeView.swift",
        "--tables", folder, "--locale", "de",
      ])
    #expect(result.out == transcript("SwiftGen").out)
    #expect(result.out.contains("Zieh deine eigenen Kräuter, Überschrift"))
  }

  /// Constants nested in an extension of `String`, made with `LocalizedStringKey(stringLiteral:)`.
  @Test func keyConstantsNestedInAStringExtension() {
    let folder = TemporaryFolder()
    folder.write(
      "Copy.swift",
      """
      import SwiftUI

      extension String {
        enum Onboarding {
          static let title = LocalizedStringKey(stringLiteral: "onboarding_title")
        }
      }
      """)
    folder.write(
      "TimerIntroView.swift",
      """
      import SwiftUI

      struct TimerIntroView: View {
        var body: some View {
          Text(String.Onboarding.title).font(.largeTitle).accessibilityAddTraits(.isHeader)
        }
      }
      """)
    folder.write("de.lproj/Localizable.strings", "\"onboarding_title\" = \"Dein Intervall-Timer\";\n")
    folder.write("en.lproj/Localizable.strings", "\"onboarding_title\" = \"Your interval timer\";\n")
    let result = runTool(["voiceover", "--sources", folder.path, "--tables", folder.path, "--locale", "de"])
    #expect(
      result.out == """
        TimerIntroView · de (left to right)
          1  0.00 s  Dein Intervall-Timer, Überschrift

        """)
  }

  /// R.swift's `R.string.localizable.x()`: the key of `NSLocalizedString` in a body with
  /// guards, or kept in a constant and formatted with the function's parameter.
  @Test func rSwift() {
    #expect(
      findings("RSwift") == [
        "struct.title-not-header PlannerIntroView.swift:6:7 the title \"Plan your week\" of screen \"PlannerIntroView\" is not a heading, so VoiceOver users cannot jump to it with the Headings rotor; add `.accessibilityAddTraits(.isHeader)` to it",
        "key.undefined PlannerIntroView.swift:9:14 key \"plan_start\" of R.string.localizable.planStart is not in the source table \"Localizable\", so every locale shows the key itself; add it to the table or fix the key",
        "label.unresolved PlannerIntroView.swift:9:7 key \"plan_start\" for the text of \"plan_start\" on screen \"PlannerIntroView\" is in no table of \"de\"; VoiceOver reads the raw key; define it in \"Localizable\"",
        "label.unresolved PlannerIntroView.swift:9:7 key \"plan_start\" for the text of \"plan_start\" on screen \"PlannerIntroView\" is in no table of \"en\"; VoiceOver reads the raw key; define it in \"Localizable\"",
        "target.size PlannerIntroView.swift:9:7 \"plan_start\" on screen \"PlannerIntroView\" is 85×20.4 pt, hard to hit for people with tremors or large fingers (its spacing meets WCAG's 24 pt minimum); make its hit area at least 44×44 pt",
        "key.unused en.lproj/Localizable.strings:3:1 key \"plan_archive\" of \"Localizable\" is used by no element of the Swift sources; use it or remove it",
      ])
    let result = transcript("RSwift")
    #expect(
      result.out == """
        PlannerIntroView · de (left to right)
          1  0.00 s  Plane deine Woche
          2  0.00 s  4 Aufgaben heute
          3  0.00 s  plan_start, Taste

        """)
  }

  /// Constants of an enum (`NSLocalizedString(_:value:comment:)`, `String(localized:defaultValue:table:)`),
  /// a `LocalizedStringKey` constant shown as `Text(.ovenReady)`, a wrapper function and a
  /// `String` extension: `Text(verbatim:)` of a constant is
  /// localized, and a wrapper's undefined key is found at its literal.
  @Test func handWrittenConstantsAndWrappers() {
    #expect(
      findings("Constants") == [
        "key.undefined BakeryIntroView.swift:13:24 key \"tour.begin\" of localized(_:) is not in the source table \"Localizable\", so every locale shows the key itself; add it to the table or fix the key",
        "label.unresolved BakeryIntroView.swift:13:7 key \"tour.begin\" for the text of \"tour.begin\" on screen \"BakeryIntroView\" is in no table of \"de\"; VoiceOver reads the raw key; define it in \"Localizable\"",
        "label.unresolved BakeryIntroView.swift:13:7 key \"tour.begin\" for the text of \"tour.begin\" on screen \"BakeryIntroView\" is in no table of \"en\"; VoiceOver reads the raw key; define it in \"Localizable\"",
        "key.unused en.lproj/Localizable.strings:4:1 key \"tour.leftover\" of \"Localizable\" is used by no element of the Swift sources; use it or remove it",
      ])
    let result = transcript("Constants")
    #expect(
      result.out == """
        BakeryIntroView · de (left to right)
          1  0.00 s  Backe besseres Brot, Überschrift
          2  0.00 s  Zehn Minuten kneten
          3  0.00 s  Ruhen lassen
          4  0.00 s  Heize den Ofen vor
          5  0.00 s  Stelle einen Wecker
          6  0.00 s  tour.begin, Taste
          7  0.00 s  Der Ofen ist bereit

        """)
  }

  /// Catalog symbols (`Text(.kiteIntroTitle)`, a function symbol with its argument, a symbol
  /// of another catalog under its name) and an accessor type the sources do not declare
  /// (`Strings.Gusts.note`): the one key that matches. `Strings.spoolHint` matches two keys
  /// and stays unknown, with no finding on it.
  @Test func catalogSymbolsAndAccessorsNotInTheSources() {
    #expect(
      findings("Catalog") == [
        "key.missing Localizable.xcstrings:0:0 de lacks 2 of 6 keys of \"Localizable\": \"spool.hint\", \"spool_hint\"; the other 4 are translated (66 %)",
        "key.unused Localizable.xcstrings:32:5 key \"spool.hint\" of \"Localizable\" is used by no element of the Swift sources; use it or remove it",
        "key.unused Localizable.xcstrings:38:5 key \"spool_hint\" of \"Localizable\" is used by no element of the Swift sources; use it or remove it",
      ])
    let result = transcript("Catalog")
    #expect(
      result.out == """
        KiteWelcomeView · de (left to right)
          1  0.00 s  Lass deinen Drachen steigen, Überschrift
          2  0.00 s  Wind heute: 12 km/h
          3  0.00 s  Prüfe die Leinen
          4  0.00 s  Böen möglich
          5  0.00 s  ‹Strings.spoolHint›
          6  0.00 s  Starten, Taste

        """)
  }

  /// Accessors a package plugin generates at build time (`.l10n.signupTitle`, given to a
  /// design-system view or returned; `.localizable(.signup_terms)`), with no declaration in
  /// the sources: each is the one key that matches, so no key is unused, and the message
  /// about the order names the texts.
  @Test func accessorsGeneratedAtBuildTime() {
    #expect(
      findings("NotCommitted") == [
        "order.title-not-first SignUpWelcomeView.swift:27:7 screen \"SignUpWelcomeView\" starts with \"Almost there\", so VoiceOver users hear it before they know which screen they are on; they reach the title \"Create your account\" at stop 2; move the title first"
      ])
    let result = transcript("NotCommitted")
    #expect(
      result.out == """
        SignUpWelcomeView · de (left to right)
          1  0.00 s  Fast geschafft
          2  0.00 s  Erstelle dein Konto, Überschrift
          3  0.00 s  Mit dem Fortfahren akzeptierst du die Bedingungen
          4  0.00 s  Du kannst das später ändern
          5  0.00 s  Weiter, Taste

        """)
  }

  /// The generated file is read for its accessors only: its `tr` calls are no uses, and
  /// its literals do not keep a key from being unused.
  @Test func theGeneratedFileIsReadForItsAccessorsOnly() throws {
    let sources = SwiftSources.load(paths: [LookupFixtures.folder + "SwiftGen"])
    #expect(
      sources.strings.map { "\($0.location.line):\($0.location.column) \($0.key) \($0.call)" } == [
        "8:22 garden.intro.heading L10n.Garden.Intro.heading",
        "11:12 garden.intro.reminders L10n.Garden.Intro.reminders",
        "12:12 garden.intro.greeting L10n.Garden.Intro.greeting",
        "13:12 garden.intro.seeds L10n.Garden.Intro.seeds",
        "14:23 garden.plot L10n.Garden.plot",
        "15:14 action_next L10n.actionNext",
        "17:14 action_later L10n.actionLater",
      ])
    #expect(
      Set(sources.strings.map { $0.location.file.split(separator: "/").last }) == ["GardenWelcomeView.swift"])
    let generated = try #require(sources.files.first { $0.path.hasSuffix("Generated/Strings.swift") })
    #expect(generated.literals.isEmpty && generated.hardcoded.isEmpty)
    // `reminders(_ p1: Int)` passes an `Int` to a value that `tr` formats.
    #expect(sources.strings[1].lookup == LookupVia(arguments: [.int], formats: true))
  }

  /// Xcode's symbol for a catalog key: its words in lower camel case.
  @Test func catalogSymbolNames() {
    #expect(CatalogSymbols.symbol(for: "kite.intro.title") == "kiteIntroTitle")
    #expect(CatalogSymbols.symbol(for: "kite_intro_wind") == "kiteIntroWind")
    #expect(CatalogSymbols.symbol(for: "Welcome-Title") == "welcomeTitle")
    #expect(CatalogSymbols.symbol(for: "2fa.prompt") == "_2faPrompt")
  }

  /// `manifest --sources` writes the key an accessor looks up, never the Swift expression.
  @Test func theManifestCarriesTheKey() {
    let result = runTool(["manifest", "--sources", LookupFixtures.folder + "SwiftGen"])
    #expect(result.code == 0)
    #expect(result.out.contains(#""text": {"key": "garden.intro.heading", "table": "Localizable"}"#))
    #expect(result.out.contains(#""text": {"key": "garden.plot", "table": "Garden"}"#))
    #expect(!result.out.contains("L10n."))
  }

  /// `manifest --sources` matches catalog symbols against the tables beside the code.
  @Test func theManifestMatchesCatalogSymbols() {
    let result = runTool(["manifest", "--sources", LookupFixtures.folder + "Catalog"])
    #expect(result.code == 0)
    let texts = result.out.split(separator: "\n").filter { $0.contains(#""text": {"#) }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      texts == [
        #""text": {"key": "kite.intro.title", "table": "Localizable"},"#,
        #""text": {"key": "kite_intro_wind", "table": "Localizable"},"#,
        #""text": {"key": "check.lines", "table": "Safety"},"#,
        #""text": {"key": "gusts.note", "table": "Localizable"},"#,
        #""text": {"unknown": "Strings.spoolHint"},"#,
        #""text": {"key": "kite.launch", "table": "Localizable"},"#,
      ])
  }
}
