/// A finding's identity without its line: rule, locale, table, key, screen and element. Edits
/// elsewhere in a file do not change it, so baselines and SARIF's `partialFingerprints`
/// survive them.
public struct Fingerprint: Hashable, Sendable, Comparable {
  public var rule: String
  public var locale: String
  public var table: String
  public var subject: String

  public init(rule: String, locale: String, table: String, subject: String) {
    self.rule = rule
    self.locale = locale
    self.table = table
    self.subject = subject
  }

  public init(_ finding: Finding) {
    rule = finding.rule
    locale = finding.locale ?? ""
    table = finding.table ?? ""
    subject = [finding.key, finding.screen, finding.element].compactMap { $0 }.joined(separator: "/")
  }

  /// A short stable hash (FNV-1a, 64 bits, hex), the same on every machine and run.
  public var hash: String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in [rule, locale, table, subject].joined(separator: "\u{1F}").utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0100_0000_01b3
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
    (a.rule, a.locale, a.table, a.subject) < (b.rule, b.locale, b.table, b.subject)
  }
}
