/// A baseline: the findings a team accepts for now (`--write-baseline`), so that adopting the
/// tool on a project with old problems fails only on new ones (`--baseline`). Entries are
/// fingerprints without line numbers, with how many findings share each.
public struct Baseline: Sendable, Equatable {
  public var counts: [Fingerprint: Int]

  public init(counts: [Fingerprint: Int] = [:]) {
    self.counts = counts
  }

  /// The baseline of a result's findings.
  public init(findings: [Finding]) {
    counts = [:]
    for finding in findings { counts[Fingerprint(finding), default: 0] += 1 }
  }

  /// The baseline file: JSON, sorted, one entry per fingerprint.
  public func encoded() -> [UInt8] {
    let entries = counts.keys.sorted().map { print -> String in
      JSONText.object(
        [
          ("rule", JSONText.string(print.rule)), ("locale", JSONText.string(print.locale)),
          ("table", JSONText.string(print.table)), ("subject", JSONText.string(print.subject)),
          ("count", "\(counts[print] ?? 0)"),
        ], indent: 2)
    }
    let document = JSONText.object(
      [("version", "1"), ("findings", JSONText.array(entries, indent: 1))], indent: 0)
    return Array((document + "\n").utf8)
  }

  /// Reads a baseline file; a broken one is an error that names its place.
  public static func load(_ path: String) throws(ConfigError) -> Baseline {
    let root = try InputFileError.readJSON(path, shownAs: path)
    guard root["version"]?.asInt == 1, let entries = root["findings"]?.asArray else {
      throw ConfigError(
        "not a baseline written by onboard-audit (version 1)", file: path, line: root.line,
        column: root.column)
    }
    var baseline = Baseline()
    for entry in entries {
      guard let rule = entry["rule"]?.asString, let locale = entry["locale"]?.asString,
        let table = entry["table"]?.asString, let subject = entry["subject"]?.asString,
        let count = entry["count"]?.asInt, count > 0
      else {
        throw ConfigError(
          "expected rule, locale, table, subject and a positive count", file: path, line: entry.line,
          column: entry.column)
      }
      baseline.counts[Fingerprint(rule: rule, locale: locale, table: table, subject: subject), default: 0] +=
        count
    }
    return baseline
  }

  /// Marks the findings the baseline knows (as many per fingerprint as it counts), and
  /// returns the fingerprints it counts more of than were found: fixed since.
  public func apply(to findings: inout [Finding]) -> [Fingerprint: Int] {
    var remaining = counts
    for index in findings.indices {
      let print = Fingerprint(findings[index])
      if let left = remaining[print], left > 0 {
        findings[index].isKnown = true
        remaining[print] = left - 1
      }
    }
    return remaining.filter { $0.value > 0 }
  }
}
