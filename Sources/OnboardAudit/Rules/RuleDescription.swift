/// What a rule is, for users and for the test suite: the catalog, `onboard-audit rules`,
/// SARIF's rule list and docs/rules.md are all made from these.
public struct RuleDescription: Sendable {
  /// The stable id (docs/rules.md), such as "key.missing".
  public var id: String
  public var defaultSeverity: Severity
  /// One line: what the rule finds.
  public var summary: String
  /// Why it matters, and what it does not catch.
  public var rationale: String
  /// The standard or documentation behind it: CLDR, WCAG, Apple HIG, Unicode TR.
  public var reference: String
  /// Inputs on which the rule must report exactly at the markers.
  public var triggeringExamples: [RuleExample]
  /// Inputs on which the rule must stay silent.
  public var nonTriggeringExamples: [RuleExample]
  /// Where the rule's results belong in per-locale reports.
  public var scope: RuleScope
  /// The thresholds the config may set, each declared beside the rule (docs/ci.md).
  public var options: [RuleOption]

  public init(
    id: String, defaultSeverity: Severity, summary: String, rationale: String, reference: String,
    triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], scope: RuleScope = .locale,
    options: [RuleOption] = []
  ) {
    self.scope = scope
    self.options = options
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.rationale = rationale
    self.reference = reference
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }

  /// The family, the part of the id before the first dot ("key" for "key.missing").
  public var family: String { String(id.prefix { $0 != "." }) }
}

/// Whether a rule judges each locale (its result is reported per locale) or something that
/// belongs to no locale (reported once, in the `flow` suite).
public enum RuleScope: Sendable {
  case locale
  case flow
}

/// A small project that shows a rule at work: files (with `↓` where each finding must land)
/// and the settings to audit them with.
public struct RuleExample: Sendable {
  public struct File: Sendable {
    public var path: String
    public var contents: String
  }

  public var files: [File]
  /// Symbolic links in the project: path (with `↓` first where a finding about the link must
  /// land) and what the link says.
  public var links: [(path: String, target: String)]
  /// `--locale` values: the locales the audit requires.
  public var locales: [String]
  /// `doNotTranslate` terms.
  public var doNotTranslate: [String]
  /// How many findings carry no location (and so no marker).
  public var unlocatedFindings: Int
  /// Where the example is written, for test failures.
  public var sourceFile: String
  public var sourceLine: Int

  public init(
    _ files: [(String, String)], links: [(path: String, target: String)] = [], locales: [String] = [],
    doNotTranslate: [String] = [], unlocatedFindings: Int = 0, sourceFile: String = #filePath,
    sourceLine: Int = #line
  ) {
    self.files = files.map { File(path: $0.0, contents: $0.1) }
    self.links = links
    self.locales = locales
    self.doNotTranslate = doNotTranslate
    self.unlocatedFindings = unlocatedFindings
    self.sourceFile = sourceFile
    self.sourceLine = sourceLine
  }
}
