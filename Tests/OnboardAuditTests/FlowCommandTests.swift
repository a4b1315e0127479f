import Foundation
import Testing

@testable import OnboardAudit

/// The manifest and the voiceover transcript through the command line.
@Suite("Flow on the command line")
struct FlowCommandTests {
  private let manifest = packageRoot + "/Locales/onboarding.json"

  @Test func arabicTranscriptReadsRightToLeftWithArabicTraits() {
    let result = runTool(["voiceover", "--flow", manifest, "--locale", "ar", "--screen", "welcome"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    #expect(
      result.out == """
        welcome · ar (right to left)
          1  0.00 s  مرحبًا بك في \u{2068}Ova\u{2069}, عنوان
          2  0.00 s  يومياتك الخاصة، على كل أجهزتك.
          3  0.30 s  الخصوصية أولًا, تُشفَّر مدخلاتك على جهازك.
          4  0.45 s  اكتب أينما كنت, تابع على iPhone وiPad وMac من حيث توقفت.
          5  0.60 s  تذكيرات لطيفة, تنبيه في الوقت الذي تختاره، لا أكثر.
          6  0.00 s  متابعة, زر … يفتح إعدادات الإشعارات.

        """)
  }

  @Test func germanTranscript() {
    let result = runTool(["voiceover", "--flow", manifest, "--locale", "de", "--screen", "welcome"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        welcome · de (left to right)
          1  0.00 s  Willkommen bei Ova, Überschrift
          2  0.00 s  Dein privates Tagebuch, auf jedem Gerät.
          3  0.30 s  Privat von Grund auf, Deine Einträge werden auf deinem Gerät verschlüsselt.
          4  0.45 s  Überall, wo du schreibst, Mach auf iPhone, iPad und Mac dort weiter, wo du aufgehört hast.
          5  0.60 s  Sanfte Erinnerungen, Ein Hinweis zu der Zeit, die du wählst – nie öfter.
          6  0.00 s  Weiter, Taste … Öffnet die Mitteilungseinstellungen.

        """)
  }

  @Test func pluralsAndArgumentsAreFilled() {
    let notifications = runTool([
      "voiceover", "--flow", manifest, "--locale", "de", "--screen", "notifications",
    ])
    #expect(notifications.out.contains("  3  0.00 s  7 Tage in Folge\n"))
    let whatsNew = runTool(["voiceover", "--flow", manifest, "--screen", "whatsnew"])
    #expect(whatsNew.out.contains("12 new writing prompts every week"))
    #expect(whatsNew.out.contains("What’s New in Ova, heading"))
  }

  @Test func unknownScreenIsAUsageErrorWithASuggestion() {
    let result = runTool(["voiceover", "--flow", manifest, "--screen", "welcom"])
    #expect(result.code == 2)
    #expect(result.err.contains("no screen 'welcom'"))
    #expect(result.err.contains("did you mean 'welcome'?"))
  }

  /// docs/ci.md: a broken manifest is a finding (exit 1) in an audit; `voiceover`, which has
  /// nothing to read without it, stops with exit 2.
  @Test func misspeltFieldIsAFindingWithPathAndLine() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Onboarding.strings", "\"title\" = \"Welcome\";\n")
    folder.write(
      "onboarding.json",
      """
      {"table": "Onboarding", "screens": [{"id": "s", "elements": [
        {"id": "title", "role": "header", "text": "title"},
        {"id": "go", "role": "button", "text": {"literal": "Go"},
         "sortPrority": 1}
      ]}]}
      """)
    let result = runTool([folder.path])
    #expect(result.code == 1)
    #expect(
      result.out.contains(
        "onboarding.json:4:4: error: the flow manifest cannot be used, so no screen is checked for VoiceOver or Reduce Motion until it is fixed: unknown field 'screens[0].elements[1].sortPrority'; did you mean 'sortPriority'?"
      ), "\(result.out)")
    let voiceover = runTool(["voiceover", folder.path])
    #expect(voiceover.code == 2)
    #expect(voiceover.err.contains("did you mean 'sortPriority'?"))
  }

  @Test(arguments: [
    (
      #"{"screens": [{"id": "s", "title": "head", "elements": [{"id": "title"}]}]}"#,
      "screens[0].title names no element: 'head'"
    ),
    (
      #"{"screens": [{"id": "s", "elements": [{"id": "a"}, {"id": "a"}]}]}"#,
      "duplicate element id 'a' at screens[0].elements[1].id"
    ),
    (
      #"{"screens": [{"id": "s", "elements": [{"id": "a", "frame": [1, 2]}]}]}"#,
      "expected an array of 4 numbers at screens[0].elements[0].frame"
    ),
    (#"{"screens": [{"id": "s", "elements": [{"id": "a", "role": "buton"}]}]}"#, "did you mean 'button'?"),
    (
      #"{"screens": [{"id": "s", "elements": [{"id": "a", "hidden": "yes"}]}]}"#,
      "expected true or false at screens[0].elements[0].hidden"
    ),
  ])
  func invalidManifests(json: String, message: String) {
    #expect(throws: AuditError.self) {
      try FlowManifest.parse(Array(json.utf8), file: "m.json", ruleIDs: RuleCatalog.ids)
    }
    do {
      _ = try FlowManifest.parse(Array(json.utf8), file: "m.json", ruleIDs: RuleCatalog.ids)
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test func animationsAreKeptComplete() throws {
    let loaded = try FlowManifest.load(manifest, ruleIDs: RuleCatalog.ids)
    let row = try #require(loaded.screens[0].element(id: "feature.sync"))
    let blur = try #require(row.animations.first)
    #expect(blur.kind == .blur && blur.kind.isMotion && blur.trigger == .appear)
    #expect(blur.delay == 0.45 && blur.duration == 0.35)
    guard case .skip = blur.reducedMotion else {
      Issue.record("reducedMotion should be none")
      return
    }
    #expect(row.appears?.at == 0.45)
    #expect(loaded.screens[0].transition?.kind == .crossFade)
  }

  /// The embedded example audits clean with its manifest, found through the config (of a
  /// copy, whose reports it writes).
  @Test func embeddedExampleIsClean() throws {
    let example = try exampleCopy()
    let result = runTool([example.path, "--json", "-"])
    #expect(result.code == 0)
    #expect(FileManager.default.fileExists(atPath: example.path + "/Reports/onboard-audit.xml"))
    #expect(result.out.contains(#""errors": 0,"#) && result.out.contains(#""warnings": 0,"#))
    #expect(result.out.contains(#""notes": 0,"#))
  }

  /// A broken variant of the example: the welcome title loses its heading and its table key.
  @Test func brokenVariantIsReported() throws {
    let folder = TemporaryFolder()
    let original = try String(contentsOfFile: manifest, encoding: .utf8)
    let broken = original.replacingOccurrences(
      of: #"{"id": "headline", "role": "header", "text": {"key": "welcome.title""#,
      with: #"{"id": "headline", "role": "text", "text": {"key": "welcome.titel""#)
    folder.write("onboarding.json", broken)
    let result = runTool([
      folder.path, "--tables", packageRoot + "/Locales", "--flow", folder.path + "/onboarding.json",
    ])
    #expect(result.code == 1)
    #expect(result.out.contains("[struct.title-not-header]"))
    #expect(result.out.contains("[key.undefined]"))
    #expect(result.out.contains("[key.unused]"))
  }
}
