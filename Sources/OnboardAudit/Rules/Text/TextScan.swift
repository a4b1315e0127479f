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
    markCode(scalars, &removed)
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
        case UInt8(ascii: "%"), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "_"),
          UInt8(ascii: "#"):
          return true
        case UInt8(ascii: "."), UInt8(ascii: "/"):
          if index >= 3, (1...3).allSatisfy({ utf8[index - $0] | 0x20 == UInt8(ascii: "w") }) { return true }
          // Between two letters or digits: a domain, a file or a path ("matrix.org").
          if index > 0, index + 1 < utf8.count, isAlphanumeric(utf8[index - 1]),
            isAlphanumeric(utf8[index + 1])
          {
            return true
          }
        default: break
        }
        index += 1
      }
      return false
    }
    return signs || doNotTranslate.contains { !$0.isEmpty && contains(text, $0) }
  }

  /// Whether a byte is an ASCII letter or digit.
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
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

  /// Identifiers and code kept as they are in every language, to the next space: words
  /// joined by `_` ("progress_bar_color"), handles and aliases ("#room:matrix.org"), words
  /// joined by `:`, `.` or `/` ("aa:bb:cc:dd:ee", "config.json", "res/raw"), and a `key:`
  /// of a configuration example with its value ("when_relative: true").
  private static func markCode(_ scalars: [Unicode.Scalar], _ removed: inout [Bool]) {
    var tokens: [Range<Int>] = []
    var start = 0
    while start < scalars.count {
      while start < scalars.count && scalars[start].properties.isWhitespace { start += 1 }
      var end = start
      while end < scalars.count && !scalars[end].properties.isWhitespace { end += 1 }
      if end > start { tokens.append(start..<end) }
      start = end
    }
    func isAlphanumeric(_ index: Int) -> Bool {
      index >= 0 && index < scalars.count && scalars[index].isASCII
        && (isLetter(scalars[index]) || ("0"..."9").contains(scalars[index]))
    }
    func isCode(_ token: Range<Int>) -> Bool {
      let first = scalars[token.lowerBound]
      if (first == "#" || first == "@") && isAlphanumeric(token.lowerBound + 1) { return true }
      return token.contains { index in
        ["_", ":", ".", "/"].contains(scalars[index]) && isAlphanumeric(index - 1)
          && isAlphanumeric(index + 1)
          && token.contains(index - 1) && token.contains(index + 1)
      }
    }
    let values: Set<String> = ["true", "false", "null", "nil", "yes", "no"]
    for (number, token) in tokens.enumerated() {
      if isCode(token) {
        for index in token { removed[index] = true }
      }
      // `key: value`, where the value is a literal of a configuration language.
      guard scalars[token.upperBound - 1] == ":", token.count > 1, number + 1 < tokens.count else { continue }
      let next = tokens[number + 1]
      let value = String(String.UnicodeScalarView(scalars[next])).trimmingSuffix(while: { ",;.".contains($0) }
      )
      if values.contains(value.lowercased()) || (!value.isEmpty && value.allSatisfy(\.isNumber)) {
        for index in token { removed[index] = true }
        for index in next { removed[index] = true }
      }
    }
  }

  /// Whether a whole value is a locale's code ("en", "pt-BR", "zh_Hans"): left as it is in
  /// every language.
  static func isLocaleCode(_ text: String) -> Bool {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
    guard let language = parts.first, (2...3).contains(language.count),
      language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      let scalars = part.unicodeScalars
      return (part.count == 2 && scalars.allSatisfy { ("A"..."Z").contains($0) })
        || (part.count == 3 && scalars.allSatisfy { ("0"..."9").contains($0) })
        || (part.count == 4 && scalars.first.map { ("A"..."Z").contains($0) } == true
          && scalars.dropFirst().allSatisfy { ("a"..."z").contains($0) })
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

extension String {
  /// The string without the characters at its end that `isTrailing` accepts.
  fileprivate func trimmingSuffix(while isTrailing: (Character) -> Bool) -> String {
    var end = endIndex
    while end > startIndex, isTrailing(self[index(before: end)]) { end = index(before: end) }
    return String(self[..<end])
  }
}
