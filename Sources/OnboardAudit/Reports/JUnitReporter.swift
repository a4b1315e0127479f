import Foundation

/// The JUnit XML report of DESIGN §6, the CI contract: one suite per locale and one named
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

  public func report(_ result: AuditResult) -> [UInt8] {
    let suites = JUnitSuite.build(result, failingSeverity: failingSeverity)
    let writer = XMLWriter()
    writer.start("testsuites")
    writer.attribute("name", Tool.name)
    writer.attribute("tests", "\(suites.reduce(0) { $0 + $1.cases.count })")
    writer.attribute("failures", "\(suites.reduce(0) { $0 + $1.count(.failure) })")
    writer.attribute("errors", "\(suites.reduce(0) { $0 + $1.count(.error) })")
    writer.attribute("time", "0.000")
    let stamp = Self.format(timestamp)
    for (index, suite) in suites.enumerated() {
      write(suite, stamp: stamp, withProperties: index == 0, to: writer)
    }
    writer.end()
    return writer.finish()
  }

  /// Only the first suite carries the versions: some consumers (xunitparser) merge every
  /// suite's properties into one table and reject a name seen twice.
  private func write(_ suite: JUnitSuite, stamp: String, withProperties: Bool, to writer: XMLWriter) {
    writer.start("testsuite")
    writer.attribute("name", suite.name)
    writer.attribute("tests", "\(suite.cases.count)")
    writer.attribute("failures", "\(suite.count(.failure))")
    writer.attribute("errors", "\(suite.count(.error))")
    writer.attribute("skipped", "\(suite.count(.skipped))")
    writer.attribute("time", "0.000")
    writer.attribute("timestamp", stamp)
    if withProperties {
      writer.start("properties")
      for (name, value) in [
        ("onboard-audit.version", Tool.version), ("icu.version", ICU.version),
        ("cldr.version", ICU.cldrVersion),
      ] {
        writer.start("property")
        writer.attribute("name", name)
        writer.attribute("value", value)
        writer.end()
      }
      writer.end()
    }
    for testCase in suite.cases {
      writer.start("testcase")
      writer.attribute("classname", testCase.className)
      writer.attribute("name", testCase.name)
      if !strict, let location = testCase.finding?.location {
        writer.attribute("file", location.file)
        if location.line > 0 { writer.attribute("line", "\(location.line)") }
      }
      writer.attribute("time", "0.000")
      switch testCase.outcome {
      case .passed:
        // A finding below --fail-on: shown, but not a failure.
        if let finding = testCase.finding {
          writer.start("system-out")
          writer.text(Self.body(finding))
          writer.end()
        }
      case .skipped:
        writer.start("skipped")
        writer.attribute(
          "message",
          testCase.finding.map { "known in the baseline: " + XcodeReporter.oneLine($0.message) }
            ?? "rule turned off")
        writer.end()
      case .failure, .error:
        guard let finding = testCase.finding else { break }
        writer.start(testCase.outcome == .error ? "error" : "failure")
        writer.attribute("message", XcodeReporter.oneLine(finding.message))
        writer.attribute("type", finding.rule)
        writer.text(Self.body(finding))
        writer.end()
      }
      writer.end()
    }
    writer.end()
  }

  /// The diagnostic, then the keys a finding about many keys names, one a line.
  private static func body(_ finding: Finding) -> String {
    let keys = finding.keys
    return XcodeReporter.line(finding) + (keys.isEmpty ? "" : "\n" + keys.joined(separator: "\n"))
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

/// One `<testsuite>` as data: its name and test cases, names made unique.
struct JUnitSuite {
  enum Outcome {
    case passed
    case failure
    case error
    case skipped
  }

  struct Case {
    var className: String
    var name: String
    var outcome: Outcome
    var finding: Finding?
  }

  var name: String
  var cases: [Case] = []

  func count(_ outcome: Outcome) -> Int {
    cases.reduce(0) { $0 + ($1.outcome == outcome ? 1 : 0) }
  }

  /// The suites of a result: one per audited locale, sorted, then `flow`.
  static func build(_ result: AuditResult, failingSeverity: Severity?) -> [JUnitSuite] {
    let flow = "flow"
    var findingsBySuite: [String: [Finding]] = [:]
    let localeSet = Set(result.locales)
    for finding in result.findings {
      let suite = finding.locale.flatMap { localeSet.contains($0) ? $0 : nil } ?? flow
      findingsBySuite[suite, default: []].append(finding)
    }
    var suites: [JUnitSuite] = []
    for name in result.locales + [flow] {
      let scope: RuleScope = name == flow ? .flow : .locale
      var suite = JUnitSuite(name: name)
      var used: Set<String> = []
      let findings = findingsBySuite[name] ?? []
      let ran = Set((result.rules + result.disabledRules).map(\.id))
      for rule in RuleCatalog.descriptions where ran.contains(rule.id) {
        let className = "\(rule.family).\(name)"
        let ruleFindings = findings.filter { $0.rule == rule.id }
        let disabled = result.disabledRules.contains { $0.id == rule.id }
        if ruleFindings.isEmpty {
          guard rule.scope == scope else { continue }
          suite.cases.append(
            Case(className: className, name: rule.id, outcome: disabled ? .skipped : .passed))
          continue
        }
        for finding in ruleFindings {
          let subject =
            finding.key ?? finding.element.map { "\(finding.screen ?? "")/\($0)" } ?? finding.screen
            ?? finding.table
            ?? finding.location?.file ?? finding.message
          var caseName = "\(rule.id) · \(subject)"
          if used.contains(caseName), let table = finding.table, finding.key != nil {
            caseName += " (\(table))"
          }
          var unique = caseName
          var counter = 2
          while used.contains(unique) {
            unique = "\(caseName) #\(counter)"
            counter += 1
          }
          used.insert(unique)
          let outcome: Outcome
          if finding.isKnown {
            outcome = .skipped
          } else if let failingSeverity, finding.severity >= failingSeverity {
            outcome = rule.id == "input.unreadable" ? .error : .failure
          } else {
            outcome = .passed
          }
          suite.cases.append(Case(className: className, name: unique, outcome: outcome, finding: finding))
        }
      }
      suites.append(suite)
    }
    return suites
  }
}
