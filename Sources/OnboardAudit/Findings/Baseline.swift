/// A baseline: the findings a team accepts for now (`--write-baseline`), so that adopting the
/// tool on a project with old problems fails only on new ones (`--baseline`). Entries are
/// fingerprints without line numbers, with how many findings share each, and for a finding
/// about many keys (`key.missing`), the keys it named: the same finding with a key more is new.
public struct Baseline: Sendable, Equatable {
  public var counts: [Fingerprint: Int]
  /// The keys of the findings about many keys, by fingerprint.
  public var keys: [Fingerprint: Set<String>]

  public init(counts: [Fingerprint: Int] = [:], keys: [Fingerprint: Set<String>] = [:]) {
    self.counts = counts
    self.keys = keys
  }

  /// The baseline of a result's findings, but those suppressed where they are: they are
  /// accepted already, with a reason.
  public init(findings: [Finding]) {
    counts = [:]
    keys = [:]
    for finding in findings where !finding.isSuppressed {
      let print = Fingerprint(finding)
      counts[print, default: 0] += 1
      let named = finding.keys
      if !named.isEmpty { keys[print, default: []].formUnion(named) }
    }
  }

  /// The baseline file: JSON, sorted, one entry per fingerprint.
  public func encoded() -> [UInt8] {
    let entries = counts.keys.sorted().map { print -> String in
      var members = [
        ("rule", JSONText.string(print.rule)), ("locale", JSONText.string(print.locale)),
        ("table", JSONText.string(print.table)), ("subject", JSONText.string(print.subject)),
        ("count", "\(counts[print] ?? 0)"),
      ]
      if let named = keys[print], !named.isEmpty {
        members.append(("keys", JSONText.array(named.sorted().map(JSONText.string), indent: 3)))
      }
      return JSONText.object(members, indent: 2)
    }
    let document = JSONText.object(
      [("version", "1"), ("findings", JSONText.array(entries, indent: 1))], indent: 0)
    return Array((document + "\n").utf8)
  }

  /// Reads a baseline file; a broken one is an error that names its place.
  public static func load(_ path: String, maximumFileSize: Int = FileSystem.defaultMaximumFileSize)
    throws(AuditError) -> Baseline
  {
    let root = try JSONFile.read(path, shownAs: path, limit: maximumFileSize)
    guard root["version"]?.asInt == 1, let entries = root["findings"]?.asArray else {
      throw AuditError.unusableFile(
        "not a baseline written by onboard-audit (version 1)", file: path, line: root.line,
        column: root.column)
    }
    var baseline = Baseline()
    for entry in entries {
      guard let rule = entry["rule"]?.asString, let locale = entry["locale"]?.asString,
        let table = entry["table"]?.asString, let subject = entry["subject"]?.asString,
        let count = entry["count"]?.asInt, count > 0
      else {
        throw AuditError.unusableFile(
          "expected rule, locale, table, subject and a positive count", file: path, line: entry.line,
          column: entry.column)
      }
      let print = Fingerprint(rule: rule, locale: locale, table: table, subject: subject)
      baseline.counts[print, default: 0] += count
      if let named = entry["keys"] {
        guard let items = named.asArray, items.allSatisfy({ $0.asString != nil }) else {
          throw AuditError.unusableFile(
            "expected keys to be an array of strings", file: path, line: named.line, column: named.column)
        }
        baseline.keys[print, default: []].formUnion(items.compactMap(\.asString))
      }
    }
    return baseline
  }

  /// Marks the findings the baseline knows (as many per fingerprint as it counts; a finding
  /// about many keys only when the baseline names every one of them), and returns the
  /// fingerprints it counts more of than were found: fixed since.
  /// A finding suppressed where it is (docs/ci.md, "Suppressions") is matched after the
  /// others, so that it takes no entry another finding needs (the keys a suppression leaves
  /// out of a finding about many share its fingerprint), and is reported as suppressed, not
  /// known: an entry it matches is still there, not fixed.
  public func apply(to findings: inout [Finding]) -> [Fingerprint: Int] {
    var remaining = counts
    for suppressed in [false, true] {
      for index in findings.indices where findings[index].isSuppressed == suppressed {
        let print = Fingerprint(findings[index])
        guard let left = remaining[print], left > 0 else { continue }
        remaining[print] = left - 1
        if suppressed { continue }
        // Found again, but with a key more: what is new fails the run.
        let named = findings[index].keys
        if !named.isEmpty, !named.allSatisfy({ keys[print]?.contains($0) ?? false }) { continue }
        findings[index].isKnown = true
      }
    }
    return remaining.filter { $0.value > 0 }
  }
}
