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

  /// A short stable hash (FNV-1a, 64 bits, hex), the same on every machine and run: of the
  /// four fields joined by U+001F.
  public var hash: String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ byte: UInt8) {
      value ^= UInt64(byte)
      value = value &* 0x0100_0000_01b3
    }
    for byte in rule.utf8 { add(byte) }
    for part in [locale, table, subject] {
      add(0x1F)
      for byte in part.utf8 { add(byte) }
    }
    let digits = Array("0123456789abcdef".utf8)
    return String(unsafeUninitializedCapacity: 16) { hex in
      for place in 0..<16 {
        hex[place] = digits[Int(truncatingIfNeeded: value >> UInt64(60 - 4 * place)) & 0xF]
      }
      return 16
    }
  }

  public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
    (a.rule, a.locale, a.table, a.subject) < (b.rule, b.locale, b.table, b.subject)
  }
}
