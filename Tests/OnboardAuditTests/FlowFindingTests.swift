import Foundation
import Testing

@testable import OnboardAudit

/// A one-screen flow with Onboarding tables in several locales, audited.
private struct FlowProject {
  let folder = TemporaryFolder()

  init(_ elements: String, screen: String = "", tables: [String: String]) {
    folder.write(
      "onboarding.json",
      """
      {"formatVersion": 1, "app": "Ova", "sourceLocale": "en", "table": "Onboarding",
       "screens": [{"id": "s", "title": "title"\(screen), "elements": [
      \(elements)
      ]}]}
      """)
    for (locale, text) in tables { folder.write("\(locale).lproj/Onboarding.strings", text) }
  }

  func findings(_ rule: String) throws -> [Finding] {
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.flow = try FlowManifest.load(folder.path + "/onboarding.json", ruleIDs: RuleCatalog.ids)
    return Audit.run(settings).findings.filter { $0.rule == rule }
  }
}

private let title = #"{"id": "title", "role": "header", "text": "title"}"#
private let threeLocales = [
  "en": "\"title\" = \"Welcome\";\n\"go\" = \"Continue\";\n",
  "de": "\"title\" = \"Willkommen\";\n\"go\" = \"Weiter\";\n",
  "fr": "\"title\" = \"Bienvenue\";\n\"go\" = \"\";\n",
]

@Suite("Flow findings")
struct FlowFindingTests {
  // MARK: label.missing

  /// One manifest defect, one finding: an icon-only button without a label is silent in
  /// every locale, and is reported once under `flow`, not once per locale.
  @Test func aStopSilentInEveryLocaleIsOneFlowFinding() throws {
    let project = FlowProject(
      [title, #"{"id": "close", "role": "button", "actions": ["activate"]}"#].joined(separator: ",\n"),
      tables: threeLocales)
    let findings = try project.findings("label.missing")
    #expect(findings.count == 1)
    #expect(findings.first?.locale == nil && findings.first?.element == "close")
    #expect(findings.first?.message.contains("says only \"button\"") == true)
    #expect(findings.first?.message.contains("in every locale") == true)
  }

  /// A translation left empty in one locale is that locale's defect, and one finding:
  /// `value.empty` at the table, not also `label.missing` on the screen.
  @Test func aStopSilentInOneLocaleIsThatLocalesEmptyValue() throws {
    let project = FlowProject(
      [title, #"{"id": "go", "role": "button", "text": "go", "actions": ["activate"]}"#].joined(
        separator: ",\n"),
      tables: threeLocales)
    #expect(try project.findings("label.missing").isEmpty)
    let empty = try project.findings("value.empty")
    #expect(empty.map(\.locale) == ["fr"])
    #expect(empty.map(\.key) == ["go"])
  }

  /// VoiceOver reads the value when there is no label: "Page 1 of 3, adjustable".
  @Test func aValueIsSomethingToSay() throws {
    let project = FlowProject(
      [title, #"{"id": "dots", "role": "pageIndicator", "value": {"literal": "Page 1 of 3"}}"#]
        .joined(separator: ",\n"), tables: threeLocales)
    #expect(try project.findings("label.missing").isEmpty)
  }

  // MARK: motion.autoplay-no-pause (WCAG 2.2.2)

  private static let carousel = """
    {"id": "quotes", "role": "carousel", "children": "contain", "autoAdvance": {"after": 4},
     "elements": [{"id": "quote.1", "role": "text", "text": "go"}]}
    """

  /// Auto-updating content is in 2.2.2's scope: no loop animation is needed.
  @Test func anAutoAdvancingCarouselWithoutPauseIsAutoplay() throws {
    let project = FlowProject([title, Self.carousel].joined(separator: ",\n"), tables: threeLocales)
    let findings = try project.findings("motion.autoplay-no-pause")
    #expect(findings.map(\.element) == ["quotes"])
    #expect(findings.first?.location?.line == 4)
    #expect(findings.first?.message.contains("every 4 s") == true)
  }

  @Test(arguments: [
    (#"{"after": 4, "userCanPause": true}"#, false), (#"{"after": 4, "userCanDisable": true}"#, false),
    (#"{"after": 4, "userCanExtend": true}"#, true),
  ])
  func aPauseOrStopAnswersIt(advance: String, reported: Bool) throws {
    let carousel = Self.carousel.replacingOccurrences(of: #"{"after": 4}"#, with: advance)
    let project = FlowProject([title, carousel].joined(separator: ",\n"), tables: threeLocales)
    #expect(try project.findings("motion.autoplay-no-pause").isEmpty != reported)
  }

  /// A screen that moves on by itself is reported when it runs past 5 s.
  @Test(arguments: [(8.0, true), (5.0, false)])
  func aScreenThatMovesOnPastFiveSeconds(after: Double, reported: Bool) throws {
    let project = FlowProject(
      title, screen: #", "autoAdvance": {"after": \#(after)}"#, tables: threeLocales)
    let findings = try project.findings("motion.autoplay-no-pause")
    #expect(findings.count == (reported ? 1 : 0))
    #expect(findings.allSatisfy { $0.screen == "s" && $0.element == nil })
  }

  // MARK: Carousel items are cards

  private static let quoteTables = [
    "en": """
    "title" = "Loved by writers";
    "quote" = "I write a few lines every evening now.";
    "author" = "Mara, a teacher from Lisbon who started in May";

    """
  ]

  private static func testimonials(_ mode: String) -> String {
    """
    {"id": "quotes", "role": "carousel", "children": "contain", "autoAdvance": {"after": 3.5, "userCanPause": true},
     "elements": [{"id": "quote.1", \(mode) "elements": [
       {"id": "quote.1.text", "role": "text", "text": "quote"},
       {"id": "quote.1.author", "role": "text", "text": "author"}]}]}
    """
  }

  @Test func aCarouselItemReadInPiecesIsNotGrouped() throws {
    let pieces = FlowProject(
      [title, Self.testimonials("")].joined(separator: ",\n"), tables: Self.quoteTables)
    let findings = try pieces.findings("struct.row-not-grouped")
    #expect(findings.map(\.element) == ["quote.1"])
    #expect(findings.first?.message.contains("carousel item") == true)
    let card = FlowProject(
      [title, Self.testimonials(#""children": "combine","#)].joined(separator: ",\n"),
      tables: Self.quoteTables)
    #expect(try card.findings("struct.row-not-grouped").isEmpty)
  }

  /// The quote (8 words, 2.9 s at 200 wpm with the 0.5 s to find it) fits in 3.5 s; the whole
  /// card with its author (17 words, 5.6 s) does not.
  @Test func tooFastMeasuresTheWholeCard() throws {
    for mode in ["", #""children": "combine","#] {
      let project = FlowProject(
        [title, Self.testimonials(mode)].joined(separator: ",\n"), tables: Self.quoteTables)
      let findings = try project.findings("timing.too-fast")
      #expect(findings.map(\.element) == ["quotes"], "\(mode)")
      #expect(findings.first?.message.contains("about 5.6 s") == true, "\(findings.first?.message ?? "")")
    }
  }

  // MARK: Messages

  /// A transition that waits for a tap does not start by itself.
  @Test func anInteractionTransitionIsNotSaidToStartByItself() throws {
    let project = FlowProject(
      title, screen: #", "transition": {"kind": "slide", "trigger": "interaction", "duration": 0.4}"#,
      tables: threeLocales)
    let findings = try project.findings("motion.no-reduced-fallback")
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .warning)
    let message = try #require(findings.first?.message)
    #expect(message.contains("runs on interaction") && !message.contains("by itself"), "\(message)")
  }
}
