/// An entry of a locale table, read in place: what the rules' walks over every string of a
/// table hand on with each string. Handing it on costs one reference to the table's entries;
/// a copy of the entry would cost one for each of its strings, for every string of every
/// locale and every rule.
public struct EntryView: Sendable {
  private let entries: [Entry]
  /// The entry's place in its table's `orderedEntries`.
  let index: Int

  init(_ entries: [Entry], _ index: Int) {
    self.entries = entries
    self.index = index
  }

  public var key: String { entries[index].key }
  public var location: SourceLocation { entries[index].location }
  public var value: LocalizedValue { entries[index].value }
  public var shouldTranslate: Bool { entries[index].shouldTranslate }
  public var isInUse: Bool { entries[index].isInUse }
  public var isRequired: Bool { entries[index].isRequired }
  public var state: String? { entries[index].state }
  /// Whether the value is text alone (see `LocalizedValue.isPlain`), asked in place.
  public var isPlain: Bool { entries[index].value.isPlain }
  /// The whole entry, copied.
  public var entry: Entry { entries[index] }
}
