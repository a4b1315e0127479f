/// A finding's identity without its line: rule, locale, table, key, screen and element, or,
/// for a finding with none of the last four (a note about a Swift file, a stale
/// suppression), its file. Edits elsewhere in a file do not change it, so baselines and
/// SARIF's `partialFingerprints` survive them.
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
    // The key, screen and element there are, joined by "/"; most findings have a key alone.
    var subject = finding.key
    if let screen = finding.screen { subject = subject.map { $0 + "/" + screen } ?? screen }
    if let element = finding.element { subject = subject.map { $0 + "/" + element } ?? element }
    if subject == nil && finding.table == nil { subject = finding.location?.file }
    self.subject = subject ?? ""
  }

  /// A short stable hash (FNV-1a, 64 bits, hex), the same on every machine and run: of the
  /// four fields joined by U+001F.
  public var hash: String {
    var hash = FNV1a()
    hash.add(rule)
    for part in [locale, table, subject] {
      hash.add(0x1F)
      hash.add(part)
    }
    return hash.hex
  }

  /// `Fingerprint(finding).hash`, made from the finding's fields where they are: a report
  /// hashes each of a million findings, and the fingerprint's fields were copies.
  public static func hash(of finding: Finding) -> String {
    var hex: [UInt8] = []
    appendHash(of: finding, from: OriginPart(of: finding), to: &hex)
    return String(decoding: hex, as: UTF8.self)
  }

  /// The hash of a finding's rule, locale and table, the start of its fingerprint's that
  /// findings of one origin (`Finding.originIdentity`) share: a report hashes it once
  /// for a run of them.
  struct OriginPart {
    fileprivate var hash = FNV1a()

    /// The part of no origin: the hash of nothing.
    init() {}

    init(of finding: Finding) {
      hash.add(finding.rule)
      hash.add(0x1F)
      hash.add(finding.locale ?? "")
      hash.add(0x1F)
      hash.add(finding.table ?? "")
      hash.add(0x1F)
    }
  }

  /// Appends the sixteen hex digits of `finding`'s hash, its origin's part hashed already.
  static func appendHash(of finding: Finding, from part: OriginPart, to bytes: inout [UInt8]) {
    var hash = part.hash
    // The subject: the key, screen and element there are, joined by "/".
    var hasPart = false
    func add(_ part: String?) {
      guard let part else { return }
      if hasPart { hash.add(UInt8(ascii: "/")) }
      hash.add(part)
      hasPart = true
    }
    add(finding.key)
    add(finding.screen)
    add(finding.element)
    if !hasPart && finding.table == nil { add(finding.location?.file) }
    hash.appendHex(to: &bytes)
  }

  /// FNV-1a over bytes, 64 bits.
  fileprivate struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
      value ^= UInt64(byte)
      value = value &* 0x0100_0000_01b3
    }

    mutating func add(_ string: String) {
      for byte in string.utf8 { add(byte) }
    }

    /// Sixteen lowercase hex digits.
    var hex: String {
      var hex: [UInt8] = []
      appendHex(to: &hex)
      return String(decoding: hex, as: UTF8.self)
    }

    /// Appends the sixteen digits of `hex`.
    func appendHex(to bytes: inout [UInt8]) {
      for place in 0..<16 {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * place)) & 0xF
        bytes.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
      }
    }
  }

  public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
    (a.rule, a.locale, a.table, a.subject) < (b.rule, b.locale, b.table, b.subject)
  }
}
