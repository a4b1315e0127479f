import Foundation
import Testing

@testable import OnboardAudit

/// Suppressions written where the finding is (docs/ci.md, "Suppressions"): each form covers
/// what it stands before, the finding is reported as suppressed with its reason and fails no
/// run, and a suppression that covers nothing is a `suppression.unused` note.
@Suite("Suppressions in the sources and tables")
struct SuppressionTests {
  static let source =
    "\"title\" = \"Welcome\";\n\"body\" = \"Start here\";\n\"brand\" = \"Ova Studio Pro\";\n"

  /// The audit of a folder: its tables, and its Swift sources when it has any.
  private func audit(_ folder: TemporaryFolder, sources: Bool = false, rules: [String: RuleLevel] = [:])
    -> AuditResult
  {
    var settings = AuditSettings()
    settings.tables = [folder.path]
    if sources { settings.sources = [folder.path] }
    settings.ruleLevels = rules
    return Audit.run(settings)
  }

  /// "rule file:line reason" for each suppressed finding, and "rule file:line" for the others.
  private func summary(_ result: AuditResult, _ folder: TemporaryFolder, rules: Set<String>) -> [String] {
    result.findings.filter { rules.contains($0.rule) }.map { finding in
      let file = (finding.location?.file ?? "").replacingOccurrences(of: folder.path + "/", with: "")
      let place = "\(finding.rule) \(finding.locale ?? "-") \(file):\(finding.lineNumber)"
      guard let suppression = finding.suppression else { return place }
      return place + " suppressed" + (suppression.reason.map { " (\($0))" } ?? "")
    }
  }

  // MARK: Tables

  /// A comment before a translation's entry covers that entry in that locale.
  @Test func aStringsCommentBeforeAnEntry() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/L.strings", Self.source)
    folder.write(
      "de.lproj/L.strings",
      "\"title\" = \"Willkommen\";\n\"body\" = \"Hier beginnen\";\n/* onboard-audit:ignore value.untranslated -- the product's name */\n\"brand\" = \"Ova Studio Pro\";\n"
    )
    folder.write(
      "fr.lproj/L.strings",
      "\"title\" = \"Bienvenue\";\n\"body\" = \"Commencer\";\n\"brand\" = \"Ova Studio Pro\";\n")
    let result = audit(folder)
    #expect(
      summary(result, folder, rules: ["value.untranslated"]) == [
        "value.untranslated de de.lproj/L.strings:4 suppressed (the product's name)",
        "value.untranslated fr fr.lproj/L.strings:3",
      ])
    #expect(result.suppressedCount == 1)
    #expect(result.count(.warning) == 1)
  }

  /// A comment at the end of an entry's line is that entry's, not the next one's.
  @Test func aStringsCommentAtTheEndOfTheLine() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/L.strings", Self.source)
    folder.write(
      "de.lproj/L.strings",
      "\"title\" = \"Willkommen\";\n\"brand\" = \"Ova Studio Pro\"; // onboard-audit:ignore value.untranslated\n\"body\" = \"Start here\";\n"
    )
    let result = audit(folder)
    #expect(
      summary(result, folder, rules: ["value.untranslated"]) == [
        "value.untranslated de de.lproj/L.strings:2 suppressed",
        "value.untranslated de de.lproj/L.strings:3",
      ])
  }

  /// In the source table, a suppression covers the key in every locale: the keys it covers
  /// leave the locale's `key.missing` and are a finding of their own, suppressed.
  @Test func aSourceCommentCoversEveryLocale() {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/L.strings",
      "\"title\" = \"Welcome\";\n/* onboard-audit:ignore key.missing -- the German and French launch skip it */\n\"body\" = \"Start here\";\n\"cta\" = \"Go\";\n"
    )
    folder.write("de.lproj/L.strings", "\"title\" = \"Willkommen\";\n")
    folder.write("fr.lproj/L.strings", "\"title\" = \"Bienvenue\";\n\"cta\" = \"Allez\";\n")
    let result = audit(folder)
    let missing = result.findings.filter { $0.rule == "key.missing" }
    #expect(missing.count == 3)
    let suppressed = missing.filter(\.isSuppressed)
    #expect(suppressed.map(\.keys) == [["body"], ["body"]])
    #expect(suppressed.map(\.locale) == ["de", "fr"])
    let german = missing.first { $0.locale == "de" && !$0.isSuppressed }
    #expect(german?.keys == ["cta"])
    #expect(
      german?.message
        == "de lacks 1 of 3 keys of \"L\": \"cta\"; 1 more key is missing, reported apart; the other key is translated (33 %)"
    )
  }

  /// `.stringsdict`, String Catalogs and XLIFF carry the directive in their own comments.
  @Test func stringsdictCatalogAndXLIFFComments() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/P.strings", "\"files\" = \"Files\";\n")
    folder.write(
      "en.lproj/P.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <!-- onboard-audit:ignore key.missing - only in English for now -->
      <key>count</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
      </dict></plist>
      """)
    folder.write("de.lproj/P.strings", "\"files\" = \"Dateien\";\n")
    folder.write(
      "Catalog.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Ova": {"comment": "The app's name. onboard-audit:ignore value.untranslated -- a brand", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Ova"}},
          "de": {"stringUnit": {"state": "translated", "value": "Ova"}}}}}}
      """)
    folder.write(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
      <file original="X.strings" source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="done"><source>Done</source><target state="translated">Done</target>
      <note>onboard-audit:ignore value.untranslated -- German uses the English word</note></trans-unit>
      </body></file></xliff>
      """)
    let result = audit(folder)
    let suppressed = result.findings.filter(\.isSuppressed).map {
      "\($0.rule) \($0.table ?? "") \($0.key ?? $0.keys.joined())"
    }
    #expect(
      suppressed.sorted() == [
        "key.missing P count", "value.untranslated Catalog Ova", "value.untranslated X done",
      ])
    #expect(result.findings.filter { !$0.isSuppressed && $0.severity != .note }.isEmpty)
  }

  /// Android Lint's `tools:ignore`, on a resource or the file's root, with its issue ids
  /// mapped to rules; ids with no rule of ours stand for none, and are not judged.
  @Test func androidToolsIgnore() {
    let folder = TemporaryFolder()
    folder.write(
      "res/values/strings.xml",
      """
      <?xml version="1.0" encoding="utf-8"?>
      <resources xmlns:tools="http://schemas.android.com/tools">
          <string name="title">Welcome</string>
          <string name="body" tools:ignore="MissingTranslation">Start here</string>
          <string name="extra" tools:ignore="PluralsCandidate,Typos">Extra</string>
          <string name="stale" tools:ignore="MissingTranslation">Everywhere</string>
      </resources>
      """)
    folder.write(
      "res/values-de/strings.xml",
      "<resources><string name=\"title\">Willkommen</string><string name=\"stale\">Überall</string></resources>"
    )
    folder.write(
      "res/values-fr/strings.xml",
      """
      <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">
        <string name="title">Bienvenue</string>
      </resources>
      """)
    let result = audit(folder)
    let missing = result.findings.filter { $0.rule == "key.missing" }
    // A key marked in the source is required of no locale: no finding, suppressed or not.
    #expect(missing.filter { !$0.isSuppressed }.map { "\($0.locale ?? "") \($0.keys)" } == ["de [\"extra\"]"])
    // What the root's `tools:ignore` covers in French is one finding, as the locale's would be.
    #expect(missing.filter(\.isSuppressed).map { "\($0.locale ?? "") \($0.keys)" } == ["fr [\"extra\"]"])
    #expect(result.findings.contains { $0.rule == "suppression.unused" } == false)
    #expect(
      AndroidLintIssues.rules(for: "StringFormatMatches, UnusedResources,Typos") == [
        "format.mismatch", "key.unused",
      ])
    #expect(
      AndroidLintIssues.rules(for: "ExtraTranslation,StringFormatInvalid,StringFormatCount") == [
        "key.obsolete", "format.invalid", "format.mismatch",
      ])
    #expect(AndroidLintIssues.rules(for: "all") == ["all"])
    #expect(AndroidLintIssues.rules(for: "PluralsCandidate").isEmpty)
  }

  // MARK: Swift

  static let view = """
    import SwiftUI

    struct WelcomeView: View {
      var body: some View {
        VStack {
          Text("title")
            // onboard-audit:ignore struct.title-not-header -- marketing wants the big type
            .font(.largeTitle)
          // onboard-audit:ignore label.unresolved -- added to the tables next sprint
          Text("subtitle")
          Text("footer") // onboard-audit:ignore label.unresolved
          Text("legal")
        }
      }
    }

    """

  /// Before an element, before one of its modifiers, at the end of its line; the element
  /// after them is not covered.
  @Test func swiftCommentsCoverTheElementTheyStandBefore() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Localizable.strings", "\"title\" = \"Welcome\";\n")
    folder.write("Views/WelcomeView.swift", Self.view)
    let result = audit(folder, sources: true)
    #expect(
      summary(result, folder, rules: ["struct.title-not-header", "label.unresolved"]) == [
        "struct.title-not-header - Views/WelcomeView.swift:6 suppressed (marketing wants the big type)",
        "label.unresolved en Views/WelcomeView.swift:10 suppressed (added to the tables next sprint)",
        "label.unresolved en Views/WelcomeView.swift:11 suppressed",
        "label.unresolved en Views/WelcomeView.swift:12",
      ])
    #expect(!result.findings.contains { $0.rule == "suppression.unused" })
  }

  /// `ignore-file` covers the whole file.
  @Test func swiftIgnoreFile() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Localizable.strings", "\"title\" = \"Welcome\";\n")
    folder.write(
      "Views/WelcomeView.swift", "// onboard-audit:ignore-file label.unresolved -- a prototype\n" + Self.view)
    let result = audit(folder, sources: true)
    let unresolved = result.findings.filter { $0.rule == "label.unresolved" }
    #expect(unresolved.count == 3)
    #expect(unresolved.allSatisfy { $0.suppression?.reason == "a prototype" })
  }

  // MARK: Stale suppressions

  /// One that covers nothing, one that names no rule of ours, one that names none, one
  /// that stands before no entry: each a note at its place; one of a rule turned off, none.
  @Test func staleSuppressionsAreNotes() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/L.strings", Self.source)
    folder.write(
      "de.lproj/L.strings",
      """
      /* onboard-audit:ignore value.untranslated */
      "title" = "Willkommen";
      /* onboard-audit:ignore value.untranslatd -- a typo */
      "body" = "Hier beginnen";
      /* onboard-audit:ignore */
      "brand" = "Ova Studio";
      /* onboard-audit:ignore text.length */
      "cta" = "x";
      // onboard-audit:ignore key.obsolete

      """)
    let result = audit(folder, rules: ["text.length": .off])
    let notes = result.findings.filter { $0.rule == "suppression.unused" }.map {
      "\($0.lineNumber): \($0.message)"
    }
    #expect(
      notes == [
        "1: \"onboard-audit:ignore value.untranslated\" suppresses no finding: nothing it covers has such a finding; remove it, or move it to where the finding is",
        "3: \"onboard-audit:ignore value.untranslatd -- a typo\" names no rule of onboard-audit: \"value.untranslatd\"; did you mean \"value.untranslated\"?",
        "5: \"onboard-audit:ignore\" names no rule; write the ids of the rules it suppresses, as in \"onboard-audit:ignore key.missing -- why\"",
        "9: \"onboard-audit:ignore key.obsolete\" suppresses no finding: it stands before no entry; remove it, or move it to where the finding is",
      ])
    #expect(result.findings.allSatisfy { $0.rule != "suppression.unused" || $0.severity == .note })
  }

  // MARK: Reports and verdict

  /// A project whose only error is suppressed: exit 0, the finding in JSON and SARIF with
  /// its reason, skipped in JUnit, left out of the diagnostics and counted in the summary.
  @Test func suppressedFindingsInEveryReport() throws {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/L.strings",
      "\"title\" = \"Welcome\";\n// onboard-audit:ignore key.missing -- shipped in 2.0\n\"body\" = \"Start\";\n"
    )
    folder.write("de.lproj/L.strings", "\"title\" = \"Willkommen\";\n")
    let reports = folder.path + "/r"
    let run = runTool([
      "--tables", folder.path, "--format", "xcode", "--json", reports + "/a.json", "--sarif",
      reports + "/a.sarif",
      "--junit", reports + "/a.xml", "--markdown", reports + "/a.md",
    ])
    #expect(run.code == 0)
    #expect(
      run.out
        == "onboard-audit: 0 errors, 0 warnings, 0 notes in 2 locales (2 files); 1 suppressed where it is\n")
    let json = try JSONParser.parse(String(contentsOfFile: reports + "/a.json", encoding: .utf8))
    #expect(json["summary"]?["errors"]?.asInt == 0)
    #expect(json["summary"]?["suppressed"]?.asInt == 1)
    let finding = json["findings"]?.asArray?.first
    #expect(finding?["rule"]?.asString == "key.missing")
    #expect(finding?["suppressed"]?["kind"]?.asString == "inSource")
    #expect(finding?["suppressed"]?["reason"]?.asString == "shipped in 2.0")
    let sarif = try JSONParser.parse(String(contentsOfFile: reports + "/a.sarif", encoding: .utf8))
    let suppression = sarif["runs"]?.asArray?.first?["results"]?.asArray?.first?["suppressions"]?.asArray?
      .first
    #expect(suppression?["kind"]?.asString == "inSource")
    #expect(suppression?["justification"]?.asString == "shipped in 2.0")
    let junit = try String(contentsOfFile: reports + "/a.xml", encoding: .utf8)
    #expect(
      junit.contains("<skipped message=\"suppressed in the source (shipped in 2.0): de lacks 1 of 2 keys"))
    let markdown = try String(contentsOfFile: reports + "/a.md", encoding: .utf8)
    #expect(markdown.contains("| de | 1 of 2 | 1 | 0 | 50.0 % | 0 | 0 | 0 |"))
    #expect(markdown.contains("(`key.missing`) — suppressed in the source: `shipped in 2.0`\n"))
    try expectValidReports(["--junit", reports + "/a.xml", "--sarif", reports + "/a.sarif"])
  }

  /// A baseline written from a run leaves suppressed findings out: they are accepted already.
  @Test func theBaselineLeavesSuppressedFindingsOut() {
    let finding = Finding(
      rule: "key.missing", severity: .error, message: "m", locale: "de", table: "L", key: "a")
    var suppressed = finding
    suppressed.key = "b"
    suppressed.suppression = SuppressionMark(reason: nil)
    let baseline = Baseline(findings: [finding, suppressed])
    #expect(baseline.counts.values.reduce(0, +) == 1)
  }

  /// An XML comment at the end of an entry's line is that entry's; one before an entry on its
  /// line is that entry's too; neither reaches the next entry.
  @Test func anXMLCommentIsTheEntrysOnItsLine() {
    let folder = TemporaryFolder()
    folder.write(
      "res/values/strings.xml",
      "<resources>\n<string name=\"title\">Welcome</string>\n<string name=\"brand\">Acme Cloud</string>\n<string name=\"tag\">Acme Go</string>\n</resources>\n"
    )
    folder.write(
      "res/values-de/strings.xml",
      """
      <resources>
      <string name="title">Willkommen</string> <!-- onboard-audit:ignore value.untranslated - checked -->
      <string name="brand">Acme Cloud</string>
      <!-- onboard-audit:ignore value.untranslated - a brand --> <string name="tag">Acme Go</string>
      </resources>

      """)
    let result = audit(folder)
    #expect(
      summary(result, folder, rules: ["value.untranslated", "suppression.unused"]) == [
        "suppression.unused - res/values-de/strings.xml:2",
        "value.untranslated de res/values-de/strings.xml:3",
        "value.untranslated de res/values-de/strings.xml:4 suppressed (a brand)",
      ])
  }

  /// A comment before a container's modifier covers the container, not the children
  /// written inside it.
  @Test func aContainersModifierDoesNotReachItsChildren() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Localizable.strings", "\"title\" = \"Welcome\";\n")
    folder.write(
      "Views/WelcomeView.swift",
      """
      import SwiftUI

      struct WelcomeView: View {
        var body: some View {
          VStack {
            Text("title").accessibilityAddTraits(.isHeader)
            Image(systemName: "star.fill")
          }
          // onboard-audit:ignore struct.decorative-exposed
          .padding()
        }
      }

      """)
    let result = audit(folder, sources: true)
    #expect(
      summary(result, folder, rules: ["struct.decorative-exposed", "suppression.unused"]) == [
        "struct.decorative-exposed - Views/WelcomeView.swift:7",
        "suppression.unused - Views/WelcomeView.swift:9",
      ])
  }

  /// A suppression of several rules that covers findings of some is judged for the others.
  @Test func aSuppressionOfSeveralRulesIsJudgedRuleByRule() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/L.strings", Self.source)
    folder.write(
      "de.lproj/L.strings",
      "\"title\" = \"Willkommen\";\n\"body\" = \"Hier\";\n/* onboard-audit:ignore value.untranslated, format.mismatch */\n\"brand\" = \"Ova Studio Pro\";\n"
    )
    let notes = audit(folder).findings.filter { $0.rule == "suppression.unused" }.map(\.message)
    #expect(
      notes == [
        "\"onboard-audit:ignore value.untranslated, format.mismatch\" suppresses no format.mismatch finding: nothing it covers has one; remove format.mismatch from it"
      ])
  }

  /// Where `--locale` chooses the locales, a suppression in the source, which covers
  /// locales not audited too, and one in a locale not audited, are not judged.
  @Test func aRunOfSomeLocalesJudgesOnlyTheirSuppressions() {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/L.strings",
      "\"title\" = \"Welcome\";\n/* onboard-audit:ignore value.untranslated -- a brand */\n\"brand\" = \"Ova\";\n"
    )
    folder.write("de.lproj/L.strings", "\"title\" = \"Willkommen\";\n\"brand\" = \"Ova\";\n")
    folder.write(
      "fr.lproj/L.strings",
      "\"title\" = \"Bienvenue\";\n/* onboard-audit:ignore value.untranslated */\n\"brand\" = \"Ova\";\n")
    folder.write(
      "it.lproj/L.strings",
      "/* onboard-audit:ignore value.untranslated */\n\"title\" = \"Benvenuto\";\n\"brand\" = \"Marca\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.locales = ["it"]
    let notes = Audit.run(settings).findings.filter { $0.rule == "suppression.unused" }
    #expect(notes.map(\.lineNumber) == [1])
    #expect(notes.first?.location?.file.hasSuffix("it.lproj/L.strings") == true)
  }

  /// Stale suppressions in two places are two findings for a baseline and SARIF, and a
  /// finding suppressed since a baseline was written is neither known nor fixed.
  @Test func staleSuppressionsHaveIdentitiesAndSuppressedFindingsAreNotFixed() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/L.strings", Self.source)
    folder.write(
      "de.lproj/L.strings",
      "/* onboard-audit:ignore text.length */\n\"title\" = \"Willkommen\";\n/* onboard-audit:ignore text.length */\n\"body\" = \"Hier\";\n\"brand\" = \"Ova Studio Pro\";\n"
    )
    folder.write("Views/A.swift", "// onboard-audit:ignore-file text.hardcoded\nlet a = 1\n")
    folder.write("Views/B.swift", "// onboard-audit:ignore-file text.hardcoded\nlet b = 1\n")
    let notes = audit(folder, sources: true).findings.filter { $0.rule == "suppression.unused" }
    #expect(notes.count == 4)
    #expect(Set(notes.map(Fingerprint.init)).count == 4)
    // The German copy, baselined, then suppressed where it is.
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let before = Audit.run(settings)
    settings.baseline = Baseline(findings: before.findings)
    folder.write(
      "de.lproj/L.strings",
      "\"title\" = \"Willkommen\";\n\"body\" = \"Hier\";\n/* onboard-audit:ignore value.untranslated */\n\"brand\" = \"Ova Studio Pro\";\n"
    )
    let after = Audit.run(settings)
    #expect(after.findings.contains { $0.rule == "value.untranslated" && $0.isSuppressed && !$0.isKnown })
    #expect(!after.fixed.keys.contains { $0.rule == "value.untranslated" })
  }

  /// A baseline written from a project where one key of a locale's `key.missing` is
  /// suppressed still knows the others: the suppressed part takes no entry it needs. And the
  /// suppressed part, covered by two suppressions, gives both reasons.
  @Test func aBaselineKnowsWhatASuppressionLeavesOfAFinding() {
    let folder = TemporaryFolder()
    folder.write(
      "en.lproj/L.strings",
      "\"title\" = \"Welcome\";\n/* onboard-audit:ignore key.missing -- being retired */\n\"body\" = \"Start\";\n\"cta\" = \"Go\";\n/* onboard-audit:ignore key.missing -- a later release */\n\"more\" = \"More\";\n"
    )
    folder.write("de.lproj/L.strings", "\"title\" = \"Willkommen\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let first = Audit.run(settings)
    settings.baseline = Baseline(findings: first.findings)
    let again = Audit.run(settings)
    let missing = again.findings.filter { $0.rule == "key.missing" }
    #expect(
      missing.map(\.keys) == [["body", "more"], ["cta"]]
        || missing.map(\.keys) == [["cta"], ["body", "more"]])
    #expect(missing.first { $0.keys == ["cta"] }?.isKnown == true)
    #expect(missing.first { $0.isSuppressed }?.suppression?.reason == "being retired; a later release")
    #expect(!again.hasNewFinding { _ in true })
    #expect(again.fixed.isEmpty)
  }

  /// The comment's forms: several rules, commas, a reason after `--`, ` - ` or ` — `,
  /// `ignore-file`, and prose that only mentions the word.
  @Test func directivesAreParsed() {
    let place = OnboardAudit.SourceLocation(file: "f", line: 3, column: 1)
    let parsed = IgnoreDirective.parse(
      comment: "/* note\n onboard-audit:ignore a.b, c.d  e.f -- why not */", at: place)
    #expect(parsed.map(\.rules) == [["a.b", "c.d", "e.f"]])
    #expect(parsed.first?.reason == "why not")
    #expect(parsed.first?.location.line == 4)
    #expect(parsed.first?.spelling == "onboard-audit:ignore a.b, c.d  e.f -- why not")
    #expect(
      IgnoreDirective.parse(comment: "<!-- onboard-audit:ignore a.b - why -->", at: place).first?.reason
        == "why")
    #expect(
      IgnoreDirective.parse(comment: "// onboard-audit:ignore-file a.b — why", at: place).first?.reach
        == .file)
    #expect(IgnoreDirective.parse(comment: "// onboard-audit:ignored forever", at: place).isEmpty)
  }
}
