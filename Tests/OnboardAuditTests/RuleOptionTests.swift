import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// The rules' thresholds the config's `rules` sets (docs/ci.md, "Config file"): what they
/// change, the errors of a config that sets them wrong, and that `--rule` sets levels only.
@Suite("Rule options")
struct RuleOptionTests {
  /// A screen with three buttons of 40, 30 and 20 pt, far from each other and from the title.
  private func targets(config: String) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "onboarding.json",
      """
      {"formatVersion": 1, "app": "Ova", "sourceLocale": "en", "table": "Onboarding",
       "screens": [{"id": "s", "title": "title", "elements": [
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        {"id": "forty", "role": "button", "text": {"literal": "Forty"}, "frame": [32, 300, 40, 40], "actions": ["activate"]},
        {"id": "thirty", "role": "button", "text": {"literal": "Thirty"}, "frame": [200, 300, 30, 30], "actions": ["activate"]},
        {"id": "twenty", "role": "button", "text": {"literal": "Twenty"}, "frame": [300, 600, 20, 20], "actions": ["activate"]}
      ]}]}
      """)
    folder.write("en.lproj/Onboarding.strings", "\"title\" = \"Welcome\";\n\"go\" = \"Continue\";\n")
    folder.write("onboard-audit.json", config)
    return folder
  }

  /// The findings of a rule in a run of the tool on `folder`: element and severity.
  private func findings(_ rule: String, in folder: TemporaryFolder, _ arguments: [String] = []) throws
    -> [String]
  {
    let result = runTool([folder.path, "--format", "json", "--fail-on", "never"] + arguments)
    #expect(result.code == 0, "\(result.err)")
    let report = try JSONParser.parse(result.out)
    return (report["findings"]?.asArray ?? []).filter { $0["rule"]?.asString == rule }.map { finding in
      let subject = finding["element"]?.asString ?? finding["screen"]?.asString ?? "?"
      return "\(subject) \(finding["severity"]?.asString ?? "?")"
    }
  }

  // MARK: What options change

  @Test func aConfiguredMinimumChangesWhichTargetsAreReported() throws {
    let defaults = targets(config: "{}")
    #expect(
      try findings("target.size", in: defaults) == ["forty warning", "thirty warning", "twenty warning"])
    let smaller = targets(config: #"{"rules": {"target.size": {"minimum": 32}}}"#)
    #expect(try findings("target.size", in: smaller) == ["thirty warning", "twenty warning"])
    let result = runTool([smaller.path, "--fail-on", "never"])
    #expect(
      result.out.contains(
        "\"Thirty\" on screen \"s\" is 30×30 pt, hard to hit for people with tremors or large fingers; make its hit area at least 32×32 pt [target.size]"
      ))
  }

  /// Below WCAG's minimum a target is an error unless its spacing meets the exception, whose
  /// circle is as wide as that minimum: 30 pt circles around the 20 pt button meet nothing.
  @Test func aConfiguredWCAGMinimumChangesWhichTargetsAreErrors() throws {
    let stricter = targets(config: #"{"rules": {"target.size": {"wcagMinimum": 32}}}"#)
    #expect(
      try findings("target.size", in: stricter) == ["forty warning", "thirty warning", "twenty warning"])
    let result = runTool([stricter.path, "--fail-on", "never"])
    #expect(
      result.out.contains(
        "is 30×30 pt, hard to hit for people with tremors or large fingers (its spacing meets WCAG's 32 pt minimum); make its hit area at least 44×44 pt"
      ))
    // Two 30 pt buttons whose centers are 30 pt apart: each one's 32 pt circle meets the
    // other's, so neither meets the exception.
    let close = """
      {"formatVersion": 1, "app": "Ova", "sourceLocale": "en", "table": "Onboarding",
       "screens": [{"id": "s", "title": "title", "elements": [
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        {"id": "back", "role": "button", "text": {"literal": "Back"}, "frame": [200, 300, 30, 30],
         "actions": ["activate"]},
        {"id": "next", "role": "button", "text": {"literal": "Next"}, "frame": [230, 300, 30, 30],
         "actions": ["activate"]}
      ]}]}
      """
    let defaults = targets(config: "{}")
    defaults.write("onboarding.json", close)
    #expect(try findings("target.size", in: defaults) == ["back warning", "next warning"])
    stricter.write("onboarding.json", close)
    #expect(try findings("target.size", in: stricter) == ["back error", "next error"])
  }

  /// A testimonial carousel that changes every 3.4 s: its English quote takes 2 s to read
  /// at 200 words a minute, its German one 5 s.
  private func carousel(config: String) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "onboarding.json",
      """
      {"formatVersion": 1, "app": "Ova", "sourceLocale": "en", "table": "Onboarding",
       "screens": [{"id": "s", "title": "title", "elements": [
        {"id": "title", "role": "header", "text": "title"},
        {"id": "quotes", "role": "carousel", "children": "contain", "autoAdvance": {"after": 3.4},
         "elements": [{"id": "quote.1", "role": "text", "text": "quote"}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
      ]}]}
      """)
    folder.write(
      "en.lproj/Onboarding.strings",
      "\"title\" = \"Welcome\";\n\"go\" = \"Continue\";\n\"quote\" = \"I write every day now.\";\n")
    folder.write(
      "de.lproj/Onboarding.strings",
      """
      "title" = "Willkommen";
      "go" = "Weiter";
      "quote" = "Seit ich Ova benutze, schreibe ich wirklich jeden Abend ein paar Zeilen über meinen Tag.";

      """)
    folder.write("onboard-audit.json", config)
    return folder
  }

  /// The locales `timing.too-fast` reports the carousel in.
  private func tooFast(_ config: String) throws -> [String] {
    try tooFast(in: carousel(config: config))
  }

  private func tooFast(in folder: TemporaryFolder) throws -> [String] {
    let result = runTool([folder.path, "--format", "json", "--fail-on", "never"])
    let report = try JSONParser.parse(result.out)
    return (report["findings"]?.asArray ?? []).filter { $0["rule"]?.asString == "timing.too-fast" }
      .compactMap { $0["locale"]?.asString }.sorted()
  }

  @Test func aConfiguredReadingSpeedChangesTimingTooFast() throws {
    #expect(try tooFast("{}") == ["de"])
    // At 400 words a minute the German quote takes 2.75 s.
    #expect(try tooFast(#"{"rules": {"timing.too-fast": {"wordsPerMinute": 400}}}"#).isEmpty)
    // At 100, the English one takes 3.5 s.
    #expect(try tooFast(#"{"rules": {"timing.too-fast": {"wordsPerMinute": 100}}}"#) == ["de", "en"])
    // 2 s to notice the change and find the start make the English quote 3.5 s too.
    #expect(try tooFast(#"{"rules": {"timing.too-fast": {"overhead": 2}}}"#) == ["de", "en"])
    let slow = carousel(config: #"{"rules": {"timing.too-fast": {"wordsPerMinute": 100}}}"#)
    #expect(
      runTool([slow.path, "--fail-on", "never"]).out.contains(
        "in \"de\", \"quotes\" on screen \"s\" advances every 3.4 s, but its longest item takes about 9.5 s to read"
      ))
  }

  /// Chinese and Japanese are read by the character, at a speed of their own.
  @Test func aConfiguredCharacterSpeedChangesTimingTooFastInJapanese() throws {
    let folder = carousel(config: #"{"rules": {"timing.too-fast": {"wordsPerMinute": 400}}}"#)
    // 29 characters: 4.85 s at 400 a minute (with the 0.5 s), 2.68 s at 800.
    folder.write(
      "ja.lproj/Onboarding.strings",
      "\"quote\" = \"\(String(repeating: "毎日書いています", count: 3))毎日書いて\";\n")
    #expect(try tooFast(in: folder) == ["ja"])
    folder.write(
      "onboard-audit.json",
      #"{"rules": {"timing.too-fast": {"wordsPerMinute": 400, "charactersPerMinute": 800}}}"#)
    #expect(try tooFast(in: folder).isEmpty)
  }

  /// One screen `s` with `elements` (and `screen`'s other members), its English table and
  /// `config`.
  private func screen(_ elements: String, screen: String = "", config: String) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "onboarding.json",
      """
      {"formatVersion": 1, "app": "Ova", "sourceLocale": "en", "table": "Onboarding",
       "screens": [{"id": "s", "title": "title"\(screen), "elements": [\(elements)]}]}
      """)
    folder.write(
      "en.lproj/Onboarding.strings",
      "\"title\" = \"Welcome\";\n\"body\" = \"Write a little every day.\";\n\"go\" = \"Continue\";\n")
    folder.write("onboard-audit.json", config)
    return folder
  }

  /// An icon that bounces for 6.4 s, and a screen that moves on after 8 s.
  private static let playing = """
    {"id": "title", "role": "header", "text": "title"},
    {"id": "icon", "role": "image", "symbol": "sparkles", "label": {"literal": "Sparkles"},
     "animations": [{"kind": "bounce", "trigger": "loop", "duration": 0.8, "repeat": 8,
                     "reducedMotion": {"kind": "none"}}]},
    {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
    """

  @Test func aConfiguredLimitChangesWhatPlaysTooLong() throws {
    let autoAdvance = #", "autoAdvance": {"after": 8}"#
    let defaults = screen(Self.playing, screen: autoAdvance, config: "{}")
    #expect(try findings("motion.autoplay-no-pause", in: defaults) == ["s error", "icon error"])
    let longer = screen(
      Self.playing, screen: autoAdvance,
      config: #"{"rules": {"motion.autoplay-no-pause": {"maximumSeconds": 7}}}"#)
    #expect(try findings("motion.autoplay-no-pause", in: longer) == ["s error"])
    let shorter = screen(
      Self.playing, screen: #", "autoAdvance": {"after": 4}"#,
      config: #"{"rules": {"motion.autoplay-no-pause": {"maximumSeconds": 3}}}"#)
    #expect(try findings("motion.autoplay-no-pause", in: shorter) == ["s error", "icon error"])
    #expect(
      runTool([shorter.path, "--fail-on", "never"]).out.contains(
        "the bounce animation of \"icon\" on screen \"s\" plays by itself for 6.4 s with no way to pause it, pulling the eye away from the text; stop it within 3 s or offer a pause control (userCanPause)"
      ))
  }

  /// A row that a Reduce Motion fallback shows at 1.5 s, and a primary action that appears
  /// at 2 s with the setting off (at once with it on).
  private static let revealed = """
    {"id": "title", "role": "header", "text": "title"},
    {"id": "row", "role": "text", "text": "body", "appears": {"at": 0.5},
     "animations": [{"kind": "slide", "delay": 0.5, "duration": 0.4,
                     "reducedMotion": {"kind": "fade", "delay": 1.5, "duration": 0.3}}]},
    {"id": "go", "role": "button", "text": "go", "actions": ["activate"], "appears": {"at": 2},
     "animations": [{"kind": "slide", "delay": 2, "duration": 0.4, "reducedMotion": {"kind": "none"}}]}
    """

  @Test func configuredTimesChangeWhichRevealsAreLate() throws {
    let primary = #", "primaryAction": "go""#
    let defaults = screen(Self.revealed, screen: primary, config: "{}")
    #expect(try findings("motion.reveal-hides-content", in: defaults) == ["row warning"])
    let configured = screen(
      Self.revealed, screen: primary,
      config:
        #"{"rules": {"motion.reveal-hides-content": {"contentSeconds": 2, "primaryActionSeconds": 1.5}}}"#)
    #expect(try findings("motion.reveal-hides-content", in: configured) == ["go warning"])
    #expect(
      runTool([configured.path, "--fail-on", "never"]).out.contains(
        "the screen reader reaches the primary action \"go\" of screen \"s\" only after 2 s, later than 1.5 s;"
      ))
  }

  /// `key.unused` for a table of 30 keys of which a view shows the first 2, with `listedAtMost`.
  private func unusedKeys(listedAtMost: Int?) -> [Finding] {
    let folder = TemporaryFolder()
    folder.write(
      "WelcomeView.swift",
      """
      import SwiftUI

      struct WelcomeView: View {
        var body: some View {
          VStack {
            Text("k0")
            Text("k1")
          }
        }
      }
      """)
    folder.write(
      "en.lproj/Localizable.strings", (0..<30).map { "\"k\($0)\" = \"Text \($0)\";\n" }.joined())
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.sources = [folder.path]
    if let listedAtMost { settings.ruleOptions[KeyUnusedRule.listedAtMost] = Double(listedAtMost) }
    return Audit.run(settings).findings.filter { $0.rule == "key.unused" }
  }

  @Test func aConfiguredListChangesWhenUnusedKeysAreOneFinding() {
    #expect(unusedKeys(listedAtMost: nil).map(\.keys.count) == [28])
    #expect(unusedKeys(listedAtMost: 27).map(\.keys.count) == [28])
    #expect(unusedKeys(listedAtMost: 28).map(\.key) == (2..<30).map { "k\($0)" })
  }

  /// `text.script-mismatch` for a Kurdish folder of 14 values, `arabic` of them in Arabic
  /// script.
  private func scriptFindings(arabic: Int, wholeLocaleMinimum: Int?) -> [Finding] {
    let folder = TemporaryFolder()
    var source = "<resources>\n"
    var kurdish = "<resources>\n"
    for index in 0..<14 {
      source += "<string name=\"s\(index)\">Open the list number \(index) now</string>\n"
      kurdish +=
        index < arabic
        ? "<string name=\"s\(index)\">لیستی ژمارە \(index) بکەرەوە ئێستا</string>\n"
        : "<string name=\"s\(index)\">Lîsteya hejmar \(index) niha veke</string>\n"
    }
    folder.write("res/values/strings.xml", source + "</resources>\n")
    folder.write("res/values-ku/strings.xml", kurdish + "</resources>\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    if let wholeLocaleMinimum {
      settings.ruleOptions[TextScriptMismatchRule.wholeLocaleMinimum] = Double(wholeLocaleMinimum)
    }
    return Audit.run(settings).findings.filter { $0.rule == "text.script-mismatch" }
  }

  @Test func aConfiguredMinimumChangesWhenALocaleInAnotherScriptIsOneFinding() {
    // 8 of 14 is half the locale or more, but fewer than 10.
    #expect(scriptFindings(arabic: 8, wholeLocaleMinimum: nil).count == 8)
    let grouped = scriptFindings(arabic: 8, wholeLocaleMinimum: 8)
    #expect(grouped.map(\.keys.count) == [8])
    #expect(
      grouped.first?.message.hasPrefix("8 of 14 values of \"res/strings\" in \"ku\" are written in Arab")
        == true)
    #expect(scriptFindings(arabic: 12, wholeLocaleMinimum: nil).count == 1)
    #expect(scriptFindings(arabic: 12, wholeLocaleMinimum: 13).count == 12)
  }

  /// "Write a little every day." (25 characters) on one line of `width` pt at 20 pt.
  private func oneLine(width: Int, config: String) -> TemporaryFolder {
    screen(
      """
      {"id": "title", "role": "header", "text": "title"},
      {"id": "body", "role": "text", "text": "body", "maxLines": 1, "width": \(width), "fontSize": 20},
      {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
      """, config: config)
  }

  @Test func aConfiguredCharacterWidthChangesWhichTextsAreTooLong() throws {
    // Half an em (10 pt) a character: 250 pt for the text.
    #expect(try findings("text.length", in: oneLine(width: 150, config: "{}")) == ["body warning"])
    #expect(try findings("text.length", in: oneLine(width: 260, config: "{}")).isEmpty)
    let narrow = #"{"rules": {"text.length": {"characterWidth": 0.25}}}"#
    #expect(try findings("text.length", in: oneLine(width: 150, config: narrow)).isEmpty)
    let wide = #"{"rules": {"text.length": {"characterWidth": 0.6}}}"#
    let tooLong = oneLine(width: 260, config: wide)
    #expect(try findings("text.length", in: tooLong) == ["body warning"])
    #expect(
      runTool([tooLong.path, "--fail-on", "never"]).out.contains(
        "the text \"Write a little every day.\" of \"Write a little every day.\" in \"en\" takes about 2 lines at 260 pt, more than its maxLines 1"
      ))
  }

  /// East Asian wide characters stay an em wide whatever the others' width.
  @Test func wideCharactersKeepTheirWidth() {
    for width in [0.25, 0.5, 0.6, 1.2] {
      #expect(TextWrapping.lines("ようこそ", width: 80, fontSize: 20, characterWidth: width) == 1)
      #expect(TextWrapping.lines("ようこそ", width: 79, fontSize: 20, characterWidth: width) == 2)
    }
    #expect(TextWrapping.lines("Write a little every day.", width: 150, fontSize: 20) == 2)
    #expect(
      TextWrapping.lines("Write a little every day.", width: 150, fontSize: 20, characterWidth: 0.25) == 1)
  }

  // MARK: Levels and flags

  @Test func aLevelAloneIsStillALevel() throws {
    let config = try read(#"{"rules": {"target.size": "error"}}"#)
    #expect(config.rules == ["target.size": .severity(.error)])
    #expect(config.ruleOptions.isEmpty)
    let folder = targets(config: #"{"rules": {"target.size": "error"}}"#)
    #expect(try findings("target.size", in: folder) == ["forty error", "thirty error", "twenty error"])
  }

  @Test func anObjectSetsALevelOptionsOrBoth() throws {
    let both = try read(#"{"rules": {"target.size": {"level": "error", "minimum": 40, "wcagMinimum": 20}}}"#)
    #expect(both.rules == ["target.size": .severity(.error)])
    #expect(both.ruleOptions[TargetSizeRule.minimum] == 40)
    #expect(both.ruleOptions[TargetSizeRule.wcagMinimum] == 20)
    let optionsOnly = try read(#"{"rules": {"target.size": {"minimum": 40}}}"#)
    #expect(optionsOnly.rules.isEmpty)
    #expect(optionsOnly.ruleOptions[TargetSizeRule.minimum] == 40)
    #expect(optionsOnly.ruleOptions[TargetSizeRule.wcagMinimum] == 24)
    let levelOnly = try read(#"{"rules": {"target.size": {"level": "off"}}}"#)
    #expect(levelOnly.rules == ["target.size": .off])
    #expect(levelOnly.ruleOptions.isEmpty)
  }

  /// `--rule ID=LEVEL` wins over the config's level; the config's options still apply.
  @Test func theRuleFlagWinsOverTheConfigsLevelAndKeepsItsOptions() throws {
    let folder = targets(config: #"{"rules": {"target.size": {"level": "note", "minimum": 32}}}"#)
    #expect(try findings("target.size", in: folder) == ["thirty note", "twenty note"])
    #expect(
      try findings("target.size", in: folder, ["--rule", "target.size=error"]) == [
        "thirty error", "twenty error",
      ])
    #expect(try findings("target.size", in: folder, ["--rule", "target.size=off"]).isEmpty)
  }

  /// Options come from the config alone: `--rule` names a rule and a level.
  @Test func theRuleFlagSetsNoOption() {
    let folder = targets(config: "{}")
    let result = runTool([folder.path, "--rule", "target.size.minimum=32"])
    #expect(result.code == 2)
    #expect(
      result.err.hasPrefix(
        "Error: The value 'target.size.minimum=32' is invalid for '--rule <id=level>': 'minimum' is an option of 'target.size': set it in the config's rules (--rule sets a level)"
      ))
  }

  // MARK: Errors

  /// A config, and the error it stops the run with: place, JSON path and message.
  struct ConfigError: Sendable, CustomTestStringConvertible {
    var config: String
    var error: String
    var testDescription: String { error }
  }

  static let errors = [
    ConfigError(
      config: #"{"rules": {"target.sise": {"minimum": 40}}}"#,
      error: "1:12: unknown rule 'target.sise' at rules; did you mean 'target.size'?"),
    ConfigError(
      config: #"{"rules": {"target.size": {"minimun": 40}}}"#,
      error: "1:28: unknown option 'minimun' at rules.target.size; did you mean 'minimum'?"),
    ConfigError(
      config: #"{"rules": {"target.size": {"color": 40}}}"#,
      error: "1:28: unknown option 'color' at rules.target.size (options: level, minimum, wcagMinimum)"),
    ConfigError(
      config: #"{"rules": {"key.missing": {"minimum": 1}}}"#,
      error: "1:28: unknown option 'minimum' at rules.key.missing (options: level)"),
    ConfigError(
      config: #"{"rules": {"target.size": {"minimum": "44"}}}"#,
      error: "1:39: expected a number at rules.target.size.minimum, found a string"),
    ConfigError(
      config: #"{"rules": {"target.size": {"minimum": 300}}}"#,
      error: "1:39: rules.target.size.minimum must be from 1 to 200, not 300"),
    ConfigError(
      config: #"{"rules": {"target.size": {"wcagMinimum": 0.5}}}"#,
      error: "1:43: rules.target.size.wcagMinimum must be from 1 to 200, not 0.5"),
    ConfigError(
      config: #"{"rules": {"key.unused": {"listedAtMost": 2.5}}}"#,
      error: "1:43: expected a whole number at rules.key.unused.listedAtMost, found a number"),
    ConfigError(
      config: #"{"rules": {"key.unused": {"listedAtMost": -1}}}"#,
      error: "1:43: rules.key.unused.listedAtMost must be from 0 to 1000000, not -1"),
    ConfigError(
      config: #"{"rules": {"target.size": {"level": "warn"}}}"#,
      error: "1:37: 'warn' is not a level at rules.target.size.level (values: error, warning, note, off)"),
    ConfigError(
      config: #"{"rules": {"target.size": {"levl": "error"}}}"#,
      error: "1:28: unknown option 'levl' at rules.target.size; did you mean 'level'?"),
    ConfigError(
      config: #"{"rules": {"target.size": 44}}"#,
      error: "1:27: expected a level or an object at rules.target.size, found a number"),
    ConfigError(
      config: #"{"rules": {"target.size": "big"}}"#,
      error: "1:27: 'big' is not a level at rules.target.size (values: error, warning, note, off)"),
  ]

  @Test(arguments: errors)
  func aConfigErrorNamesItsPathAndPlace(_ example: ConfigError) {
    #expect(throws: AuditError.self) { try read(example.config) }
    do {
      _ = try read(example.config)
    } catch {
      #expect(error.description == "onboard-audit.json:" + example.error)
    }
  }

  /// The tool stops with exit 2 and the error, as for the config's other keys.
  @Test func theToolStopsOnAnOptionsError() {
    let folder = targets(config: "{\n  \"rules\": {\n    \"target.size\": {\"minimum\": 300}\n  }\n}\n")
    let result = runTool([folder.path])
    #expect(result.code == 2)
    #expect(
      result.err
        == "Error: invalid configuration: \(folder.path)/onboard-audit.json:3:32: rules.target.size.minimum must be from 1 to 200, not 300\n"
    )
  }

  // MARK: The catalog

  /// `onboard-audit rules` lists every option with its default, range and meaning, in each
  /// format (and so docs/rules.md, which is the Markdown).
  @Test func theCatalogListsEveryOptionWithItsDefault() throws {
    let text = runTool(["rules"]).out
    #expect(
      text.contains(
        """
          Options (the config's rules):
            minimum = 44 (number, 1 to 200): The side, in points, below which an actionable frame is reported (Apple's 44 pt)
            wcagMinimum = 24 (number, 1 to 200): The side, in points, below which a frame is an error unless spaced as WCAG 2.5.8 allows (WCAG's 24 pt)

        """))
    let markdown = runTool(["rules", "--format", "markdown"]).out
    #expect(
      markdown.contains(
        """
        Options, set in the config's `rules` as `"target.size": {"minimum": 44}`:

        | option | type | default | range | meaning |
        | --- | --- | --- | --- | --- |
        | `minimum` | number | 44 | 1 to 200 | The side, in points, below which an actionable frame is reported (Apple's 44 pt) |
        | `wcagMinimum` | number | 24 | 1 to 200 | The side, in points, below which a frame is an error unless spaced as WCAG 2.5.8 allows (WCAG's 24 pt) |

        """))
    let json = try JSONParser.parse(runTool(["rules", "--format", "json"]).out)
    let rules = try #require(json["rules"]?.asArray)
    for rule in RuleCatalog.descriptions {
      let listed = try #require(rules.first { $0["id"]?.asString == rule.id }?["options"]?.asArray)
      #expect(listed.map { $0["name"]?.asString } == rule.options.map(\.name), "\(rule.id)")
      for (item, option) in zip(listed, rule.options) {
        #expect(
          text.contains("    \(option.name) = \(RuleOption.text(option.defaultValue)) ("), "\(option.path)")
        #expect(markdown.contains("| `\(option.name)` | \(option.kind.rawValue) | "), "\(option.path)")
        #expect(item["type"]?.asString == option.kind.rawValue)
        #expect(item["default"]?.asDouble == option.defaultValue)
        #expect(item["minimum"]?.asDouble == option.range.lowerBound)
        #expect(item["maximum"]?.asDouble == option.range.upperBound)
        #expect(item["meaning"]?.asString == option.meaning)
      }
    }
  }

  /// docs/ci.md's config section has a row for each rule with options, naming each option
  /// with its default.
  @Test func theConfigPageListsEveryOption() throws {
    let page = try String(contentsOfFile: packageRoot + "/docs/ci.md", encoding: .utf8)
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("` (") }
    var expected: [String] = []
    for rule in RuleCatalog.descriptions where !rule.options.isEmpty {
      let options = rule.options.map { "`\($0.name)` (\(RuleOption.text($0.defaultValue)))" }
      expected.append("| `\(rule.id)` | \(options.joined(separator: ", ")) |")
    }
    #expect(rows.map(String.init) == expected)
  }

  /// SARIF's rule metadata carries the options' defaults as its configuration's parameters.
  @Test func sarifGivesTheOptionsDefaultsAsParameters() throws {
    let log = try JSONParser.parse(SARIFReporter.driver())
    let rules = try #require(log["rules"]?.asArray)
    let target = try #require(rules.first { $0["id"]?.asString == "target.size" })
    let configuration = try #require(target["defaultConfiguration"])
    #expect(configuration["level"]?.asString == "warning")
    #expect(configuration["parameters"]?["minimum"]?.asDouble == 44)
    #expect(configuration["parameters"]?["wcagMinimum"]?.asDouble == 24)
    let missing = try #require(rules.first { $0["id"]?.asString == "key.missing" })
    #expect(missing["defaultConfiguration"]?["parameters"] == nil)
  }

  // MARK: Declarations

  /// Each option is declared once, with its rule: a name of its own that is not `level`, and
  /// a default within its range (a whole number for an integer).
  @Test func everyOptionIsDeclaredWithItsRule() {
    for rule in RuleCatalog.descriptions {
      var names: Set<String> = ["level"]
      for option in rule.options {
        #expect(option.rule == rule.id, "\(option.path)")
        #expect(names.insert(option.name).inserted, "\(option.path) is declared twice, or named level")
        #expect(option.range.contains(option.defaultValue), "\(option.path)")
        #expect(!option.meaning.isEmpty && !option.meaning.contains("\n"), "\(option.path)")
        if option.kind == .integer {
          #expect(Double(Int(option.defaultValue)) == option.defaultValue, "\(option.path)")
        }
      }
    }
    #expect(RuleCatalog.options.count == RuleCatalog.descriptions.map(\.options.count).reduce(0, +))
  }

  private func read(_ json: String) throws(AuditError) -> ConfigFile {
    let root = try JSONParser.parse(Array(json.utf8))
    var reader = ConfigReader(
      file: "onboard-audit.json", folder: ".", ruleIDs: RuleCatalog.ids, ruleOptions: RuleCatalog.options)
    return try reader.read(root)
  }
}
