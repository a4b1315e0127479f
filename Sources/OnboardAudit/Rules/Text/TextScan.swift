/// What the text rules see of a value: its prose, without the parts that are not words of the
/// locale's language.
enum TextScan {
  /// The text with placeholders (`%@`, `%1$lld`, `%#@files@`, `%arg`), URLs, e-mail addresses
  /// and `doNotTranslate` terms replaced by spaces.
  static func prose(_ text: String, doNotTranslate: [String]) -> String {
    guard mayHaveNonProse(text, doNotTranslate: doNotTranslate) else { return text }
    var scalars = Array(text.unicodeScalars)
    var removed = [Bool](repeating: false, count: scalars.count)
    for placeholder in FormatString(text).placeholders {
      let length = placeholder.spec.unicodeScalars.count
      for index in placeholder.offset..<min(placeholder.offset + length, scalars.count) {
        removed[index] = true
      }
    }
    markArgs(scalars, &removed)
    markIntentParameters(scalars, &removed)
    markLinks(scalars, &removed)
    for term in doNotTranslate where !term.isEmpty {
      mark(Array(term.unicodeScalars), in: scalars, &removed)
    }
    for index in scalars.indices where removed[index] { scalars[index] = " " }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// Whether `prose` may have something to take out: a placeholder needs `%` (`%arg` too),
  /// an intent parameter `$`, a link `:`, `@` or `www.`, a term its own bytes. Most strings
  /// have none of these, and are their own prose.
  static func mayHaveNonProse(_ text: String, doNotTranslate: [String]) -> Bool {
    var text = text
    let signs = text.withUTF8 { utf8 in
      var index = 0
      while index < utf8.count {
        switch utf8[index] {
        case UInt8(ascii: "%"), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "@"): return true
        case UInt8(ascii: "."):
          if index >= 3, (1...3).allSatisfy({ utf8[index - $0] | 0x20 == UInt8(ascii: "w") }) { return true }
        default: break
        }
        index += 1
      }
      return false
    }
    return signs || doNotTranslate.contains { !$0.isEmpty && contains(text, $0) }
  }

  /// Whether `needle`'s UTF-8 occurs in `text`'s (the same as a match scalar by scalar).
  static func contains(_ text: String, _ needle: String) -> Bool {
    var text = text
    var needle = needle
    return text.withUTF8 { haystack in
      needle.withUTF8 { needle in
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
          var offset = 1
          while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
          if offset == needle.count { return true }
        }
        return false
      }
    }
  }

  /// Marks every occurrence of `needle`, comparing in place (no copies in the loop).
  private static func mark(_ needle: [Unicode.Scalar], in scalars: [Unicode.Scalar], _ removed: inout [Bool])
  {
    guard !needle.isEmpty, needle.count <= scalars.count else { return }
    var start = 0
    while start + needle.count <= scalars.count {
      var matches = true
      for offset in 0..<needle.count where scalars[start + offset] != needle[offset] {
        matches = false
        break
      }
      if matches {
        for index in start..<start + needle.count { removed[index] = true }
        start += needle.count
      } else {
        start += 1
      }
    }
  }

  /// `%arg`, which catalogs use for a substitution's number.
  private static func markArgs(_ scalars: [Unicode.Scalar], _ removed: inout [Bool]) {
    mark(["%", "a", "r", "g"], in: scalars, &removed)
  }

  /// `${name}`: the parameters of Siri intent definitions, which the system fills.
  private static func markIntentParameters(_ scalars: [Unicode.Scalar], _ removed: inout [Bool]) {
    var index = 0
    while index + 1 < scalars.count {
      if scalars[index] == "$" && scalars[index + 1] == "{",
        let close = scalars[(index + 2)...].firstIndex(of: "}")
      {
        for at in index...close { removed[at] = true }
        index = close + 1
      } else {
        index += 1
      }
    }
  }

  /// The words of a text that look like names rather than words of a language: acronyms
  /// ("HUD"), and words with a capital after their first letter ("iPhone", "GitHub").
  static func isNameLike(_ word: Substring) -> Bool {
    // An Array, not the view's own `filter`, which rebuilds a string scalar by scalar.
    let letters = Array(word.unicodeScalars).filter(isLetter)
    guard !letters.isEmpty else { return true }
    if letters.count > 1 && letters.allSatisfy({ $0.properties.isUppercase }) { return true }
    return letters.dropFirst().contains { $0.properties.isUppercase }
  }

  /// The words of a text: runs of letters, marks, and apostrophes or hyphens inside them.
  static func words(_ text: String) -> [Substring] {
    // Scalar by scalar: splitting on Characters would find grapheme breaks for nothing.
    var result: [Substring] = []
    let scalars = text.unicodeScalars
    var start: String.Index?
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let inWord =
        scalar.isASCII
        ? isLetter(scalar) || scalar == "'" || scalar == "-"
        : isLetter(scalar) || scalar.properties.generalCategory == .nonspacingMark || scalar == "’"
      if inWord {
        if start == nil { start = index }
      } else if let begin = start {
        result.append(text[begin..<index])
        start = nil
      }
      index = scalars.index(after: index)
    }
    if let begin = start { result.append(text[begin..<text.endIndex]) }
    return result
  }

  /// Words with "://", "www." or "@" in them (URLs and e-mail addresses), to the next space.
  private static func markLinks(_ scalars: [Unicode.Scalar], _ removed: inout [Bool]) {
    var start = 0
    while start < scalars.count {
      while start < scalars.count && scalars[start].isWhiteSpace { start += 1 }
      var end = start
      var hasScheme = false
      var hasAt = false
      var hasDot = false
      while end < scalars.count && !scalars[end].isWhiteSpace {
        switch scalars[end] {
        case ":":
          hasScheme =
            hasScheme || (end + 2 < scalars.count && scalars[end + 1] == "/" && scalars[end + 2] == "/")
        case "@": hasAt = true
        case ".": hasDot = true
        default: break
        }
        end += 1
      }
      let startsWithWWW =
        end - start >= 4 && scalars[start + 3] == "."
        && (start..<start + 3).allSatisfy { scalars[$0] == "w" || scalars[$0] == "W" }
      if hasScheme || startsWithWWW || (hasAt && hasDot && scalars[start] != "@") {
        for index in start..<end { removed[index] = true }
      }
      start = end
    }
  }

  /// Whether a scalar is a letter (of any script).
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return (scalar.value | 0x20) &- 0x61 < 26 }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }

  /// "U+200F".
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension LocaleContext {
  /// Each string of each entry with the entry it belongs to, in the order read.
  var leaves: LocaleTable.Leaves { localeTable.indexed.leaves }

  /// The strings that have one of `traits`, with their entries: `leaves` filtered, without
  /// handing on the strings passed over (most strings, for most rules).
  func leaves(with traits: TextTraits) -> some Sequence<(entry: EntryView, leaf: LocalizedValue.Leaf)> {
    leafPositions(with: traits).map { [table = localeTable.indexed] in
      (EntryView(table.orderedEntries, table.leafIndex.entry(at: $0)), table.leafIndex[$0].leaf)
    }
  }

  /// The entry a leaf of the leaf index belongs to. (Rules that pass over most strings read
  /// them by place in `localeTable.indexed.leafIndex`, in place, and make the entry of a
  /// string only for a finding: a copy of every leaf and entry would cost more than most
  /// checks.)
  func entry(ofLeaf position: Int, in leafIndex: LeafIndex) -> EntryView {
    EntryView(localeTable.orderedEntries, leafIndex.entry(at: position))
  }

  /// The places in the leaf index of the strings that have one of `traits`.
  func leafPositions(with traits: TextTraits) -> LazyFilterSequence<Range<Int>> {
    let leafIndex = localeTable.indexed.leafIndex
    return leafIndex.indices.lazy.filter { !leafIndex.traits(at: $0).isDisjoint(with: traits) }
  }

  /// The `doNotTranslate` terms.
  var doNotTranslate: [String] { settings.doNotTranslate }
}
