/// What the text rules see of a value: its prose, without the parts that are not words of the
/// locale's language.
enum TextScan {
  /// The text with placeholders (`%@`, `%1$lld`, `%#@files@`, `%arg`), template placeholders
  /// (`{{name}}`, `{name}`, `%{name}`, `${name}`, `[iconics gmd_edit]`), URLs, e-mail
  /// addresses, file extensions (`.zip`), paths (`/sdcard/Download`, `Takeout/My
  /// files/list.csv`) and `doNotTranslate` terms replaced by spaces: none of them is a word.
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
    markTemplates(scalars, &removed)
    markMarkup(scalars, &removed)
    markExtensions(scalars, &removed)
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
          UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "&"):
          return true
        case UInt8(ascii: "."), UInt8(ascii: "/"):
          if index >= 3, (1...3).allSatisfy({ utf8[index - $0] | 0x20 == UInt8(ascii: "w") }) { return true }
          // Before a letter or digit: a domain, a file or a path ("matrix.org"), a file
          // extension (".zip"), a path ("/sdcard"); prose puts a space after these.
          if index + 1 < utf8.count, isAlphanumeric(utf8[index + 1]) { return true }
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

  /// Template placeholders, which a program fills in: `{{name}}` (Mustache, Handlebars),
  /// `{name}` and `%{name}` (ICU MessageFormat, Python, Ruby; the `%` is no letter), and a
  /// bracketed run of lower-case identifiers of which one joins its parts with `_`, `-` or
  /// `:` (`[iconics gmd_edit]`, an icon font's markup). A bracketed word ("[optional]") stays.
  private static func markTemplates(_ scalars: [Unicode.Scalar], _ removed: inout [Bool]) {
    func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCII
        && (isLetter(scalar) || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar))
    }
    let longest = 64
    var index = 0
    while index + 2 < scalars.count {
      var close: Int?
      switch scalars[index] {
      case "{" where scalars[index + 1] == "{":
        // To the next "}}" on the line.
        var end = index + 2
        while end + 1 < scalars.count, end - index < longest, scalars[end] != "\n", scalars[end] != "{" {
          if scalars[end] == "}" && scalars[end + 1] == "}" {
            close = end + 1
            break
          }
          end += 1
        }
      case "{":
        var end = index + 1
        while end < scalars.count, end - index < longest, isIdentifier(scalars[end]) { end += 1 }
        if end > index + 1, end < scalars.count, scalars[end] == "}" { close = end }
      case "[":
        var end = index + 1
        var joined = false
        while end < scalars.count, end - index < longest,
          isIdentifier(scalars[end]) || scalars[end] == " " || scalars[end] == ":"
        {
          // Lower-case only: "[Tap Here]" is text.
          if ("A"..."Z").contains(scalars[end]) { break }
          if "_-:".unicodeScalars.contains(scalars[end]) && end > index + 1 && isLetter(scalars[end - 1]) {
            joined = true
          }
          end += 1
        }
        if joined, end < scalars.count, scalars[end] == "]", scalars[index + 1] != " " { close = end }
      default: break
      }
      if let close {
        for at in index...close { removed[at] = true }
        index = close + 1
      } else {
        index += 1
      }
    }
  }

  /// Markup: tags of `TextMarkupMismatchRule.markupTags` (`<b>`, `</strong>`, `<br/>`,
  /// `<a href="…">`) and character references (`&amp;`, `&#160;`), which the text's reader
  /// or a web view turns into styles and characters. Other words in angle brackets
  /// (`<invalid>`) are text the user reads.
  private static func markMarkup(_ scalars: [Unicode.Scalar], _ removed: inout [Bool]) {
    var index = 0
    while index + 2 < scalars.count {
      var close: Int?
      if scalars[index] == "<" {
        let name = scalars[index + 1] == "/" ? index + 2 : index + 1
        var nameEnd = name
        while nameEnd < scalars.count, nameEnd - name < 12, scalars[nameEnd].isASCII,
          isLetter(scalars[nameEnd]) || ("0"..."9").contains(scalars[nameEnd])
        {
          nameEnd += 1
        }
        let tag = String(String.UnicodeScalarView(scalars[name..<nameEnd])).lowercased()
        if nameEnd > name, TextMarkupMismatchRule.markupTags.contains(tag) {
          close = scalars[nameEnd..<min(scalars.count, nameEnd + 512)].firstIndex { $0 == ">" || $0 == "<" }
          if let end = close, scalars[end] != ">" { close = nil }
        }
      } else if scalars[index] == "&" {
        var end = index + 1
        while end < scalars.count, end - index <= 10, scalars[end].isASCII,
          isLetter(scalars[end]) || ("0"..."9").contains(scalars[end]) || scalars[end] == "#"
        {
          end += 1
        }
        if end > index + 2, end < scalars.count, scalars[end] == ";" { close = end }
      }
      if let close {
        for at in index...close { removed[at] = true }
        index = close + 1
      } else {
        index += 1
      }
    }
  }

  /// File extensions: a full stop after no letter or digit, then one to five ASCII letters
  /// or digits and no more (".zip", "(.csv)", ".tar.gz", ".json、.xml").
  private static func markExtensions(_ scalars: [Unicode.Scalar], _ removed: inout [Bool]) {
    func isAlphanumeric(_ index: Int) -> Bool {
      index >= 0 && index < scalars.count && scalars[index].isASCII
        && (isLetter(scalars[index]) || ("0"..."9").contains(scalars[index]))
    }
    var index = 0
    while index + 1 < scalars.count {
      guard scalars[index] == ".", !isAlphanumeric(index - 1), index == 0 || scalars[index - 1] != "." else {
        index += 1
        continue
      }
      // Each part of ".tar.gz" in turn.
      var start = index
      var end = index
      while start < scalars.count, scalars[start] == "." {
        var stop = start + 1
        while isAlphanumeric(stop) { stop += 1 }
        guard (2...6).contains(stop - start), stop - start > 1 else { break }
        end = stop
        start = stop
      }
      guard end > index else {
        index += 1
        continue
      }
      for at in index..<end { removed[at] = true }
      index = end
    }
  }

  /// A text with Apple's and Google's product names (`ProductNames`) replaced by spaces, and
  /// whether it had one: names the makers write as they are in every language.
  static func withoutProductNames(_ text: String) -> (text: String, hadName: Bool) {
    // Each name starts with a capital or an "i"/"m" ("iCloud", "macOS"): most texts have
    // none of the names' first bytes followed by one of their second.
    guard ProductNames.all.contains(where: { contains(text, $0) }) else { return (text, false) }
    var scalars = Array(text.unicodeScalars)
    var found = false
    for name in ProductNames.all {
      let needle = Array(name.unicodeScalars)
      var start = 0
      while start + needle.count <= scalars.count {
        let matches = (0..<needle.count).allSatisfy { scalars[start + $0] == needle[$0] }
        let bounded =
          matches && (start == 0 || !isWordScalar(scalars[start - 1]))
          && (start + needle.count == scalars.count || !isWordScalar(scalars[start + needle.count]))
        if bounded {
          for index in start..<start + needle.count { scalars[index] = " " }
          found = true
          start += needle.count
        } else {
          start += 1
        }
      }
    }
    guard found else { return (text, false) }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return (String(result), true)
  }

  /// Whether a scalar continues a word: a letter, a digit or a mark.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || scalar.properties.numericType != nil
      || scalar.properties.generalCategory == .nonspacingMark
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
    let tokens = whitespaceTokens(scalars)
    func isAlphanumeric(_ index: Int) -> Bool {
      index >= 0 && index < scalars.count && scalars[index].isASCII
        && (isLetter(scalars[index]) || ("0"..."9").contains(scalars[index]))
    }
    func isCode(_ token: Range<Int>) -> Bool {
      let first = scalars[token.lowerBound]
      if (first == "#" || first == "@") && isAlphanumeric(token.lowerBound + 1) { return true }
      return isPath(token)
        || token.contains { index in
          ["_", ":", ".", "/"].contains(scalars[index]) && isAlphanumeric(index - 1)
            && isAlphanumeric(index + 1)
            && token.contains(index - 1) && token.contains(index + 1)
        }
    }
    // The token without the quotes, brackets and punctuation around it.
    func core(_ token: Range<Int>) -> Range<Int> {
      var (start, end) = (token.lowerBound, token.upperBound)
      while start < end, "\"'“‘«(".unicodeScalars.contains(scalars[start]) { start += 1 }
      while end > start, "\"'”’»),;:.!?…".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
      return start..<end
    }
    // A path from the root or the home folder: "/sdcard", "~/Downloads".
    func isPath(_ token: Range<Int>) -> Bool {
      let core = core(token)
      guard core.count > 1 else { return false }
      let slash = scalars[core.lowerBound] == "~" ? core.lowerBound + 1 : core.lowerBound
      return slash + 1 < core.upperBound && scalars[slash] == "/" && isAlphanumeric(slash + 1)
    }
    // Joined by "/" between letters or digits: a path, or a part of one.
    func hasSlashJoin(_ token: Range<Int>) -> Bool {
      token.contains { index in
        scalars[index] == "/" && token.contains(index - 1) && token.contains(index + 1)
          && isAlphanumeric(index - 1) && isAlphanumeric(index + 1)
      }
    }
    let values: Set<String> = ["true", "false", "null", "nil", "yes", "no"]
    var pathEnd = -1
    for (number, token) in tokens.enumerated() {
      if isCode(token) {
        for index in token { removed[index] = true }
      }
      // A path whose folders have spaces in their names ("Takeout/My files/list.csv"): the
      // words between two parts joined by "/", up to three, in one clause.
      if number > pathEnd, hasSlashJoin(token), isAlphanumeric(token.upperBound - 1) {
        let following = tokens[(number + 1)..<min(tokens.count, number + 5)]
        if let next = following.firstIndex(where: hasSlashJoin), isAlphanumeric(tokens[next].lowerBound),
          !tokens[number..<next].contains(where: { core($0).upperBound != $0.upperBound })
        {
          for between in tokens[(number + 1)..<next] {
            for index in between { removed[index] = true }
          }
          pathEnd = next - 1
        }
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

extension TextScan {
  /// The runs of scalars between white space, by their places.
  static func whitespaceTokens(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
    var tokens: [Range<Int>] = []
    var start = 0
    while start < scalars.count {
      while start < scalars.count && scalars[start].properties.isWhitespace { start += 1 }
      var end = start
      while end < scalars.count && !scalars[end].properties.isWhitespace { end += 1 }
      if end > start { tokens.append(start..<end) }
      start = end
    }
    return tokens
  }
}
