/// One of N disjoint slices of an audit (`--shard K/N`, docs/ci.md), so that a CI matrix
/// splits the work and `merge` joins the reports.
///
/// A table belongs to the slice its identity hashes to (FNV-1a, 64 bits, over the UTF-8
/// bytes: the same on every machine and run, unlike Swift's seeded `Hasher`). The checks of
/// each table in each locale run in its slice; the checks of the whole project (the flow,
/// the sources, the files read) run in the first slice only.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
  /// 1-based: 1 ≤ index ≤ count.
  public let index: Int
  public let count: Int

  /// Nil unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, index >= 1, index <= count else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `K/N`, such as `2/4`.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// Whether the checks of the whole project run here.
  public var isFirst: Bool { index == 1 }

  /// Whether the table with this identity is checked in this slice.
  public func contains(table identity: String) -> Bool {
    Self.slice(of: identity, count: count) == index
  }

  /// The 1-based slice of N a table identity belongs to.
  public static func slice(of identity: String, count: Int) -> Int {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in identity.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0100_0000_01b3
    }
    return Int(value % UInt64(max(count, 1))) + 1
  }
}
