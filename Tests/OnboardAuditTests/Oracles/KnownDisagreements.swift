/// The classes of disagreement between the tool and the platforms' parsers that
/// docs/oracles.md lists, each recognized by what the two readings show. A disagreement of
/// no class here fails the suite.
enum KnownDisagreements {
  /// Android: a value that starts with `@` or `?` is a reference to another resource (or a
  /// theme attribute), which aapt2 stores as such (and `@+id/x` also makes an id `x`); the
  /// tool reads the text as written. A name defined twice in one file makes aapt2 refuse
  /// the file; the tool keeps the later value, and the audit reports `key.duplicate`. The
  /// items of a typed `<array>` are stored by aapt2 and not read by the tool. In a file the
  /// reader cannot place exactly (UTF-16), a refusal is at libxml2's line (column 0).
  static func android(_ disagreement: Disagreement) -> String? {
    let differences = disagreement.differences
    let references = differences.allSatisfy { difference in
      guard let oracle = difference.oracle, oracle.hasPrefix(OracleOutcome.nonString) else { return false }
      return difference.ours.map { $0.hasPrefix("@") || $0.hasPrefix("?") } ?? true
    }
    let contents = (try? String(contentsOfFile: disagreement.file, encoding: .utf8)) ?? ""
    let typedArrayItems = differences.allSatisfy { difference in
      guard difference.ours == nil, let bracket = difference.key.key.firstIndex(of: "[") else { return false }
      return contents.contains("<array name=\"\(difference.key.key[..<bracket])\"")
    }
    switch disagreement.kind {
    case .valuesDiffer where typedArrayItems: return "Android: the items of a typed <array>"
    case .rejectedElsewhere(let ours, _, _) where ours.contains(/:[0-9]+:0:/):
      return "Android: a refusal in a file read without exact positions (UTF-16), at libxml2's line"
    case .onlyOracleRejects(let problem) where problem.contains("duplicate value for resource"):
      return "Android: a name defined twice in a file"
    case .valuesDiffer where references: return "Android: a reference (@string/x, ?attr/y)"
    case .onlyWeReject where references:
      return "Android: a reference (@string/x, ?attr/y), whose format aapt2 does not check"
    default: return nil
    }
  }

  /// `.strings`:
  /// - CoreFoundation's parser stops without an error at what cannot start a key and at an
  ///   unterminated string or comment, keeping the entries before it; the tool keeps the
  ///   same entries and reports the rest of the file as unreadable.
  /// - A dictionary, array or data value is a property list's, but no string a lookup can
  ///   return; the tool reports it.
  /// - `PropertyListSerialization` refuses zero bytes; Apple's loader and the tool read an
  ///   empty table.
  static func strings(_ disagreement: Disagreement) -> String? {
    let differences = disagreement.differences
    switch disagreement.kind {
    case .onlyWeReject where differences.isEmpty:
      return ".strings: the rest of the file after the last entry is not one"
    case .onlyWeReject
    where differences.allSatisfy { $0.ours == nil && $0.oracle?.hasPrefix(OracleOutcome.nonString) == true }:
      return ".strings: a value that is no string"
    case .onlyOracleRejects(let problem) where problem.contains("zero-length") && disagreement.ours.isEmpty:
      return ".strings: an empty file"
    default:
      return nil
    }
  }

  /// `.stringsdict`: CoreFoundation's XML property list parser keeps a CR LF line end inside
  /// a `<string>`; the tool reads XML as XML 1.0 says, with every line end a LF.
  static func stringsdict(_ disagreement: Disagreement) -> String? {
    guard case .valuesDiffer = disagreement.kind else { return nil }
    let lineEnds = disagreement.differences.allSatisfy { difference in
      difference.oracle.map { $0.replacingOccurrences(of: "\r\n", with: "\n") } == difference.ours
    }
    return lineEnds ? ".stringsdict: a CR LF line end in a <string>" : nil
  }
}
