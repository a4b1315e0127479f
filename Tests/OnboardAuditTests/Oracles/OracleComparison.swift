import Foundation
import OnboardAudit

/// What the tool and a platform's parser made of the same files, counted: files where both
/// give the same values, files both refuse, and disagreements by class.
struct OracleTally: CustomStringConvertible {
  var name: String
  var files = 0
  var values = 0
  var agreeingFiles = 0
  var bothRejected = 0
  /// Disagreeing files by class, with one example of each.
  var disagreements: [String: (count: Int, example: String)] = [:]

  /// Every disagreement, class and description, when `ORACLE_DISAGREEMENTS` names a file
  /// to write them to (for studying them).
  var all: [String] = []

  var disagreeing: Int { disagreements.values.reduce(0) { $0 + $1.count } }

  /// Compares one file; `explain` names the class of a disagreement (nil: unexplained).
  mutating func compare(
    _ file: String, ours: TableListing, oracle: OracleOutcome, explain: (Disagreement) -> String?
  ) {
    files += 1
    let ourRejection = ours.problems.first.map(\.description)
    var ourValues: [OracleKey: String] = [:]
    for value in ours.values { ourValues[OracleKey(key: value.key, variant: value.variant)] = value.value }
    let disagreement: Disagreement
    switch (ourRejection, oracle.rejection) {
    case (.some(let problem), .some(let theirs)):
      // A file read to its end, refused for its values: refused where the oracle refuses it,
      // at the first line the oracle names and at no line it does not name.
      let lines = ours.problems.map(\.location.line)
      let readWhole = !ours.hasBrokenFile
      if !readWhole || oracle.rejectionLines.isEmpty
        || lines.allSatisfy(oracle.rejectionLines.contains)
      {
        bothRejected += 1
        return
      }
      disagreement = Disagreement(
        file: file, kind: .rejectedElsewhere(ours: problem, lines: lines, oracle: theirs),
        ours: ourValues, oracle: [:])
    case (.some(let ours), nil):
      disagreement = Disagreement(
        file: file, kind: .onlyWeReject(ours), ours: ourValues, oracle: oracle.values)
    case (nil, .some(let theirs)):
      disagreement = Disagreement(file: file, kind: .onlyOracleRejects(theirs), ours: ourValues, oracle: [:])
    case (nil, nil):
      values += oracle.values.count
      guard ourValues != oracle.values else {
        agreeingFiles += 1
        return
      }
      disagreement = Disagreement(file: file, kind: .valuesDiffer, ours: ourValues, oracle: oracle.values)
    }
    let name = explain(disagreement) ?? "unexplained"
    if ProcessInfo.processInfo.environment["ORACLE_DISAGREEMENTS"] != nil {
      all.append("== \(name)\n\(disagreement)")
    }
    let known = disagreements[name]
    disagreements[name] = ((known?.count ?? 0) + 1, known?.example ?? disagreement.description)
  }

  var description: String {
    var text =
      "\(name): \(files) files (\(values) values): \(agreeingFiles) agree, \(bothRejected) rejected by both"
    for (name, entry) in disagreements.sorted(by: { $0.key < $1.key }) {
      text +=
        "\n  \(entry.count) \(name), such as:\n    "
        + entry.example.replacingOccurrences(of: "\n", with: "\n    ")
    }
    return text
  }
}

/// One file on which the tool and the oracle disagree.
struct Disagreement: CustomStringConvertible {
  enum Kind {
    case onlyWeReject(String)
    case onlyOracleRejects(String)
    /// Both refuse the file, at different lines.
    case rejectedElsewhere(ours: String, lines: [Int], oracle: String)
    case valuesDiffer
  }

  var file: String
  var kind: Kind
  var ours: [OracleKey: String]
  var oracle: [OracleKey: String]

  /// The keys whose values differ, with both values.
  var differences: [(key: OracleKey, ours: String?, oracle: String?)] {
    Set(ours.keys).union(oracle.keys).sorted().compactMap { key in
      ours[key] == oracle[key] ? nil : (key, ours[key], oracle[key])
    }
  }

  var description: String {
    let contents = (try? String(contentsOfFile: file, encoding: .utf8)) ?? "(not UTF-8)"
    var text = "\(file):\n" + contents
    switch kind {
    case .onlyWeReject(let problem): text += "\nonly the tool rejects it: \(problem)"
    case .onlyOracleRejects(let problem): text += "\nonly the platform rejects it: \(problem)"
    case .rejectedElsewhere(let ours, let lines, let oracle):
      text += "\nboth reject it, the tool at lines \(lines): \(ours)\nthe platform: \(oracle)"
    case .valuesDiffer: break
    }
    for difference in differences {
      text += "\n\(difference.key): tool \(difference.ours.map(debug) ?? "none"), "
      text += "platform \(difference.oracle.map(debug) ?? "none")"
    }
    return text
  }

  private func debug(_ text: String) -> String { String(reflecting: text) }
}
