/// Finds, eight bytes at a time, the next byte of UTF-8 text that an escaper must look at:
/// a control (below 0x20) or one of a few given bytes. Most text has none, and the runs
/// between them are copied at once.
///
/// Each test flags, in the high bit of each byte of a word, the bytes equal to zero:
/// `(x - 0x01…) & ~x & 0x80…`, on the word xor the byte looked for. The lowest flag is exact
/// (a borrow only moves up from a flagged byte), so the lowest flag of all marks the first
/// byte to look at; the others may be false and are not used.
struct ByteScan: Sendable {
  private let targets: (UInt64, UInt64, UInt64, UInt64, UInt64)

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Looks for controls and for `bytes` (one to five of them).
  init(controlsAnd bytes: UInt8...) {
    precondition((1...5).contains(bytes.count), "one to five bytes")
    // A byte repeated in the unused places tests nothing new.
    let word = { (place: Int) in Self.ones &* UInt64(bytes[min(place, bytes.count - 1)]) }
    targets = (word(0), word(1), word(2), word(3), word(4))
  }

  /// The place of the first byte at or after `index` that may need a look, passing eight
  /// plain bytes at a time; `index` moved past whole words only, so that fewer than eight
  /// bytes before `count` are left to the caller to look at one by one.
  @inline(__always)
  func next(in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
    var index = index
    while index + 8 <= count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let flags = self.flags(word)
      if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
      index += 8
    }
    return index
  }

  /// Whether `utf8` holds a byte this scan finds for which `matches` is true.
  @inline(__always)
  func contains(
    in utf8: UnsafeBufferPointer<UInt8>,
    where matches: (_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> Bool
  ) -> Bool {
    guard let base = utf8.baseAddress else { return false }
    let count = utf8.count
    var index = 0
    while index < count {
      index = next(in: base, from: index, count: count)
      guard index < count else { break }
      if matches(base, index, count) { return true }
      index += 1
    }
    return false
  }

  /// What an escaper writes for the byte it was asked about, and how many bytes it stands for.
  typealias Replacement = (text: StaticString, width: Int)

  /// Appends `utf8` to `bytes`, each byte this scan finds replaced by what `replacement`
  /// gives for it (more than one byte for a character), or kept when it gives nil; the
  /// runs between are copied at once.
  @inline(__always)
  func appendEscaped(
    _ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8],
    replacement: (_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> Replacement?
  ) {
    guard let base = utf8.baseAddress else { return }
    let count = utf8.count
    var start = 0
    var index = 0
    while index < count {
      index = next(in: base, from: index, count: count)
      guard index < count else { break }
      guard let (text, width) = replacement(base, index, count) else {
        index += 1
        continue
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
      bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
      index += width
      start = index
    }
    bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
  }

  @inline(__always)
  private func flags(_ word: UInt64) -> UInt64 {
    func zeros(_ x: UInt64) -> UInt64 { (x &- Self.ones) & ~x & Self.highs }
    let controls = (word &- Self.ones &* 0x20) & ~word & Self.highs  // bytes below 0x20
    return controls | zeros(word ^ targets.0) | zeros(word ^ targets.1) | zeros(word ^ targets.2)
      | zeros(word ^ targets.3) | zeros(word ^ targets.4)
  }
}
