/// A finding as one line of JSON, with the members of the JSON report's findings (docs/ci.md):
/// what the reports of a slice (`--shard`) carry, beside their own form of the finding, so
/// that `ReportMerge` can make the whole run's report from them. JUnit and SARIF leave out
/// some of a finding (its table, its line 0), which the order and the names depend on.
enum FindingRecord {
  /// `{"rule":…,"severity":…,"message":…,…}`, absent members left out; a finding with a fix
  /// (SARIF `fixes`) carries it as `"fix": {"file", "line", "column", "text", "description"}`.
  static func encode(_ finding: Finding) -> String {
    var members: [(String, String)] = [
      ("rule", JSONText.string(finding.rule)), ("severity", JSONText.string(finding.severity.rawValue)),
      ("message", JSONText.string(finding.message)),
    ]
    func add(_ name: String, _ value: String?) {
      if let value { members.append((name, JSONText.string(value))) }
    }
    add("locale", finding.locale)
    add("table", finding.table)
    add("key", finding.key)
    if !finding.keys.isEmpty {
      members.append(("keys", "[" + finding.keys.map(JSONText.string).joined(separator: ",") + "]"))
    }
    add("screen", finding.screen)
    add("element", finding.element)
    add("file", finding.location?.file)
    if finding.isKnown { add("baseline", "known") }
    if let location = finding.location {
      members.append(("line", "\(location.line)"))
      members.append(("column", "\(location.column)"))
    }
    if let fix = finding.fix {
      let fixMembers = [
        ("file", JSONText.string(fix.insertAt.file)), ("line", "\(fix.insertAt.line)"),
        ("column", "\(fix.insertAt.column)"), ("text", JSONText.string(fix.text)),
        ("description", JSONText.string(fix.description)),
      ]
      members.append(
        ("fix", "{" + fixMembers.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"))
    }
    if let suppression = finding.suppression {
      var mark = [("kind", JSONText.string(suppression.kind))]
      if let reason = suppression.reason { mark.append(("reason", JSONText.string(reason))) }
      members.append(
        ("suppressed", "{" + mark.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"))
    }
    return "{" + members.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// The finding of a record or of a JSON report's `findings` entry; nil when it is not one.
  static func decode(_ value: JSONValue) -> Finding? {
    guard let rule = value["rule"]?.asString, let severityName = value["severity"]?.asString,
      let severity = Severity(rawValue: severityName), let message = value["message"]?.asString
    else { return nil }
    let location = value["file"]?.asString.map { file in
      SourceLocation(file: file, line: value["line"]?.asInt ?? 0, column: value["column"]?.asInt ?? 0)
    }
    var finding = Finding(
      rule: rule, severity: severity, message: message, location: location,
      locale: value["locale"]?.asString, table: value["table"]?.asString, key: value["key"]?.asString,
      screen: value["screen"]?.asString, element: value["element"]?.asString,
      keys: value["keys"]?.asArray?.compactMap(\.asString) ?? [])
    finding.isKnown = value["baseline"]?.asString == "known"
    if let fix = value["fix"], let file = fix["file"]?.asString, let text = fix["text"]?.asString {
      finding.fix = CodeFix(
        insertAt: SourceLocation(
          file: file, line: fix["line"]?.asInt ?? 0, column: fix["column"]?.asInt ?? 0),
        text: text, description: fix["description"]?.asString ?? "")
    }
    if let mark = value["suppressed"], let kind = mark["kind"]?.asString {
      finding.suppression = SuppressionMark(kind: kind, reason: mark["reason"]?.asString)
    }
    return finding
  }
}
