import Foundation
import Testing

@testable import OnboardAudit

/// The HTML page marks each finding on its screen's picture, lets the reader pick any
/// audited locale, draws what VoiceOver skips and what moves, and keeps the findings near
/// the top.
@Suite("HTML page")
struct HTMLPageTests {
  private func page(_ fixture: String) throws -> (result: AuditResult, html: String) {
    let folder = packageRoot + "/Tests/OnboardAuditTests/Fixtures/Screens/" + fixture
    var settings = AuditSettings()
    settings.tables = [folder]
    settings.flow = try FlowManifest.load(folder + "/onboarding.json", ruleIDs: RuleCatalog.ids)
    let result = Audit.run(settings)
    return (result, String(decoding: HTMLReporter().report(result), as: UTF8.self))
  }

  private func exampleHTML() -> String {
    var settings = AuditSettings()
    settings.tables = [packageRoot + "/Locales"]
    settings.flow = try? FlowManifest.load(packageRoot + "/Locales/onboarding.json", ruleIDs: RuleCatalog.ids)
    return String(decoding: HTMLReporter().report(Audit.run(settings)), as: UTF8.self)
  }

  /// Every finding about the screen is a numbered badge on the picture, coloured by its
  /// severity, and an item of the list beside it with the same number.
  /// Each character the page escapes or replaces is found wherever it stands in a long
  /// text (runs of plain bytes are copied eight at a time); the others are kept.
  @Test func escapesFoundAtEveryPlace() {
    let cases: [(String, String)] = [
      ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"), ("\u{1}", "\u{FFFD}"),
      ("\u{1F}", "\u{FFFD}"), ("\t", "\t"), ("\n", "\n"), ("é", "é"), ("\u{FFFE}", "\u{FFFE}"),
    ]
    for (character, escaped) in cases {
      for place in 0..<20 {
        let before = String(repeating: "a", count: place)
        let after = String(repeating: "z", count: 19 - place)
        #expect(
          HTMLReporter.escape(before + character + after) == before + escaped + after,
          "\(character.unicodeScalars.map(\.value)) at \(place)")
        var html: [UInt8] = Array("<p>".utf8)
        HTMLReporter.escape(before + character + after, into: &html)
        #expect(String(decoding: html, as: UTF8.self) == "<p>" + before + escaped + after)
      }
    }
  }

  @Test func findingsAreBadgesOnThePicture() throws {
    let (result, html) = try page("Testimonials")
    let onScreen = result.findings.filter { $0.screen == "testimonials" && $0.locale != "ar" }
    #expect(!onScreen.isEmpty)
    for (index, finding) in onScreen.enumerated() {
      let severity = finding.severity.rawValue
      #expect(
        html.contains("<g class=\"mark \(severity)\"><title>\(index + 1). \(severity): "), "\(index + 1)")
      #expect(html.contains("<span class=\"mark \(severity)\">\(index + 1)</span> <b>\(severity)</b>"))
    }
  }

  /// The badge of a finding about an element sits at the trailing top corner of its frame.
  @Test func aBadgeSitsOnItsElement() throws {
    let (result, html) = try page("Testimonials")
    let onScreen = result.findings.filter { $0.screen == "testimonials" && $0.locale != "ar" }
    let number = try #require(onScreen.firstIndex { $0.element == "quote.1" }) + 1
    // "quote.1" is at [32, 180, 326, 200], the only finding on it: the badge ends 2 pt inside
    // its right edge.
    #expect(
      html.contains("<title>\(number). warning: ") && html.contains("<rect x=\"336\" y=\"182\" width=\"20\""))
  }

  /// One radio button and label per audited locale; the right-to-left locale is checked, so
  /// the page opens with the source and Arabic side by side.
  @Test func anyAuditedLocaleCanBePicked() {
    let html = exampleHTML()
    let labels = ["ar", "de", "en", "es", "fr", "he", "ja", "pl", "pt-BR", "ru", "zh-Hans"].enumerated().map {
      "<label for=\"s1-\($0.offset + 1)\">\($0.element)</label>"
    }
    for label in labels { #expect(html.contains(label), "\(label)") }
    #expect(html.contains("<input type=\"radio\" name=\"s1\" id=\"s1-1\" checked>"))
    #expect(html.contains("<figcaption>Left to right · de</figcaption>"))
    #expect(
      html.contains(
        ".pick>input:nth-of-type(11):checked~.pair>.choices>figure:nth-of-type(11){display:block}"))
  }

  /// Without an audited right-to-left locale, the source's strings laid out right to left
  /// come first among the choices, and are the one shown.
  @Test func withoutARightToLeftLocaleTheSourceIsMirrored() throws {
    let (_, html) = try page("Testimonials")
    #expect(html.contains("<label for=\"s1-1\">en, right to left</label> <label for=\"s1-2\">en</label>"))
    #expect(html.contains("<input type=\"radio\" name=\"s1\" id=\"s1-1\" checked>"))
  }

  /// Decorative and hidden elements are drawn dimmed with the reason; animated ones are
  /// outlined with their animations named.
  @Test func silentAndMovingElementsAreDrawn() throws {
    let example = exampleHTML()
    #expect(example.contains("<g class=\"silent\"><title>feature.private.icon: decorative</title>"))
    #expect(example.contains("<g class=\"moving\"><title>feature.private: blur</title>"))
    let (_, html) = try page("Testimonials")
    #expect(html.contains("<g class=\"silent\"><title>quote.2: hidden</title>"))
    #expect(html.contains("<g class=\"moving\"><title>quotes: slide</title>"))
  }

  /// The findings come before the screens, and the locale table counts the findings of no
  /// locale in a row of their own.
  @Test func findingsNearTheTopAndAFlowRow() throws {
    let (result, html) = try page("Testimonials")
    let findings = try #require(html.range(of: "<h2>Findings</h2>"))
    let screens = try #require(html.range(of: "<h2>Screens</h2>"))
    #expect(findings.lowerBound < screens.lowerBound)
    let flow = result.findings.filter { $0.locale == nil }
    let errors = flow.filter { $0.severity == .error }.count
    let warnings = flow.filter { $0.severity == .warning }.count
    #expect(errors > 0)
    #expect(
      html.contains(
        "<tr><td>flow</td><td>—</td><td>—</td><td>—</td><td>—</td><td>\(errors)</td><td>\(warnings)</td><td>0</td><td class=\"bad\">✗ not ready</td></tr>"
      ))
  }
}
