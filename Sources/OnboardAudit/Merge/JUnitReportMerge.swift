import Foundation

/// The JUnit reports of the slices as the whole run's: the suites of every locale, each
/// finding's test case named as the whole run names it, and a passing test case only for a
/// rule that found nothing in any slice.
enum JUnitReportMerge {
  /// What a slice's JUnit report says beyond its findings.
  private struct Settings: Equatable {
    var failOn: String?
    var strict: String?
  }

  static func merge(_ reports: [(path: String, bytes: [UInt8])]) throws(AuditError)
    -> ReportMerge.Merged
  {
    var slices: [ReportMerge.Slice] = []
    var settings: [Settings] = []
    var timestamps: [String?] = []
    var locales: Set<String> = []
    var ran: Set<String> = []
    var disabled: Set<String> = []
    for (path, bytes) in reports {
      let read = try read(path, bytes)
      slices.append(read.slice)
      settings.append(
        Settings(
          failOn: read.properties["onboard-audit.fail-on"],
          strict: read.properties["onboard-audit.junit-strict"]))
      timestamps.append(read.timestamp)
      locales.formUnion(read.locales)
      ran.formUnion(read.ran)
      disabled.formUnion(read.disabled)
    }
    let ordered = try ReportMerge.inOrder(slices)
    if let index = settings.indices.first(where: { settings[$0] != settings[0] }) {
      throw AuditError.notMergeable(
        "'\(reports[0].path)' and '\(reports[index].path)' were written with different --fail-on or --junit-strict"
      )
    }
    let first = slices.firstIndex { $0.shard?.index == 1 } ?? 0
    let timestamp = timestamps[first].flatMap(parseTimestamp) ?? Date(timeIntervalSince1970: 0)
    let result = AuditResult(
      findings: ReportMerge.findings(ordered), locales: locales.sorted(), fileCount: 0,
      rules: RuleCatalog.descriptions.filter { ran.contains($0.id) && !disabled.contains($0.id) },
      disabledRules: RuleCatalog.descriptions.filter { disabled.contains($0.id) })
    let reporter = JUnitReporter(
      strict: settings[0].strict == "true",
      failingSeverity: settings[0].failOn.flatMap(Severity.init(rawValue:)), timestamp: timestamp)
    return ReportMerge.Merged(format: .junit, result: result, reporter: reporter)
  }

  /// What one report holds: its findings, the rules that ran and those turned off, its
  /// locales, its properties and its suites' timestamp.
  private struct Read {
    var slice: ReportMerge.Slice
    var properties: [String: String] = [:]
    var timestamp: String?
    var locales: [String] = []
    var ran: Set<String> = []
    var disabled: Set<String> = []
  }

  private static func read(_ path: String, _ bytes: [UInt8]) throws(AuditError) -> Read {
    var read = Read(slice: ReportMerge.Slice(path: path))
    let reader = XMLPullReader(bytes, maxBytes: bytes.count + 1)
    // The test case being read: its name, and whether it is a finding's.
    var testCase: (name: String, isFinding: Bool)?
    var sawSuites = false
    while true {
      let event: XMLEvent?
      do {
        event = try reader.next()
      } catch {
        throw AuditError.notMergeable(
          "'\(path)' is not well-formed XML: \(error.message) (line \(error.line))")
      }
      guard let event else { break }
      guard case .start(let name, _, let attributes, let line, _) = event else {
        if case .end(name: "testcase") = event { testCase = nil }
        continue
      }
      switch name {
      case "testsuites":
        sawSuites = true
      case "testsuite":
        let suite = attributes.value(of: "name") ?? ""
        if suite != "flow" { read.locales.append(suite) }
        if read.timestamp == nil { read.timestamp = attributes.value(of: "timestamp") }
      case "property":
        if let key = attributes.value(of: "name") {
          read.properties[key] = attributes.value(of: "value") ?? ""
        }
      case "testcase":
        let caseName = attributes.value(of: "name") ?? ""
        if let record = attributes.value(of: "group") {
          let value: JSONValue
          do {
            value = try JSONParser.parse(record)
          } catch {
            throw AuditError.notMergeable(
              "'\(path)' holds a test case whose finding is not JSON (line \(line))")
          }
          let finding = try ReportMerge.finding(value, in: path)
          read.slice.findings.append(finding)
          read.ran.insert(finding.rule)
          testCase = (caseName, true)
        } else {
          read.ran.insert(caseName)
          testCase = (caseName, false)
        }
      case "skipped":
        if let testCase, !testCase.isFinding { read.disabled.insert(testCase.name) }
      default:
        continue
      }
    }
    guard sawSuites else {
      throw AuditError.notMergeable("'\(path)' is not a JSON, JUnit or SARIF report of \(Tool.name)")
    }
    read.slice.shard = read.properties["onboard-audit.shard"].flatMap(Shard.init)
    read.slice.version = read.properties["onboard-audit.version"]
    return read
  }

  /// `YYYY-MM-DDTHH:MM:SS` in UTC, as `JUnitReporter.format` writes it.
  static func parseTimestamp(_ text: String) -> Date? {
    let digits = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int32($0) }
    guard digits.count == 6 else { return nil }
    var parts = tm()
    parts.tm_year = digits[0] - 1900
    parts.tm_mon = digits[1] - 1
    parts.tm_mday = digits[2]
    parts.tm_hour = digits[3]
    parts.tm_min = digits[4]
    parts.tm_sec = digits[5]
    return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
  }
}
