import Foundation

/// The JUnit XML report (docs/ci.md), the CI contract: one suite per locale and one named
/// `flow`; per suite, a passing test case for each rule that found nothing there, a failing
/// one per finding that fails the run, a passing one (the message in `<system-out>`) per
/// finding below `--fail-on`, a skipped one per disabled rule and per finding the baseline
/// knows. The verdict a CI system reads from it is the exit code's.
public struct JUnitReporter: Reporter {
  /// Leave out `file` and `line`, which some consumers' schemas reject.
  public var strict: Bool
  /// The lowest severity that fails the run (`--fail-on`); nil when nothing does
  /// (`--fail-on never`, `--write-baseline`).
  public var failingSeverity: Severity?
  /// The suites' `timestamp`: `SOURCE_DATE_EPOCH` when set, for reproducible builds, else now.
  public var timestamp: Date

  public init(
    strict: Bool = false, failingSeverity: Severity? = .error,
    timestamp: Date = JUnitReporter.defaultTimestamp()
  ) {
    self.strict = strict
    self.failingSeverity = failingSeverity
    self.timestamp = timestamp
  }

  public static func defaultTimestamp() -> Date {
    if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = Double(epoch) {
      return Date(timeIntervalSince1970: seconds)
    }
    return Date()
  }

  /// The totals come first, counted from the findings; then each suite's test cases are
  /// named and written one suite at a time, and the written bytes handed on every few
  /// hundred test cases, so that the report is never held whole.
  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    let suites = JUnitSuite.plan(result)
    let counts = suites.map { $0.counts(failingSeverity: failingSeverity) }
    let writer = XMLWriter()
    writer.start("testsuites")
    writer.attribute("name", Tool.name)
    let total = JUnitSuite.Counts(
      tests: counts.reduce(0) { $0 + $1.tests }, failures: counts.reduce(0) { $0 + $1.failures },
      errors: counts.reduce(0) { $0 + $1.errors })
    total.write(to: writer, skipped: false)
    let stamp = Self.format(timestamp)
    for (index, suite) in suites.enumerated() {
      write(
        suite, counts: counts[index], stamp: stamp, withProperties: index == 0, shard: result.shard,
        to: writer,
        output: output)
    }
    writer.end()
    output(writer.finish())
  }

  /// Only the first suite carries the versions: some consumers (xunitparser) merge every
  /// suite's properties into one table and reject a name seen twice.
  ///
  /// A slice's report (`--shard`) says how it was made, and each finding's test case carries
  /// the finding whole in `group`: what `ReportMerge` needs to name and order the test cases
  /// as the whole run does.
  private func write(
    _ suite: JUnitSuite.Plan, counts: JUnitSuite.Counts, stamp: String, withProperties: Bool, shard: Shard?,
    to writer: XMLWriter, output: ([UInt8]) -> Void
  ) {
    writer.start("testsuite")
    writer.attribute("name", suite.name)
    counts.write(to: writer, skipped: true)
    writer.attribute("timestamp", stamp)
    if withProperties {
      writer.start("properties")
      var properties = [
        ("onboard-audit.version", Tool.version), ("icu.version", ICU.version),
        ("cldr.version", ICU.cldrVersion),
      ]
      if let shard {
        properties += [
          ("onboard-audit.shard", shard.description),
          ("onboard-audit.fail-on", failingSeverity?.rawValue ?? "never"),
          ("onboard-audit.junit-strict", strict ? "true" : "false"),
        ]
      }
      for (name, value) in properties {
        writer.start("property")
        writer.attribute("name", name)
        writer.attribute("value", value)
        writer.end()
      }
      writer.end()
    }
    // The suite's start tag is handed on before its first test case (a suite without any
    // stays `<testsuite …/>`), then the test cases a batch at a time, each batch in slices
    // written on all cores, so that the report is never held whole.
    var batch: [JUnitSuite.Case] = []
    var started = false
    func writeBatch() {
      guard !batch.isEmpty else { return }
      let (cases, findings, carriesFindings, reporter) = (batch, suite.findings, shard != nil, self)
      FindingSlices.write(count: cases.count, bytesPerItem: 512, to: output) { range, bytes in
        bytes = reporter.testCases(cases[range], findings: findings, carriesFindings: carriesFindings)
      }
      batch.removeAll(keepingCapacity: true)
    }
    suite.forEachCase(failingSeverity: failingSeverity) { testCase in
      if !started {
        writer.startChildren()
        output(writer.takeWritten())
        started = true
      }
      batch.append(testCase)
      if batch.count == Self.casesPerBatch { writeBatch() }
    }
    writeBatch()
    writer.end()
  }

  /// How many test cases are gathered before they are written, in slices.
  private static let casesPerBatch = FindingSlices.sliceSize * FindingSlices.slicesPerBatch

  /// Test cases as a suite's children, written by an `XMLWriter` of their own that stands
  /// where the suite's writer stands after `startChildren`: the same bytes, so slices of a
  /// suite's test cases are written on all cores and joined in order.
  private func testCases(
    _ cases: ArraySlice<JUnitSuite.Case>, findings: [Finding], carriesFindings: Bool
  ) -> [UInt8] {
    let writer = XMLWriter()
    writer.start("testsuites")
    writer.start("testsuite")
    writer.startChildren()
    _ = writer.takeWritten()
    for testCase in cases {
      write(testCase, findings: findings, carriesFindings: carriesFindings, to: writer)
    }
    return writer.takeWritten()
  }

  /// A test case: a rule's, passed or skipped when the rule is turned off; a finding's, with
  /// its diagnostic (`XcodeReporter.line`) and the keys a finding about many keys names.
  private func write(
    _ testCase: JUnitSuite.Case, findings: [Finding], carriesFindings: Bool, to writer: XMLWriter
  ) {
    writer.start("testcase")
    writer.attribute("classname", testCase.className)
    guard let place = testCase.place else {
      writer.attribute("name", testCase.subject)
      writer.attribute("time", "0.000")
      if testCase.outcome == .skipped {
        writer.start("skipped")
        writer.attribute("message", "rule turned off")
        writer.end()
      }
      return writer.end()
    }
    let finding = findings[place]
    writer.attribute("name", finding.rule + " · " + testCase.subject)
    // A slice's report (`--shard`) carries each finding whole, for `ReportMerge`.
    if carriesFindings { writer.attribute("group", FindingRecord.encode(finding)) }
    if !strict, let location = finding.location {
      writer.attribute("file", location.file)
      if location.line > 0 { writer.attribute("line", String(location.line)) }
    }
    writer.attribute("time", "0.000")
    let message = singleLine(finding.message)
    let body = ([XcodeReporter.line(finding)] + finding.keys).joined(separator: "\n")
    switch testCase.outcome {
    case .passed:
      // A finding below --fail-on: shown, but not a failure.
      writer.start("system-out")
      writer.text(body)
    case .skipped:
      writer.start("skipped")
      if let suppression = finding.suppression {
        let reason = suppression.reason.map { " (\(singleLine($0)))" } ?? ""
        writer.attribute("message", "suppressed in the source\(reason): " + message)
      } else {
        writer.attribute("message", "known in the baseline: " + message)
      }
    case .failure, .error:
      writer.start(testCase.outcome == .error ? "error" : "failure")
      writer.attribute("message", message)
      writer.attribute("type", finding.rule)
      writer.text(body)
    }
    writer.end()
    writer.end()
  }

  /// ISO 8601 in UTC without a zone suffix, the form JUnit consumers expect.
  static func format(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }
}

/// The `<testsuite>`s of a report: each suite's findings by rule, counted before anything is
/// written, and its test cases named one at a time as they are written.
enum JUnitSuite {
  enum Outcome: Sendable {
    case passed
    case failure
    case error
    case skipped
  }

  /// A test case, named in full as it is written: a finding's is its rule's id, " · " and
  /// `subject`, and the finding is found by its place, so that naming a hundred thousand
  /// test cases in turn copies neither a finding nor a name.
  struct Case: Sendable {
    var className: String
    /// A rule's test case: the rule's id. A finding's: its subject, unique among its rule's.
    var subject: String
    var outcome: Outcome
    /// The finding's place in the report's findings.
    var place: Int?
  }

  /// How many test cases a suite has, and of each outcome.
  struct Counts {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0

    /// The counts as attributes of `testsuites` (without `skipped`) or `testsuite`, and a
    /// `time` of 0: an audit times nothing.
    func write(to writer: XMLWriter, skipped withSkipped: Bool) {
      writer.attribute("tests", "\(tests)")
      writer.attribute("failures", "\(failures)")
      writer.attribute("errors", "\(errors)")
      if withSkipped { writer.attribute("skipped", "\(skipped)") }
      writer.attribute("time", "0.000")
    }
  }

  /// The suites of a result, one per audited locale, sorted, then `flow`: their findings by
  /// rule, before any test case is named.
  static func plan(_ result: AuditResult) -> [Plan] {
    let flow = "flow"
    let localeSet = Set(result.locales)
    // By their places in `result.findings`: grouping the findings themselves would copy each.
    let findings = result.findings
    var findingsBySuite: [String: [String: [Int32]]] = [:]
    let groups = FindingGroups.places(findings) { finding in
      (finding.locale.flatMap { localeSet.contains($0) ? $0 : nil } ?? flow) + "\u{0}" + finding.rule
    }
    for (group, places) in groups {
      let parts = group.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
      findingsBySuite[String(parts[0]), default: [:]][String(parts[1])] = places
    }
    let ran = Set((result.rules + result.disabledRules).map(\.id))
    let disabled = Set(result.disabledRules.map(\.id))
    let rules = RuleCatalog.descriptions.filter { ran.contains($0.id) }
    return (result.locales + [flow]).map { name in
      Plan(
        name: name, scope: name == flow ? .flow : .locale, rules: rules, disabled: disabled,
        findings: findings, places: findingsBySuite[name] ?? [:])
    }
  }

  /// One suite's rules and findings: enough to count its test cases, and to name them.
  struct Plan {
    var name: String
    var scope: RuleScope
    /// The rules that ran or were turned off, in catalog order.
    var rules: [RuleDescription]
    var disabled: Set<String>
    /// Every finding of the report.
    var findings: [Finding]
    /// The places in `findings` of the suite's findings by rule id, each in report order.
    var places: [String: [Int32]]

    /// The outcome of a finding's test case.
    static func outcome(_ finding: Finding, failingSeverity: Severity?) -> Outcome {
      if finding.isKnown || finding.isSuppressed { return .skipped }
      if let failingSeverity, finding.severity >= failingSeverity {
        return finding.rule == "input.unreadable" ? .error : .failure
      }
      return .passed
    }

    /// How many test cases, failures, errors and skipped test cases the suite has.
    func counts(failingSeverity: Severity?) -> Counts {
      var counts = Counts()
      func add(_ outcome: Outcome) {
        counts.tests += 1
        switch outcome {
        case .passed: break
        case .failure: counts.failures += 1
        case .error: counts.errors += 1
        case .skipped: counts.skipped += 1
        }
      }
      for rule in rules {
        guard let ruleFindings = places[rule.id], !ruleFindings.isEmpty else {
          if rule.scope == scope { add(disabled.contains(rule.id) ? .skipped : .passed) }
          continue
        }
        for place in ruleFindings {
          add(Self.outcome(findings[Int(place)], failingSeverity: failingSeverity))
        }
      }
      return counts
    }

    /// The suite's test cases in order, names made unique, each made as `body` takes it.
    /// (A finding's name starts with its rule's id and " · ", so names are only compared
    /// within a rule.)
    func forEachCase(failingSeverity: Severity?, _ body: (Case) -> Void) {
      for rule in rules {
        let className = "\(rule.family).\(name)"
        guard let ruleFindings = places[rule.id], !ruleFindings.isEmpty else {
          guard rule.scope == scope else { continue }
          body(
            Case(
              className: className, subject: rule.id, outcome: disabled.contains(rule.id) ? .skipped : .passed
            ))
          continue
        }
        // The names without their common prefix (the rule's id and " · "): the same
        // comparison, since every name of the rule has it.
        var used: Set<String> = []
        for place in ruleFindings.map(Int.init) {
          let finding = findings[place]
          var subject = Self.subject(of: finding)
          var unique = subject
          if !used.insert(subject).inserted {
            if let table = finding.table, finding.key != nil { subject += " (\(table))" }
            unique = subject
            var counter = 2
            while used.contains(unique) {
              unique = "\(subject) #\(counter)"
              counter += 1
            }
            used.insert(unique)
          }
          body(
            Case(
              className: className, subject: unique,
              outcome: Self.outcome(finding, failingSeverity: failingSeverity), place: place))
        }
      }
    }

    /// What a finding's test case is named after: its key, else its screen and element, else
    /// its table, file or message.
    static func subject(of finding: Finding) -> String {
      if let key = finding.key { return key }
      if let element = finding.element { return "\(finding.screen ?? "")/\(element)" }
      return finding.screen ?? finding.table ?? finding.location?.file ?? finding.message
    }
  }
}
