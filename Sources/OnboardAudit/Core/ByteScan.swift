/// Finds, eight bytes at a time, the next byte of UTF-8 text that an escaper must look at:
/// a control (below 0x20) or one of a few given bytes. Most text has none, and the runs
/// between them are copied at once.
///
/// Each test flags, in the high bit of each byte of a word, the bytes equal to zero:
/// `(x - 0x01…) & ~x & 0x80…`, on the word xor the byte looked for. The lowest flag is exact
/// (a borrow only moves up from a flagged byte), so the lowest flag of all marks the first
/// byte to look at; the others may be false and are not used.
///
/// The words are read from the text's own memory; callers see the bytes as a `Span`, which
/// checks every index.
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

  /// Whether `text`'s UTF-8 holds a byte for which `matches` is true. `matches` is asked
  /// about each byte this scan may find and about the last few bytes, and decides by
  /// reading the byte and those around it in `utf8`.
  @inline(__always)
  func contains(in text: String, where matches: (_ utf8: Span<UInt8>, _ index: Int) -> Bool) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      let utf8 = buffer.span
      var index = 0
      while index < buffer.count {
        index = next(in: buffer, from: index)
        guard index < buffer.count else { break }
        if matches(utf8, index) { return true }
        index += 1
      }
      return false
    }
  }

  /// What an escaper writes for the byte it was asked about, and how many bytes it stands for.
  typealias Replacement = (text: StaticString, width: Int)

  /// Appends `text`'s UTF-8 to `bytes`, each byte replaced by what `replacement` gives for
  /// it (more than one byte for a character), or kept when it gives nil; the runs between
  /// are copied at once. `replacement` is asked as `matches` is in `contains(in:where:)`.
  @inline(__always)
  func appendEscaped(
    _ text: String, to bytes: inout [UInt8],
    replacement: (_ utf8: Span<UInt8>, _ index: Int) -> Replacement?
  ) {
    var text = text
    text.withUTF8 { appendEscaped($0, to: &bytes, replacement: replacement) }
  }

  /// The same for UTF-8 bytes.
  @inline(__always)
  func appendEscaped(
    _ utf8: [UInt8], to bytes: inout [UInt8],
    replacement: (_ utf8: Span<UInt8>, _ index: Int) -> Replacement?
  ) {
    utf8.withUnsafeBufferPointer { appendEscaped($0, to: &bytes, replacement: replacement) }
  }

  @inline(__always)
  private func appendEscaped(
    _ buffer: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8],
    replacement: (_ utf8: Span<UInt8>, _ index: Int) -> Replacement?
  ) {
    let utf8 = buffer.span
    let count = buffer.count
    var start = 0
    var index = 0
    while index < count {
      index = next(in: buffer, from: index)
      guard index < count else { break }
      guard let (text, width) = replacement(utf8, index) else {
        index += 1
        continue
      }
      bytes.append(contentsOf: buffer[start..<index])
      bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
      index = min(index + width, count)
      start = index
    }
    bytes.append(contentsOf: buffer[start..<count])
  }

  /// The place of the first byte at or after `index` that may need a look, passing eight
  /// plain bytes at a time; `index` moved past whole words only, so that fewer than eight
  /// bytes before the end are left to the caller to look at one by one.
  @inline(__always)
  private func next(in buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    guard let base = buffer.baseAddress else { return index }
    var index = index
    while index + 8 <= buffer.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let flags = self.flags(word)
      if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
      index += 8
    }
    return index
  }

  @inline(__always)
  private func flags(_ word: UInt64) -> UInt64 {
    func zeros(_ x: UInt64) -> UInt64 { (x &- Self.ones) & ~x & Self.highs }
    let controls = (word &- Self.ones &* 0x20) & ~word & Self.highs  // bytes below 0x20
    return controls | zeros(word ^ targets.0) | zeros(word ^ targets.1) | zeros(word ^ targets.2)
      | zeros(word ^ targets.3) | zeros(word ^ targets.4)
  }
}
