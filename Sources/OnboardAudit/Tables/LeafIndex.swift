/// Every string of every entry of a locale table, with its entry's place, in order: what
/// every per-string rule walks.
///
/// When each entry is one plain text, as in most `.strings` and Android tables, the strings
/// are read from the entries themselves, the n-th string being the n-th entry's text, and
/// nothing is listed: a table of a million entries saves a list of a million strings
/// (32 bytes each). Otherwise the strings are listed once, when the table is assembled.
public struct LeafIndex: RandomAccessCollection, Sendable {
  public typealias Element = (entry: Int, leaf: LocalizedValue.Leaf)

  /// The entries, when each is a plain text; empty otherwise.
  private let plainEntries: [Entry]
  /// The strings, when some entry has variants or no text.
  private let listed: [Element]
  private let readsEntries: Bool

  /// No string.
  public init() {
    self.init(plainEntries: [], listed: [], readsEntries: false)
  }

  /// The strings of `entries`.
  init(of entries: [Entry]) {
    if entries.allSatisfy({ $0.value.isPlain && $0.value.text != nil }) {
      self.init(plainEntries: entries, listed: [], readsEntries: true)
      return
    }
    var listed: [Element] = []
    listed.reserveCapacity(entries.count)
    // Each value read in place: a copy of each would count references for nothing.
    for index in entries.indices {
      if entries[index].value.isPlain, let text = entries[index].value.text {
        listed.append((index, LocalizedValue.Leaf(path: "", text: text)))
      } else {
        for leaf in entries[index].value.leaves { listed.append((index, leaf)) }
      }
    }
    self.init(plainEntries: [], listed: listed, readsEntries: false)
  }

  private init(plainEntries: [Entry], listed: [Element], readsEntries: Bool) {
    self.plainEntries = plainEntries
    self.listed = listed
    self.readsEntries = readsEntries
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { readsEntries ? plainEntries.count : listed.count }

  // The parts of a string read one at a time, without making the string's pair: the rules'
  // first passes over every string of every locale read one part, and a pair would count
  // a reference to the text for each.

  /// The place in the table's entries of the entry the string at `position` belongs to.
  public func entry(at position: Int) -> Int {
    readsEntries ? position : listed[position].entry
  }

  /// The string at `position`, as text.
  public func string(at position: Int) -> String {
    readsEntries ? plainEntries[position].value.text?.string ?? "" : listed[position].leaf.text.string
  }

  /// What a first look at the string at `position` found.
  public func traits(at position: Int) -> TextTraits {
    readsEntries ? plainEntries[position].value.text?.traits ?? [] : listed[position].leaf.text.traits
  }

  /// The variant the string at `position` belongs to ("" for the main text).
  public func path(at position: Int) -> String {
    readsEntries ? "" : listed[position].leaf.path
  }

  public subscript(position: Int) -> Element {
    guard readsEntries else { return listed[position] }
    // Every entry has a text here (see `init(of:)`); the empty text stands in for none.
    let text = plainEntries[position].value.text ?? LocatedText("", at: plainEntries[position].location)
    return (position, LocalizedValue.Leaf(path: "", text: text))
  }
}
