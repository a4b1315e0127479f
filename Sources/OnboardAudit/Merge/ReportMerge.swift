/// `onboard-audit merge`: the reports of the slices of one run (`--shard K/N`) joined into
/// the report the whole run writes, byte for byte (docs/ci.md). The slices' reports carry each
/// finding whole (see `FindingRecord`); the whole run's result is rebuilt from them and
/// written by the format's own reporter, so that counts, order and names are the whole run's.
public enum ReportMerge {
  /// The formats that merge.
  public enum Format: String, Sendable {
    case json = "JSON"
    case junit = "JUnit"
    case sarif = "SARIF"
  }

  /// The whole run's result, and the reporter that writes it in the reports' format.
  public struct Merged {
    public var format: Format
    public var result: AuditResult
    public var reporter: any Reporter
  }

  /// What one slice's report holds, whatever its format.
  struct Slice {
    var path: String
    var shard: Shard?
    /// The version of onboard-audit that wrote the report.
    var version: String?
    var findings: [Finding] = []
  }

  /// Merges the reports, given as their paths (for messages) and bytes: every slice of one
  /// split, once each, in one format.
  public static func merge(_ reports: [(path: String, bytes: [UInt8])]) throws(AuditError) -> Merged {
    guard !reports.isEmpty else { throw AuditError.notMergeable("give the reports of the shards to merge") }
    var documents: [(path: String, document: Document)] = []
    for report in reports {
      documents.append((report.path, try read(report.path, report.bytes)))
    }
    let first = documents[0]
    if let other = documents.first(where: { $0.document.format != first.document.format }) {
      throw AuditError.notMergeable(
        "'\(first.path)' is a \(first.document.format.rawValue) report and '\(other.path)' a "
          + "\(other.document.format.rawValue) report: merge the reports of one format at a time")
    }
    var json: [(path: String, value: JSONValue)] = []
    var junit: [(path: String, bytes: [UInt8])] = []
    for (path, document) in documents {
      switch document {
      case .json(let value), .sarif(let value): json.append((path, value))
      case .junit(let bytes): junit.append((path, bytes))
      }
    }
    switch first.document.format {
    case .json: return try JSONReportMerge.merge(json)
    case .sarif: return try SARIFReportMerge.merge(json)
    case .junit: return try JUnitReportMerge.merge(junit)
    }
  }

  /// A report read as far as telling its format: a JSON report or a SARIF log parsed, a JUnit
  /// report as its bytes.
  private enum Document {
    case json(JSONValue)
    case sarif(JSONValue)
    case junit([UInt8])

    var format: Format {
      switch self {
      case .json: .json
      case .sarif: .sarif
      case .junit: .junit
      }
    }
  }

  private static func read(_ path: String, _ bytes: [UInt8]) throws(AuditError) -> Document {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if first == UInt8(ascii: "<") { return .junit(bytes) }
    let notReport = AuditError.notMergeable("'\(path)' is not a JSON, JUnit or SARIF report of \(Tool.name)")
    guard first == UInt8(ascii: "{") else { throw notReport }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw AuditError.notMergeable(
        "'\(path)' is not valid JSON: \(error.line):\(error.column): \(error.message)")
    }
    if value["runs"] != nil { return .sarif(value) }
    if value["findings"] != nil { return .json(value) }
    throw notReport
  }

  /// The slices, checked to be every shard of one split once, written by this version, in
  /// shard order.
  static func inOrder(_ slices: [Slice]) throws(AuditError) -> [Slice] {
    var sharded: [(slice: Slice, shard: Shard)] = []
    for slice in slices {
      guard let shard = slice.shard else {
        throw AuditError.notMergeable(
          "'\(slice.path)' is not the report of a --shard run: audit with --shard K/N, then merge the shards' reports"
        )
      }
      if let version = slice.version, version != Tool.version {
        throw AuditError.notMergeable(
          "'\(slice.path)' was written by \(Tool.name) \(version), this is \(Tool.version): merge with the version that audited"
        )
      }
      sharded.append((slice, shard))
    }
    guard let first = sharded.first else { return [] }
    let count = first.shard.count
    if let other = sharded.first(where: { $0.shard.count != count }) {
      throw AuditError.notMergeable(
        "'\(first.slice.path)' is shard \(first.shard) but '\(other.slice.path)' is shard \(other.shard): "
          + "merge the shards of one split")
    }
    var byIndex: [Int: Slice] = [:]
    for (slice, shard) in sharded {
      if let earlier = byIndex[shard.index] {
        throw AuditError.notMergeable("'\(earlier.path)' and '\(slice.path)' are both shard \(shard)")
      }
      byIndex[shard.index] = slice
    }
    let missing = (1...count).filter { byIndex[$0] == nil }
    guard missing.isEmpty else {
      let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
      throw AuditError.notMergeable(
        "shard\(missing.count == 1 ? "" : "s") \(names) missing: merge the reports of every shard")
    }
    return (1...count).compactMap { byIndex[$0] }
  }

  /// Every slice's findings, in report order.
  static func findings(_ slices: [Slice]) -> [Finding] {
    var findings = slices.flatMap(\.findings)
    Finding.sortForReport(&findings)
    return findings
  }

  /// The finding a record holds; a failure naming the report when it holds none.
  static func finding(_ value: JSONValue?, in path: String) throws(AuditError) -> Finding {
    guard let value, let finding = FindingRecord.decode(value) else {
      throw AuditError.notMergeable(
        "'\(path)' holds a finding that is not one of \(Tool.name)'s (line \(value?.line ?? 0))")
    }
    return finding
  }
}
