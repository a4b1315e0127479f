import Foundation

/// One string for every key that the files of a run spell alike.
///
/// Every locale of a table repeats its source's keys, and a key longer than 15 bytes is a
/// string of its own in memory (a shorter one lives inside its `String`): a table of a
/// hundred locales would keep a hundred copies of each. A reader asks for each key as soon
/// as it has read it, so that the copy it made is freed at once and the next string it
/// makes takes its place; swapping the keys once the files are read would leave the copies'
/// memory as holes among the entries, which nothing made later fills.
///
/// Keys spelled alike share one string also in the comparisons of keys across locales,
/// which then see that it is the same string without reading it.
final class KeyInterner: @unchecked Sendable {
  /// The keys, in parts that each have a lock: files are read on every core at once.
  private let parts: [Part]

  init() {
    parts = (0..<Self.partCount).map { _ in Part() }
  }

  /// The string kept for `key`'s spelling, byte for byte: `key` itself the first time.
  func intern(_ key: String) -> String {
    guard key.utf8.count > Self.inlineLength else { return key }
    var spelling = key
    return spelling.withUTF8 { bytes in
      let hash = Self.hash(bytes)
      let part = parts[hash & (Self.partCount - 1)]
      part.lock.lock()
      defer { part.lock.unlock() }
      return part.intern(key, bytes: bytes, hash: UInt32(truncatingIfNeeded: hash >> 32))
    }
  }

  /// A quick hash of a key's bytes, eight at a time: the keys are the run's own, not an
  /// adversary's, and `Hasher` takes four times as long on a key of twenty bytes.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    var tail: UInt64 = 0
    for index in offset..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
    return Int(truncatingIfNeeded: mix(hash ^ tail))
  }

  /// Spreads every bit of `value` over all 64 (the finalizer of SplitMix64).
  private static func mix(_ value: UInt64) -> UInt64 {
    var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// The longest string that Swift keeps inside a `String`, without memory of its own.
  private static let inlineLength = 15
  private static let partCount = 16

  /// Some of the keys, by their hash, in the manner of `KeyIndex`: open addressing over
  /// slots that each hold 32 bits of a key's hash beside its place in `keys`, so that a
  /// probe reads a key only where the hashes agree (a `Set` compares the key of every slot
  /// it passes, each a wait for memory).
  private final class Part {
    let lock = NSLock()
    private var keys: [String] = []
    /// 0 when empty, else the hash above the key's place plus one; at most three quarters full.
    private var slots = [UInt64](repeating: 0, count: 1024)

    /// `bytes` are `key`'s. Keys are the same when their bytes are, as the platforms look
    /// them up; `==` would also join two spellings of one text (`é` as one code point and
    /// as two), and give a file a key it does not spell.
    func intern(_ key: String, bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> String {
      if (keys.count + 1) * 4 > slots.count * 3 { grow() }
      let mask = slots.count - 1
      var slot = Int(hash) & mask
      while slots[slot] != 0 {
        if UInt32(truncatingIfNeeded: slots[slot] >> 32) == hash {
          var known = keys[Int(UInt32(truncatingIfNeeded: slots[slot])) - 1]
          if known.withUTF8({
            $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
          }) {
            return known
          }
        }
        slot = (slot + 1) & mask
      }
      keys.append(key)
      slots[slot] = UInt64(hash) << 32 | UInt64(keys.count)
      return key
    }

    /// Twice the slots, each key placed again by the hash its slot keeps.
    private func grow() {
      let old = slots
      slots = [UInt64](repeating: 0, count: old.count * 2)
      let mask = slots.count - 1
      for value in old where value != 0 {
        var slot = Int(value >> 32) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = value
      }
    }
  }
}
