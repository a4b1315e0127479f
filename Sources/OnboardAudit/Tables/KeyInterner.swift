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
    return spelling.withUTF8 { bytes in intern(bytes) { key } }
  }

  /// The string kept for the spelling `utf8`, made only the first time: a reader that meets
  /// a key another file has already given makes no string for it, where making one and
  /// letting it go cost an allocation and a copy. `utf8` is valid UTF-8, as a reader's text
  /// is (other bytes read as `String(decoding:as:)` reads them, and are not shared).
  func intern(utf8: UnsafeBufferPointer<UInt8>) -> String {
    guard utf8.count > Self.inlineLength else { return String(decoding: utf8, as: UTF8.self) }
    return intern(utf8) { String(decoding: utf8, as: UTF8.self) }
  }

  /// The string kept for `bytes`; `make` makes the string to keep the first time, which
  /// must spell `bytes`.
  private func intern(_ bytes: UnsafeBufferPointer<UInt8>, make: () -> String) -> String {
    let hash = Self.hash(bytes)
    let part = parts[hash & (Self.partCount - 1)]
    part.lock.lock()
    defer { part.lock.unlock() }
    return part.intern(bytes, hash: UInt32(truncatingIfNeeded: hash >> 32), make: make)
  }

  /// Lets go of the keys kept, a part per task on every core. Once the files are read, their
  /// entries hold the keys; letting go of 600,000 references one after the other took 0.03 s
  /// on one core while the others waited.
  func forgetKeys() {
    let parts = parts
    DispatchQueue.concurrentPerform(iterations: parts.count) { parts[$0].forgetKeys() }
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

  /// Some of the keys, found by their hash (see `HashedPlaces`).
  private final class Part: @unchecked Sendable {
    let lock = NSLock()
    private var keys: [String] = []
    private var places = HashedPlaces(capacity: 768)

    func forgetKeys() {
      lock.lock()
      defer { lock.unlock() }
      (keys, places) = ([], HashedPlaces())
    }

    /// The key kept with the spelling `bytes`, or the one `make` gives, then kept. Keys are
    /// the same when their bytes are, as the platforms look them up; `==` would also join
    /// two spellings of one text (`é` as one code point and as two), and give a file a key
    /// it does not spell.
    func intern(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, make: () -> String) -> String {
      // Worked on out of the object: each access to a stored property of a class is checked
      // for exclusivity as the program runs (0.03 s more on two tables of 600,000 keys).
      var (places, keys) = (HashedPlaces(), [String]())
      swap(&places, &self.places)
      swap(&keys, &self.keys)
      defer {
        swap(&places, &self.places)
        swap(&keys, &self.keys)
      }
      places.makeRoom(for: keys.count + 1)
      let (slot, known) = places.probe(hash: hash) { place in
        // Read in place: a copy of the key would count a reference to it, which the other
        // reader, meeting the same keys at the same time, counts too.
        keys[place].utf8.withContiguousStorageIfAvailable {
          $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        } ?? keys[place].utf8.elementsEqual(bytes)
      }
      if let known { return keys[known] }
      let key = make()
      places.record(keys.count, hash: hash, in: slot)
      keys.append(key)
      return key
    }
  }
}
