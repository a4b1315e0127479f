import Foundation

/// One string for every key that the files of a run spell alike.
///
/// Every locale of a table repeats its source's keys, and a key longer than 15 bytes is a
/// string of its own in memory (a shorter one lives inside its `String`): a table of a
/// hundred locales would keep a hundred copies of each. A reader asks for each key as soon
/// as it has read it (the `.strings` reader for its keys' bytes, a batch at a time, before
/// any copy is made), so that the copy it made is freed at once and the next string it
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
    return key.withUTF8Span { bytes in
      let hash = Self.hash(bytes)
      let part = parts[hash & (Self.partCount - 1)]
      part.lock.lock()
      defer { part.lock.unlock() }
      return part.intern(bytes, hash: UInt32(truncatingIfNeeded: hash >> 32)) { key }
    }
  }

  /// The strings kept for many spellings, in order, each made only the first time its
  /// spelling is met: a reader that meets a key another file has already given makes no
  /// string for it. Each part's lock is taken once for the spellings it keeps, and the
  /// slots where their probes start are read together. The spellings are valid UTF-8, as a
  /// reader's text is (other bytes read as `String(decoding:as:)` reads them, and are not
  /// shared).
  ///
  /// The readers of a table's locales meet the same keys in the same order at the same
  /// time: one at a time, each key took its part's lock and read its slot just after the
  /// other reader had written them, a wait for the other core's cache each time.
  ///
  /// The spellings are ranges of one text: slices of it would each hold a reference to it.
  func intern(all spellings: [Range<Int>], of text: [UInt8]) -> [String] {
    text.withSpan { text in
      var interned = [String](repeating: "", count: spellings.count)
      var hashes = [Int](repeating: 0, count: spellings.count)
      // The spellings of each part, in order.
      var byPart = [[Int]](repeating: [], count: Self.partCount)
      for (index, spelling) in spellings.enumerated() {
        guard spelling.count > Self.inlineLength else {
          interned[index] = String(utf8: text, spelling)
          continue
        }
        hashes[index] = Self.hash(text.extracting(spelling))
        byPart[hashes[index] & (Self.partCount - 1)].append(index)
      }
      for (part, indices) in zip(parts, byPart) where !indices.isEmpty {
        part.lock.lock()
        part.intern(
          indices.map { (spellings[$0], UInt32(truncatingIfNeeded: hashes[$0] >> 32)) }, of: text
        ) { number, key in interned[indices[number]] = key }
        part.lock.unlock()
      }
      return interned
    }
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
  private static func hash(_ bytes: Span<UInt8>) -> Int {
    var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = mix(hash ^ bytes.word(at: offset))
      offset += 8
    }
    var tail: UInt64 = 0
    for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
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

    /// Each of `spellings` (with its hash) as `intern(_:hash:make:)` keeps it, given to
    /// `found` with its place among them; the slots where their probes start read first,
    /// all together.
    func intern(
      _ spellings: [(bytes: Range<Int>, hash: UInt32)], of text: Span<UInt8>, _ found: (Int, String) -> Void
    ) {
      withContents { places, keys in
        places.makeRoom(for: keys.count + spellings.count)
        let hashes = spellings.map(\.hash)
        places.warm(hashes[...])
        for (number, (bytes, hash)) in spellings.enumerated() {
          found(
            number,
            Self.keep(text.extracting(bytes), hash: hash, in: &places, &keys) { String(utf8: text, bytes) })
        }
      }
    }

    /// The key kept with the spelling `bytes`, or the one `make` gives, then kept. Keys are
    /// the same when their bytes are, as the platforms look them up; `==` would also join
    /// two spellings of one text (`é` as one code point and as two), and give a file a key
    /// it does not spell.
    func intern(_ bytes: Span<UInt8>, hash: UInt32, make: () -> String) -> String {
      withContents { places, keys in
        places.makeRoom(for: keys.count + 1)
        return Self.keep(bytes, hash: hash, in: &places, &keys, make: make)
      }
    }

    /// `body` with the keys and their places, worked on out of the object: each access to a
    /// stored property of a class is checked for exclusivity as the program runs (0.03 s
    /// more on two tables of 600,000 keys).
    @inline(__always)
    private func withContents<Result>(_ body: (inout HashedPlaces, inout [String]) -> Result) -> Result {
      var (places, keys) = (HashedPlaces(), [String]())
      swap(&places, &self.places)
      swap(&keys, &self.keys)
      defer {
        swap(&places, &self.places)
        swap(&keys, &self.keys)
      }
      return body(&places, &keys)
    }

    /// The key spelled `bytes` among `keys`, else the one `make` gives, recorded; `places`
    /// has room for it.
    @inline(__always)
    private static func keep(
      _ bytes: Span<UInt8>, hash: UInt32, in places: inout HashedPlaces,
      _ keys: inout [String],
      make: () -> String
    ) -> String {
      let (slot, known) = places.probe(hash: hash) { place in spells(keys[place], bytes) }
      if let known { return keys[known] }
      let key = make()
      places.record(keys.count, hash: hash, in: slot)
      keys.append(key)
      return key
    }

    /// Whether `key` is spelled `bytes`, read in place: a copy of the key would count a
    /// reference to it, which the other reader, meeting the same keys at the same time,
    /// counts too.
    @inline(__always)
    private static func spells(_ key: String, _ bytes: Span<UInt8>) -> Bool {
      key.utf8.count == bytes.count && key.withUTF8Span { $0.hasSameBytes(as: bytes) }
    }
  }
}
