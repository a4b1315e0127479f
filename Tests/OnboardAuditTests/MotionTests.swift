import Foundation
import Testing

@testable import OnboardAudit

/// A one-screen flow with the given elements (and screen fields), its English table and any
/// other tables; audited with every rule, the findings of the motion and timing rules.
private struct MotionProject {
  let folder = TemporaryFolder()

  init(_ elements: String, screen: String = "", tables: [String: String] = [:]) {
    folder.write(
      "onboarding.json",
      """
      {"formatVersion": 1, "app": "Ova", "sourceLocale": "en", "table": "Onboarding",
       "screens": [{"id": "s", "title": "title", "primaryAction": "go"\(screen), "elements": [
      \(elements)
      ]}]}
      """)
    var all = tables
    all["en"] =
      all["en"]
        ?? """
        "title" = "Welcome";
        "body" = "Write a little every day.";
        "go" = "Continue";

        """
    for (locale, text) in all { folder.write("\(locale).lproj/Onboarding.strings", text) }
  }

  var manifest: String { folder.path + "/onboarding.json" }

  /// The motion and timing findings: rule ids sorted, with the locale for per-locale rules.
  func findings() throws -> [Finding] {
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.flow = try FlowManifest.load(manifest, ruleIDs: RuleCatalog.ids)
    return Audit.run(settings).findings.filter {
      $0.rule.hasPrefix("motion.") || $0.rule.hasPrefix("timing.")
    }
  }

  func rules() throws -> [String] {
    try findings().map { $0.rule + ($0.locale.map { "@" + $0 } ?? "") }.sorted()
  }
}

private let title = #"{"id": "title", "role": "header", "text": "title"}"#
private let button = #"{"id": "go", "role": "button", "text": "go", "actions": ["activate"]}"#

/// A staggered reveal: three rows that blur in 0.4 s apart, then the button.
private func staggeredReveal(fallback: String) -> String {
  let rows = zip(1..., ["0.4", "0.8", "1.2"]).map { index, at in
    """
    {"id": "row.\(index)", "role": "text", "text": "body", "appears": {"at": \(at)},
     "animations": [{"kind": "blur", "trigger": "appear", "delay": \(at), "duration": 0.35\(fallback)}]}
    """
  }
  return
    ([title] + rows + [
      #"{"id": "go", "role": "button", "text": "go", "actions": ["activate"], "appears": {"at": 1.6},"#
        + #" "animations": [{"kind": "slide", "delay": 1.6, "duration": 0.4\#(fallback)}]}"#
    ]).joined(separator: ",\n")
}

@Suite("Motion timeline")
struct MotionTimelineTests {
  private func screen(_ elements: String, screenFields: String = "") throws -> Screen {
    let project = MotionProject(elements, screen: screenFields)
    return try FlowManifest.load(project.manifest, ruleIDs: RuleCatalog.ids).screens[0]
  }

  @Test func staggeredRevealShowsAtItsDelaysAndAtOnceUnderReduceMotion() throws {
    let screen = try screen(staggeredReveal(fallback: #", "reducedMotion": {"kind": "none"}"#))
    let normal = MotionTimeline(screen: screen, mode: .normal)
    let reduced = MotionTimeline(screen: screen, mode: .reduceMotion)
    #expect(["title", "row.1", "row.2", "row.3", "go"].map(normal.visibleAt) == [0, 0.4, 0.8, 1.2, 1.6])
    #expect(["title", "row.1", "row.2", "row.3", "go"].map(reduced.visibleAt) == [0, 0, 0, 0, 0])
    #expect(normal.primaryActionAt == 1.6 && reduced.primaryActionAt == 0)
    #expect(normal.runs.map(\.runsFor) == [0.35, 0.35, 0.35, 0.4])
    #expect(reduced.runs.allSatisfy { $0.running == nil && $0.runsFor == 0 })
  }

  @Test func missingFallbackRunsTheSameAnimation() throws {
    let screen = try screen(staggeredReveal(fallback: ""))
    let reduced = MotionTimeline(screen: screen, mode: .reduceMotion)
    #expect(reduced.visibleAt("row.3") == 1.2)
    #expect(reduced.runs.allSatisfy { $0.running != nil && $0.isMotion })
  }

  @Test func fallbackAnimationUsesItsOwnTiming() throws {
    let screen = try screen(
      title + ",\n"
        + #"{"id": "row", "text": "body", "appears": {"at": 0.9}, "animations": [{"kind": "slide", "delay": 0.9,"#
        + #" "reducedMotion": {"kind": "fade", "delay": 0.2, "duration": 0.2}}]},"# + "\n" + button)
    #expect(MotionTimeline(screen: screen, mode: .normal).visibleAt("row") == 0.9)
    let reduced = MotionTimeline(screen: screen, mode: .reduceMotion)
    #expect(reduced.visibleAt("row") == 0.2)
    #expect(reduced.runs[0].isMotion == false && reduced.runs[0].runsFor == 0.2)
  }

  @Test func timedAppearanceWithoutRevealKeepsItsTimeAndContainersDelayChildren() throws {
    let screen = try screen(
      title + ",\n"
        + #"{"id": "skip", "role": "button", "text": "go", "actions": ["activate"], "appears": {"at": 2}},"#
        + "\n"
        + #"{"id": "box", "appears": {"at": 0.5}, "animations": [{"kind": "scale", "delay": 0.5, "reducedMotion": {"kind": "none"}}],"#
        + #" "elements": [{"id": "inner", "text": "body", "appears": {"at": 0.2}}]},"# + "\n" + button)
    for mode in MotionMode.allCases {
      #expect(MotionTimeline(screen: screen, mode: mode).visibleAt("skip") == 2)
    }
    #expect(MotionTimeline(screen: screen, mode: .normal).visibleAt("inner") == 0.5)
    #expect(MotionTimeline(screen: screen, mode: .reduceMotion).visibleAt("inner") == 0.2)
  }

  @Test func repeatsLoopsAndTransition() throws {
    let screen = try screen(
      title + ",\n"
        + #"{"id": "icon", "symbol": "star", "label": {"literal": "Star"}, "animations": ["#
        + #"{"kind": "bounce", "duration": 0.5, "repeat": 4}, {"kind": "pulse", "trigger": "loop"},"#
        + #" {"kind": "wiggle", "trigger": "interaction", "duration": 1}]},"# + "\n" + button,
      screenFields:
        #", "transition": {"kind": "slide", "duration": 0.5, "reducedMotion": {"kind": "crossFade"}}"#)
    let normal = MotionTimeline(screen: screen, mode: .normal)
    #expect(normal.runs.map(\.runsFor) == [2, nil, 1])
    #expect(normal.runs.map(\.repeats) == [true, true, false])
    #expect(normal.runs.map(\.start) == [0, 0, nil])
    #expect(normal.transition?.isMotion == true && normal.transition?.runsFor == 0.5)
    let reduced = MotionTimeline(screen: screen, mode: .reduceMotion)
    #expect(reduced.transition?.isMotion == false)
    #expect(reduced.transition?.runsFor == FlowAnimation.defaultDuration)
  }
}

@Suite("Motion and timing rules")
struct MotionRuleTests {
  @Test func repeatingBounceWithoutFallbackIsTwoFindings() throws {
    let project = MotionProject(
      [
        title,
        #"{"id": "icon", "role": "image", "symbol": "hand.wave.fill", "label": {"literal": "Hello"},"#
          + #" "animations": [{"kind": "bounce", "trigger": "appear", "duration": 0.6, "repeat": "forever"}]}"#,
        button,
      ].joined(separator: ",\n"))
    let findings = try project.findings()
    #expect(findings.map(\.rule).sorted() == ["motion.autoplay-no-pause", "motion.no-reduced-fallback"])
    #expect(findings.allSatisfy { $0.screen == "s" && $0.element == "icon" && $0.severity == .error })
    #expect(findings.allSatisfy { $0.location?.line == 4 })
    let pause = try #require(findings.first { $0.rule == "motion.autoplay-no-pause" })
    #expect(pause.message.contains("plays by itself forever"))
  }

  @Test func staggeredRevealWithNoneFallbackIsClean() throws {
    let project = MotionProject(staggeredReveal(fallback: #", "reducedMotion": {"kind": "none"}"#))
    #expect(try project.rules() == [])
  }

  @Test func staggeredRevealWithoutFallback() throws {
    let project = MotionProject(staggeredReveal(fallback: ""))
    let findings = try project.findings()
    #expect(findings.filter { $0.rule == "motion.no-reduced-fallback" }.count == 4)
    // With Reduce Motion on, the button still slides in at 1.6 s and row 3 at 1.2 s.
    let reveals = findings.filter { $0.rule == "motion.reveal-hides-content" }
    #expect(reveals.map(\.element) == ["row.3", "go"])
    #expect(reveals.map(\.severity) == [.warning, .error])
  }

  @Test func slideFallbackStillMoves() throws {
    let project = MotionProject(
      [
        title,
        #"{"id": "row", "text": "body", "appears": {"at": 0.3}, "animations": [{"kind": "scale", "delay": 0.3,"#
          + #" "reducedMotion": {"kind": "slide", "duration": 0.2}}]}"#,
        button,
      ].joined(separator: ",\n"))
    let findings = try project.findings()
    #expect(findings.map(\.rule) == ["motion.fallback-still-moves"])
    #expect(findings.first?.message.contains("still moves (slide)") == true)
    #expect(findings.first?.location?.line == 4)
  }

  @Test func testimonialCarouselEvery3_4Seconds() throws {
    let carousel = """
      {"id": "testimonials", "role": "carousel", "children": "contain", "autoAdvance": {"after": 3.4},
       "elements": [
         {"id": "quote.1", "role": "text", "text": "quote.1"},
         {"id": "quote.2", "role": "text", "text": "quote.2"}]}
      """
    let english = """
      "title" = "Welcome";
      "go" = "Continue";
      "quote.1" = "“I finally write every day.” — Mara";
      "quote.2" = "“Two minutes, every night.” — Jun";

      """
    let german = """
      "title" = "Willkommen";
      "go" = "Weiter";
      "quote.1" = "„Endlich schreibe ich jeden Tag ein paar Zeilen, auch wenn ich müde bin.“ – Mara";
      "quote.2" = "„Zwei Minuten, jeden Abend.“ – Jun";

      """
    let japanese = """
      "title" = "ようこそ";
      "go" = "続ける";
      "quote.1" = "「やっと毎日書けるようになりました。」— マラ";
      "quote.2" = "「毎晩二分だけ。」— ジュン";

      """
    let project = MotionProject(
      [title, carousel, button].joined(separator: ",\n"),
      tables: ["en": english, "de": german, "ja": japanese])
    let findings = try project.findings()
    // Auto-updating content with no pause is WCAG 2.2.2 as well as 2.2.1.
    #expect(
      try project.rules() == [
        "motion.autoplay-no-pause", "timing.auto-advance", "timing.auto-advance-voiceover",
        "timing.too-fast@de",
      ])
    #expect(findings.allSatisfy { $0.element == "testimonials" && $0.location?.line == 4 })
    let fast = try #require(findings.first { $0.rule == "timing.too-fast" })
    #expect(fast.severity == .warning)
    #expect(fast.message.contains("advances every 3.4 s"))

    // A pause control answers WCAG 2.2.1; the German text is still too long for 3.4 s.
    let paused = MotionProject(
      [
        title,
        carousel.replacingOccurrences(of: #"{"after": 3.4}"#, with: #"{"after": 3.4, "userCanPause": true}"#),
        button,
      ]
      .joined(separator: ",\n"), tables: ["en": english, "de": german, "ja": japanese])
    #expect(try paused.rules() == ["timing.auto-advance-voiceover", "timing.too-fast@de"])
  }

  /// A carousel on a timer whose items slide in, with no pause: one finding, on the carousel,
  /// not one for the timer and one for the slide.
  @Test func aSlidingCarouselWithNoPauseIsOneFinding() throws {
    let carousel = """
      {"id": "perks", "role": "carousel", "children": "contain", "autoAdvance": {"after": 3},
       "elements": [
         {"id": "perk.1", "role": "text", "text": "title",
          "animations": [{"kind": "slide", "trigger": "loop", "duration": 0.5, "repeat": "forever"}]}]}
      """
    let project = MotionProject([title, carousel, button].joined(separator: ",\n"))
    let autoplay = try project.findings().filter { $0.rule == "motion.autoplay-no-pause" }
    #expect(autoplay.map(\.element) == ["perks"])
    // With a pause, neither the timer nor the slide is reported.
    let paused = MotionProject(
      [
        title,
        carousel.replacingOccurrences(of: #"{"after": 3}"#, with: #"{"after": 3, "userCanPause": true}"#),
        button,
      ]
      .joined(separator: ",\n"))
    #expect(
      try paused.findings().filter { $0.rule == "motion.autoplay-no-pause" }.map(\.element) == ["perk.1"])
  }

  @Test func screenAutoAdvanceIsReportedOnTheScreen() throws {
    let project = MotionProject(
      [title, button].joined(separator: ",\n"), screen: #", "autoAdvance": {"after": 1}"#)
    let findings = try project.findings()
    #expect(
      try project.rules() == ["timing.auto-advance", "timing.auto-advance-voiceover", "timing.too-fast@en"])
    #expect(findings.allSatisfy { $0.screen == "s" && $0.element == nil })
  }

  @Test func fourHertzFlash() throws {
    let project = MotionProject(
      [
        title,
        #"{"id": "badge", "text": "body", "animations": [{"kind": "flash", "trigger": "loop", "flashesPerSecond": 4,"#
          + #" "duration": 0.25, "repeat": 8, "reducedMotion": {"kind": "color"}}]}"#,
        button,
      ].joined(separator: ",\n"))
    let findings = try project.findings()
    #expect(findings.map(\.rule) == ["motion.flash"])
    #expect(findings.first?.message.contains("flashes 4 times a second") == true)
    // 8 × 0.25 s is 2 s: too short for motion.autoplay-no-pause, which needs more than 5 s.
  }

  @Test func ignoreListSilencesTheRuleOnTheElement() throws {
    let project = MotionProject(
      [
        title,
        #"{"id": "icon", "symbol": "star", "label": {"literal": "Star"}, "ignore": ["motion.no-reduced-fallback"],"#
          + #" "animations": [{"kind": "bounce", "duration": 0.6}]}"#,
        button,
      ].joined(separator: ",\n"))
    #expect(try project.rules() == [])
  }

  @Test func interactionWithoutFallbackIsAWarning() throws {
    let project = MotionProject(
      [
        title,
        #"{"id": "go", "role": "button", "text": "go", "actions": ["activate"],"#
          + #" "animations": [{"kind": "scale", "trigger": "interaction", "duration": 0.2}]}"#,
      ].joined(separator: ",\n"))
    let findings = try project.findings()
    #expect(findings.map(\.rule) == ["motion.no-reduced-fallback"])
    #expect(findings.first?.severity == .warning)
  }

  @Test func lateTitleWithoutReduceMotionIsAWarning() throws {
    let project = MotionProject(
      [
        #"{"id": "title", "role": "header", "text": "title", "appears": {"at": 0.4},"#
          + #" "animations": [{"kind": "fade", "delay": 0.4, "reducedMotion": {"kind": "none"}}]}"#,
        #"{"id": "go", "role": "button", "text": "go", "actions": ["activate"], "appears": {"at": 3.5},"#
          + #" "animations": [{"kind": "fade", "delay": 3.5, "reducedMotion": {"kind": "none"}}]}"#,
      ].joined(separator: ",\n"))
    let findings = try project.findings()
    #expect(findings.map(\.rule) == ["motion.reveal-hides-content", "motion.reveal-hides-content"])
    #expect(findings.map(\.element) == ["title", "go"])
    // Pointed at the fade that reveals each, not at the element.
    #expect(findings.allSatisfy { $0.severity == .warning && ($0.location?.column ?? 0) > 40 })
  }

  @Test func readingTimeModel() {
    #expect(ReadingTime().seconds("") == 0)
    // 10 words at 200 wpm: 3 s, plus 0.5 s.
    #expect(ReadingTime().seconds("one two three four five six seven eight nine ten.") == 3.5)
    // 8 characters at 400 per minute: 1.2 s, plus 0.5 s; punctuation is not read.
    #expect(abs(ReadingTime().seconds("毎日書いています。") - 1.7) < 1e-9)
    #expect(abs(ReadingTime().seconds("iPhoneで毎日") - (0.5 + 0.3 + 0.45)) < 1e-9)
  }

  /// A broken variant of the embedded example: one reveal loses its Reduce Motion fallback.
  @Test func brokenVariantOfTheExample() throws {
    let manifest = packageRoot + "/Locales/onboarding.json"
    let original = try String(contentsOfFile: manifest, encoding: .utf8)
    let broken = original.replacingOccurrences(
      of: #""delay": 0.6, "duration": 0.35,"# + "\n"
        + #"                         "reducedMotion": {"kind": "none"}}"#,
      with: #""delay": 0.6, "duration": 0.35}"#)
    #expect(broken != original)
    let folder = TemporaryFolder()
    folder.write("onboarding.json", broken)
    let result = runTool([
      folder.path, "--tables", packageRoot + "/Locales", "--flow", folder.path + "/onboarding.json",
    ])
    #expect(result.code == 1)
    #expect(result.out.contains("[motion.no-reduced-fallback]"))
    #expect(result.out.contains("the blur animation of \"feature.reminders\" on screen \"welcome\""))
  }
}

@Suite("voiceover --reduce-motion")
struct ReduceMotionTranscriptTests {
  private func project() -> MotionProject {
    MotionProject(staggeredReveal(fallback: #", "reducedMotion": {"kind": "none"}"#))
  }

  @Test func staggeredRevealAtItsTimesWithoutTheFlag() {
    let project = project()
    let result = runTool(["voiceover", "--flow", project.manifest])
    #expect(result.code == 0)
    #expect(
      result.out == """
        s · en (left to right)
          1  0.00 s  Welcome, heading
          2  0.40 s  Write a little every day.
          3  0.80 s  Write a little every day.
          4  1.20 s  Write a little every day.
          5  1.60 s  Continue, button

        """)
  }

  @Test func everyStopAtZeroWithTheFlag() {
    let project = project()
    let result = runTool(["voiceover", "--flow", project.manifest, "--reduce-motion"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        s · en (left to right, Reduce Motion)
          1  0.00 s  Welcome, heading
          2  0.00 s  Write a little every day.
          3  0.00 s  Write a little every day.
          4  0.00 s  Write a little every day.
          5  0.00 s  Continue, button

        """)
  }

  @Test func embeddedExampleUnderReduceMotion() {
    let result = runTool([
      "voiceover", "--flow", packageRoot + "/Locales/onboarding.json", "--screen", "welcome", "--locale",
      "de",
      "--reduce-motion",
    ])
    #expect(result.code == 0)
    let times = result.out.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[1] }
    #expect(times == Array(repeating: "0.00", count: 6))
  }

  @Test func helpNamesTheFlag() {
    #expect(runTool(["voiceover", "--help"]).out.contains("--reduce-motion"))
  }
}
