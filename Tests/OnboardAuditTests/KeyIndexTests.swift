import Testing

@testable import OnboardAudit

@Suite("Key index")
struct KeyIndexTests {
  private static func entries(_ keys: [String]) -> [Entry] {
    keys.map { key in
      Entry(
        key: key, location: OnboardAudit.SourceLocation(file: "en.lproj/A.strings"),
        value: .plain("", at: OnboardAudit.SourceLocation(file: "en.lproj/A.strings")))
    }
  }

  /// Every key found at its place as the index grows; a key seen again gives the first
  /// place and is not recorded twice; an unknown key has none.
  @Test func findsEveryKeyAtItsPlace() {
    let keys = (0..<5000).map { "screen\($0 / 50).item\($0).title" } + ["screen0.item7.title"]
    let entries = Self.entries(keys)
    var index = KeyIndex()
    let recorded = (0..<5000).map { index.insert($0, in: entries) }
    #expect(recorded.allSatisfy { $0 == nil })
    let repeated = index.insert(5000, in: entries)
    #expect(repeated == 7)
    #expect(index.count == 5000)
    #expect((0..<5000).allSatisfy { index.position(of: keys[$0], in: entries) == $0 })
    #expect(index.position(of: "screen0.item5000.title", in: entries) == nil)
    #expect(KeyIndex().position(of: "x", in: entries) == nil)
  }

  /// Keys are the same key exactly when `String` says so, as in a dictionary: a precomposed
  /// letter and its decomposed form are one key.
  @Test func keysAreComparedAsStrings() {
    let entries = Self.entries(["caf\u{E9}", "cafe\u{301}", "cafe"])
    var index = KeyIndex()
    let recorded = (0..<3).map { index.insert($0, in: entries) }
    #expect(recorded == [nil, 0, nil])
    #expect(index.position(of: "cafe\u{301}", in: entries) == 0)
    #expect(index.position(of: "cafe", in: entries) == 2)
  }

  /// A table with a repeated key keeps one entry for it, in the first one's place, with the
  /// later value; its entries are found by key.
  @Test func localeTableFindsItsEntriesByKey() {
    var table = LocaleTable(locale: AuditLocale(canonical: "en"))
    let entries = Self.entries(["a", "b", "a", "c"])
    let unique = table.start(with: entries)
    #expect(!unique)
    #expect(table.keys == ["a", "b", "c"])
    #expect(table.position(of: "c") == 2)
    #expect(table.entries.contains("b"))
    #expect(!table.entries.contains("d"))
    #expect(table.entries["a"]?.key == "a")
    #expect(table.entries.keys == ["a", "b", "c"])
  }

  /// A table filled from a file at once (its keys hashed a batch at a time) finds every key,
  /// and sees a key repeated anywhere: in the first batch, across batches, in the last one,
  /// and written once precomposed and once decomposed.
  @Test func aTableFilledAtOnceFindsItsKeysAndItsRepeats() {
    let keys = (0..<5000).map { "screen\($0 / 50).item\($0).title" }
    var table = LocaleTable(locale: AuditLocale(canonical: "en"))
    let unique = table.start(with: Self.entries(keys))
    #expect(unique)
    #expect((0..<5000).allSatisfy { table.position(of: keys[$0]) == $0 })
    #expect(table.position(of: "screen0.item5000.title") == nil)
    for (repeated, at) in [(3, 9), (5, 37), (20, 4999), (4998, 4999)] {
      var withRepeat = keys
      withRepeat[at] = keys[repeated]
      var table = LocaleTable(locale: AuditLocale(canonical: "en"))
      let unique = table.start(with: Self.entries(withRepeat))
      #expect(!unique, "key \(repeated) again at \(at)")
      #expect(table.keys.count == 4999 && table.position(of: keys[repeated]) == repeated)
    }
    var accents = LocaleTable(locale: AuditLocale(canonical: "fr"))
    let accentsUnique = accents.start(with: Self.entries(["caf\u{E9}", "the", "cafe\u{301}"]))
    #expect(!accentsUnique)
    #expect(accents.keys == ["caf\u{E9}", "the"])
  }

  /// A locale's keys found in its source by the hashes its own index keeps: the same places
  /// a look-up of each key gives, nil where the source lacks the key, a key written
  /// decomposed found where the source has it precomposed.
  @Test func findsALocalesKeysInItsSource() {
    var source = LocaleTable(locale: AuditLocale(canonical: "en"))
    var german = LocaleTable(locale: AuditLocale(canonical: "de"))
    let sourceKeys = (0..<3000).map { "screen\($0 / 50).item\($0).title" } + ["caf\u{E9}"]
    let germanKeys =
      ["cafe\u{301}", "only.in.german"] + (0..<3000).reversed().map { "screen\($0 / 50).item\($0).title" }
    for entry in Self.entries(sourceKeys) { source.add(entry) }
    for entry in Self.entries(germanKeys) { german.add(entry) }
    let places = german.positions(in: source)
    #expect(Array(places) == germanKeys.map { source.position(of: $0) })
    #expect(places[0] == 3000)
    #expect(places[1] == nil)
    #expect(places[2] == 2999)
    #expect(LocaleTable(locale: AuditLocale(canonical: "fr")).positions(in: source).isEmpty)
    #expect(german.positions(in: LocaleTable(locale: AuditLocale(canonical: "en"))).allSatisfy { $0 == nil })
    // Found in parts, each writing its own places, they are the same places.
    for parts in [2, 3, 7] {
      var found = [UInt32](repeating: 0, count: germanKeys.count)
      for part in (0..<parts).reversed() {
        german.findPositions(in: source, part: part, of: parts) { place, other in
          #expect(found[place] == 0, "each place found in one part")
          found[place] = UInt32(other + 1)
        }
      }
      #expect(Array(SourcePositions(placesPlusOne: found)) == Array(places), "\(parts) parts")
    }
  }

  /// The source's places are its own, kept as nothing; another locale's in 32 bits each.
  @Test func sourcePositionsReadBackAsPlaces() {
    #expect(Array(SourcePositions.own(count: 3)) == [0, 1, 2])
    #expect(Array(SourcePositions(placesPlusOne: [3, 0, 1])) == [2, nil, 0])
    #expect(SourcePositions(placesPlusOne: []).isEmpty)
  }

  /// Places under one hash and under many are found again after the slots grow, each by
  /// its own match.
  @Test func hashedPlacesFindEachPlaceThroughCollisionsAndGrowth() {
    var places = HashedPlaces()
    let hashes: [UInt32] = (0..<1000).map { $0 % 3 == 0 ? 7 : UInt32($0) &* 2_654_435_761 }
    for (place, hash) in hashes.enumerated() {
      places.makeRoom(for: places.count + 1)
      let (slot, known) = places.probe(hash: hash) { $0 == place }
      #expect(known == nil)
      places.record(place, hash: hash, in: slot)
    }
    #expect(places.count == 1000)
    for (place, hash) in hashes.enumerated() {
      #expect(places.probe(hash: hash) { $0 == place }.place == place)
    }
    #expect(places.probe(hash: 7) { $0 == 1 }.place == nil)
    var seen: [Int: UInt32] = [:]
    places.forEachPlace { place, hash in seen[place] = hash }
    #expect(seen.count == 1000 && seen.allSatisfy { hashes[$0.key] == $0.value })
  }
}
