/// Items of Android `<string-array>`s that the translations keep as written (docs/tables.md,
/// "Android"). Android looks an array up as a whole: a locale without it shows the source's.
/// An item that every translation holding the array keeps as the source writes it (`1080p60`,
/// `Wi-Fi`), in at least `labelConsensus` locales, is a label: a locale without the array
/// shows what the others show, and lacks nothing.
extension StringTable {
  /// How many locales must hold an item, all as written, for it to be a label.
  static let labelConsensus = 5

  /// The table with each such item of its source marked as not to be translated.
  func markingArrayLabels() -> StringTable {
    guard platform == .android, let source, !locales.isEmpty else { return self }
    let sourceTag = source.locale.tag
    var labels: [Int] = []
    for (position, entry) in source.orderedEntries.enumerated()
    where entry.isRequired && Self.isArrayItem(entry.key) {
      guard let text = entry.value.text?.string else { continue }
      var holders = 0
      var kept = true
      for (tag, localeTable) in locales where tag != sourceTag {
        guard let found = localeTable.position(of: entry.key) else { continue }
        guard localeTable.orderedEntries[found].value.text?.string == text else {
          kept = false
          break
        }
        holders += 1
      }
      if kept && holders >= Self.labelConsensus { labels.append(position) }
    }
    guard !labels.isEmpty, var marked = locales[sourceTag] else { return self }
    var table = self
    for position in labels { marked.markNotToTranslate(at: position) }
    table.locales[sourceTag] = marked
    return table
  }

  /// Whether a key is an array item's, `name[index]`, as the Android reader keys them.
  private static func isArrayItem(_ key: String) -> Bool {
    guard key.utf8.last == UInt8(ascii: "]"), let open = key.utf8.lastIndex(of: UInt8(ascii: "[")) else {
      return false
    }
    let digits = key.utf8[key.utf8.index(after: open)..<key.utf8.index(before: key.utf8.endIndex)]
    return !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
  }
}
