import Foundation

/// A suppression written where the finding is (docs/ci.md, "Suppressions"): a comment
/// `onboard-audit:ignore RULE… [-- reason]` before a Swift element or a table's entry,
/// `onboard-audit:ignore-file RULE…` for a whole Swift file, or Android's own
/// `tools:ignore="MissingTranslation"` on a resource or the file's root.
public struct IgnoreDirective: Sendable, Hashable {
  /// How far it reaches: the element or entry it stands before (or at the end of the line
  /// of), or the whole file.
  public enum Reach: Sendable, Hashable {
    case next
    case file
  }

  /// The rule ids it names (`all` for every rule); empty when it names none.
  public var rules: [String]
  /// What follows `--`, the reviewer's why.
  public var reason: String?
  public var reach: Reach
  /// Where it is written.
  public var location: SourceLocation
  /// As written, for messages: `onboard-audit:ignore key.missing`, `tools:ignore="…"`.
  public var spelling: String
  /// Android Lint's `tools:ignore`, which is honoured but written for Android Lint: it is not
  /// this tool's to call stale (`suppression.unused`).
  public var isAndroidLint: Bool

  public init(
    rules: [String], reason: String? = nil, reach: Reach = .next, location: SourceLocation, spelling: String,
    isAndroidLint: Bool = false
  ) {
    self.rules = rules
    self.reason = reason
    self.reach = reach
    self.location = location
    self.spelling = spelling
    self.isAndroidLint = isAndroidLint
  }

  /// Whether it names the rule (or all of them).
  public func names(_ rule: String) -> Bool {
    rules.contains(rule) || rules.contains(Self.allRules)
  }

  /// The id that stands for every rule.
  public static let allRules = "all"

  static let marker = Array("onboard-audit:ignore".utf8)

  /// Whether the bytes hold the marker somewhere: most files hold none, and need no closer
  /// look at their comments.
  static func isMentioned(in bytes: [UInt8], _ range: Range<Int>? = nil) -> Bool {
    let range = range ?? bytes.indices
    guard range.count >= marker.count else { return false }
    var index = range.lowerBound
    let last = range.upperBound - marker.count
    while index <= last {
      if bytes[index] == marker[0] {
        var matched = 1
        while matched < marker.count && bytes[index + matched] == marker[matched] { matched += 1 }
        if matched == marker.count { return true }
      }
      index += 1
    }
    return false
  }

  /// The directives in a comment's text, each from its marker to the end of its line (a
  /// closing `*/` or `-->` left out). `location` is where the comment starts; a directive on
  /// a later line of it is placed on that line.
  public static func parse(comment text: String, at location: SourceLocation) -> [IgnoreDirective] {
    var directives: [IgnoreDirective] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let start = line.range(of: "onboard-audit:ignore") else { continue }
      var written = line[start.lowerBound...]
      for closing in ["*/", "-->"] {
        if let end = written.range(of: closing) { written = written[..<end.lowerBound] }
      }
      var rest = written.dropFirst("onboard-audit:ignore".count)
      var reach = Reach.next
      if rest.hasPrefix("-file") {
        reach = .file
        rest = rest.dropFirst("-file".count)
      }
      // The marker is a word of its own: `onboard-audit:ignored` is prose.
      guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { continue }
      // The reason follows `--`, or, in an XML comment, where `--` may not be written,
      // ` - ` or ` — `.
      var reason: String?
      if let separator = ["--", " - ", " — "].compactMap({ rest.range(of: $0) }).min(by: {
        $0.lowerBound < $1.lowerBound
      }) {
        let why = rest[separator.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        reason = why.isEmpty ? nil : why
        rest = rest[..<separator.lowerBound]
      }
      let rules = rest.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }.map(String.init)
      let place = SourceLocation(
        file: location.file, line: location.line + offset, column: offset == 0 ? location.column : 1)
      directives.append(
        IgnoreDirective(
          rules: rules, reason: reason, reach: reach, location: place,
          spelling: written.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    return directives
  }
}
