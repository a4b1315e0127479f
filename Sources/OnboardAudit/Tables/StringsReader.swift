/// Reads `.strings` files: Apple's old-style property list text, a dictionary of strings
/// written as `"key" = "value";` without the surrounding braces.
///
/// The grammar is the one Apple's parser accepts: quoted (`"` or `'`) and unquoted keys and
/// values, the `"key";` shorthand (the value is the key), `/* */` and `//` comments, the
/// escapes `\n \t \r \a \b \f \v`, `\U` with up to four hex digits (two of them in a row make
/// a surrogate pair), octal `\123` in the NeXTSTEP encoding, and any other `\x` as `x`; a
/// file wrapped in `{ }` is read too. Like Apple's parser, it reads `\u` as a plain `u`, so
/// a value written with `\u00e9` shows "u00e9" on a device, and the audit sees what users see.
///
/// A value that is a dictionary, array or data (`"a" = ( … );`) is stepped over as Apple's
/// parser steps over it: the key is kept without a value and the value is a malformation.
/// A file in XML or binary property list format goes to `PropertyListStringsReader`, as
/// CoreFoundation's parser takes both too.
///
/// Reading stops at the first problem and keeps the entries before it. Where Apple's parser
/// quietly ignores the rest of a file (an unterminated `/*`, a stray character where a key
/// should start), this reader reports a problem, since the entries after it are lost.
public enum StringsReader {
  /// Reads an old-style `.strings` file. Entries go under the locale "" (the folder decides the locale).
  public static func read(_ bytes: [UInt8], path: String) -> ReadResult {
    read(bytes, path: path, keys: nil)
  }

  /// What follows when CoreFoundation refuses a file.
  static let refusal = "; Apple's loader refuses the file and the app shows its keys"

  /// `read(_:path:)`, each key as `keys` keeps its spelling.
  static func read(_ bytes: [UInt8], path: String, keys: KeyInterner?) -> ReadResult {
    if PropertyListStringsReader.isBinary(bytes) {
      return PropertyListStringsReader.readBinary(bytes, path: path)
    }
    let text = TextDecoding.decode(bytes)
    if PropertyListStringsReader.isXML(text) {
      return PropertyListStringsReader.readXML(bytes, text: text, path: path)
    }
    var parser = StringsParser(text: text.utf8, range: text.valid, path: path, keys: keys)
    var problem: AuditError?
    do throws(ParseFailure) {
      try parser.parse()
      if let failure = text.failure {
        problem = AuditError.unreadable(failure, at: parser.location(at: text.valid.upperBound))
      }
    } catch {
      // A construct cut short by an undecodable byte is reported as that byte.
      if error.atEnd, let failure = text.failure {
        problem = AuditError.unreadable(failure, at: parser.location(at: text.valid.upperBound))
      } else {
        // Within an entry or a braced table, CoreFoundation refuses the whole file.
        let message = parser.refusing && !error.losesNothing ? error.message + Self.refusal : error.message
        problem = AuditError.unreadable(
          message, at: parser.location(at: error.offset), losesNothing: error.losesNothing)
      }
    }
    parser.internPendingKeys()
    var result = ReadResult(entries: ["": parser.entries], problem: problem)
    result.malformations = parser.malformations
    result.fileIgnores = parser.fileIgnores
    result.strayIgnores = parser.pendingIgnores
    return result
  }
}

/// Why parsing stopped: a message, the offset it applies to, and whether it was running out
/// of text (rather than an unexpected character) that caused it.
private struct ParseFailure: Error {
  var message: String
  var offset: Int
  var atEnd: Bool
  var losesNothing = false
}

private struct StringsParser {
  let text: [UInt8]
  let end: Int
  let path: String
  var position: Int
  var locator: TextLocator
  var entries: [Entry] = []
  /// Whether the table is wrapped in `{ }`.
  var braced = false
  /// Whether a problem found now makes CoreFoundation refuse the whole file: anywhere in a
  /// braced table, and from a key to its `;` (elsewhere it stops, keeping the entries read).
  var refusing = false
  /// Values that are no string (`"a" = ( … );`), which CoreFoundation reads but no lookup returns.
  var malformations: [Malformation] = []
  /// Reused for strings with escapes, so most strings need no buffer of their own.
  var scratch: [UInt8] = []
  let keys: KeyInterner?
  /// Entries whose keys, read as written, wait to be interned with others: the entry's
  /// place and the key's bytes in the text.
  var pendingKeys: [(entry: Int, bytes: Range<Int>)] = []

  /// Whether the text holds `onboard-audit:ignore` at all: only then are comments read.
  let mentionsIgnore: Bool
  /// Suppressions read since the last entry, for the next one (docs/ci.md, "Suppressions").
  var pendingIgnores: [IgnoreDirective] = []
  /// `onboard-audit:ignore-file` suppressions.
  var fileIgnores: [IgnoreDirective] = []
  /// The line the last entry ended on: a comment that starts there is that entry's.
  var lastEntryLine = 0

  init(text: [UInt8], range: Range<Int>, path: String, keys: KeyInterner?) {
    self.text = text
    self.keys = keys
    self.end = range.upperBound
    self.path = path
    self.position = range.lowerBound
    self.locator = TextLocator(start: range.lowerBound)
    self.mentionsIgnore = IgnoreDirective.isMentioned(in: text, range)
  }

  mutating func location(at offset: Int) -> SourceLocation {
    let text = self.text
    let (line, column) = text.withSpan { locator.lineAndColumn(at: offset, in: $0) }
    return SourceLocation(file: path, line: line, column: column)
  }

  mutating func parse() throws(ParseFailure) {
    reserveRoomForEntries()
    try skipSpaceAndComments()
    braced = position < end && text[position] == ASCII.openBrace
    refusing = braced
    if braced { position += 1 }
    while true {
      try skipSpaceAndComments(betweenEntries: !braced)
      guard position < end else {
        if braced {
          throw ParseFailure(message: "expected '}' at the end of the table", offset: end, atEnd: true)
        }
        return
      }
      if braced, text[position] == ASCII.closeBrace {
        position += 1
        // Nothing may follow the table, so a comment left open after it hides nothing.
        try skipSpaceAndComments(betweenEntries: true, afterTable: true)
        if position < end {
          throw ParseFailure(
            message: "expected the end of the file after '}' but found \(describeCharacter(at: position))",
            offset: position, atEnd: false)
        }
        return
      }
      try parseEntry()
    }
  }

  /// Makes room for as many entries as the text has semicolons (each entry ends with one):
  /// an array grown by doubling would hold a large table twice over for a moment, and keep
  /// up to twice the room it needs.
  private mutating func reserveRoomForEntries() {
    guard end - position > 65_536 else { return }
    var semicolons = 0
    for offset in position..<end where text[offset] == ASCII.semicolon { semicolons += 1 }
    entries.reserveCapacity(semicolons)
  }

  /// Reads `key = value;` or `key;`, starting at the key.
  private mutating func parseEntry() throws(ParseFailure) {
    guard isStringStart(text[position]) else {
      throw ParseFailure(
        message: "expected a key but found \(describeCharacter(at: position))", offset: position, atEnd: false
      )
    }
    let keyLocation = location(at: position)
    let scannedKey = try scanString()
    refusing = true
    let keyEnd = position
    try skipSpaceAndComments()
    guard position < end, text[position] == ASCII.equals || text[position] == ASCII.semicolon else {
      throw ParseFailure(
        message: "expected '=' or ';' after the key \(quoted(string(scannedKey)))", offset: keyEnd,
        atEnd: position >= end)
    }
    if text[position] == ASCII.semicolon {
      position += 1
      // The key is the value too: made now.
      var key = string(scannedKey)
      key = keys?.intern(key) ?? key
      append(Entry(key: key, location: keyLocation, value: .plain(key, at: keyLocation)))
      if mentionsIgnore { lastEntryLine = location(at: position - 1).line }
      refusing = braced
      return
    }
    position += 1
    try skipSpaceAndComments()
    guard position < end else {
      throw ParseFailure(
        message: "expected a value for \(quoted(string(scannedKey)))", offset: position, atEnd: true)
    }
    let first = text[position]
    if first == ASCII.openBrace || first == ASCII.openParen || first == ASCII.lessThan {
      // A dictionary, an array or data: CoreFoundation reads it and goes on; no string
      // lookup can return it.
      let valueLocation = location(at: position)
      let kind = try skipNestedValue()
      let key = string(scannedKey)
      append(Entry(key: keys?.intern(key) ?? key, location: keyLocation, value: LocalizedValue()))
      malformations.append(
        Malformation(
          key: key, message: "the value of \(quoted(key)) is \(kind), not a string", at: valueLocation,
          consequence: PropertyListStringsReader.noText))
      try expectSemicolon(after: scannedKey, at: position)
      return
    }
    guard isStringStart(first) else {
      throw ParseFailure(
        message:
          "expected a value for \(quoted(string(scannedKey))) but found \(describeCharacter(at: position))",
        offset: position, atEnd: false)
    }
    let valueLocation = location(at: position)
    let value = try readString()
    let valueEnd = position
    // The entry is complete even when its ';' is missing, so other rules still see it.
    append(Entry(key: key(scannedKey), location: keyLocation, value: .plain(value, at: valueLocation)))
    if pendingKeys.count == Self.keysPerBatch { internPendingKeys() }
    try expectSemicolon(after: scannedKey, at: valueEnd)
  }

  /// Reads the `;` that ends an entry whose value ends at `valueEnd`.
  private mutating func expectSemicolon(after scannedKey: ScannedString, at valueEnd: Int)
    throws(ParseFailure)
  {
    try skipSpaceAndComments()
    guard position < end, text[position] == ASCII.semicolon else {
      throw ParseFailure(
        message: "expected ';' after the value of \(quoted(string(scannedKey)))", offset: valueEnd,
        atEnd: position >= end)
    }
    position += 1
    if mentionsIgnore { lastEntryLine = location(at: position - 1).line }
    refusing = braced
  }

  // MARK: Values that are no string

  private static let closeParen = UInt8(ascii: ")")
  private static let comma = UInt8(ascii: ",")
  private static let greaterThan = UInt8(ascii: ">")

  /// How deep dictionaries and arrays may nest in a value (CoreFoundation's parser has a
  /// limit too); deeper is refused rather than read by recursion without end.
  private static let nestingLimit = 64

  /// Steps over the dictionary `{ k = v; … }`, array `( v, … )` or data `<hex>` at
  /// `position`, with CoreFoundation's grammar: a dictionary entry may be `k;`, an array may
  /// end with a comma, data is pairs of hex digits with white space between pairs. Returns
  /// what the value is, for the message; a value CoreFoundation refuses stops the file.
  private mutating func skipNestedValue(depth: Int = 0) throws(ParseFailure) -> String {
    guard depth < Self.nestingLimit else {
      throw ParseFailure(message: "values nest too deeply", offset: position, atEnd: false)
    }
    let opening = position
    let line = location(at: opening).line
    switch text[position] {
    case ASCII.openBrace:
      position += 1
      while true {
        try skipSpaceAndComments()
        guard position < end else {
          throw ParseFailure(
            message: "the dictionary starting at line \(line) has no '}'", offset: opening, atEnd: true)
        }
        if text[position] == ASCII.closeBrace { break }
        guard isStringStart(text[position]) else {
          throw ParseFailure(
            message:
              "expected a key or '}' in the dictionary starting at line \(line) but found \(describeCharacter(at: position))",
            offset: position, atEnd: false)
        }
        _ = try scanString()
        try skipSpaceAndComments()
        if position < end, text[position] == ASCII.equals {
          position += 1
          try skipNestedElement(depth: depth)
          try skipSpaceAndComments()
        }
        guard position < end, text[position] == ASCII.semicolon else {
          throw ParseFailure(
            message: "expected ';' in the dictionary starting at line \(line)", offset: min(position, end),
            atEnd: position >= end)
        }
        position += 1
      }
      position += 1
      return "a dictionary"
    case ASCII.openParen:
      position += 1
      try skipSpaceAndComments()
      while position < end, text[position] != Self.closeParen {
        try skipNestedElement(depth: depth)
        try skipSpaceAndComments()
        guard position < end, text[position] == Self.comma || text[position] == Self.closeParen else {
          throw ParseFailure(
            message: "expected ',' or ')' in the array starting at line \(line)", offset: min(position, end),
            atEnd: position >= end)
        }
        if text[position] == Self.comma {
          position += 1
          try skipSpaceAndComments()
        }
      }
      guard position < end else {
        throw ParseFailure(
          message: "the array starting at line \(line) has no ')'", offset: opening, atEnd: true)
      }
      position += 1
      return "an array"
    default:
      position += 1
      while true {
        while position < end,
          text[position] == ASCII.space || (ASCII.tab...ASCII.carriageReturn).contains(text[position])
        {
          position += 1
        }
        guard position < end else {
          throw ParseFailure(
            message: "the data starting at line \(line) has no '>'", offset: opening, atEnd: true)
        }
        if text[position] == Self.greaterThan { break }
        guard position + 1 < end, isHexDigit(text[position]), isHexDigit(text[position + 1]) else {
          throw ParseFailure(
            message: "the data starting at line \(line) is not pairs of hex digits", offset: position,
            atEnd: false)
        }
        position += 2
      }
      position += 1
      return "data"
    }
  }

  /// Steps over a string, dictionary, array or data inside a value that is no string.
  private mutating func skipNestedElement(depth: Int) throws(ParseFailure) {
    try skipSpaceAndComments()
    guard position < end else {
      throw ParseFailure(message: "expected a value", offset: position, atEnd: true)
    }
    let byte = text[position]
    if byte == ASCII.openBrace || byte == ASCII.openParen || byte == ASCII.lessThan {
      _ = try skipNestedValue(depth: depth + 1)
    } else if isStringStart(byte) {
      _ = try scanString()
    } else {
      throw ParseFailure(
        message: "expected a value but found \(describeCharacter(at: position))", offset: position,
        atEnd: false)
    }
  }

  private func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// Adds an entry, with the suppressions written before it.
  private mutating func append(_ entry: Entry) {
    var entry = entry
    if !pendingIgnores.isEmpty {
      entry.ignores = pendingIgnores
      pendingIgnores = []
    }
    entries.append(entry)
  }

  /// The suppressions in the comment that ends at `position`: an entry's when the comment
  /// starts on the line that entry ended on, else the next entry's; `ignore-file` the file's.
  private mutating func readIgnores(inCommentFrom start: Int) {
    guard IgnoreDirective.isMentioned(in: text, start..<position) else { return }
    let place = location(at: start)
    let comment = String(decoding: text[start..<position], as: UTF8.self)
    for directive in IgnoreDirective.parse(comment: comment, at: place) {
      if directive.reach == .file {
        fileIgnores.append(directive)
      } else if place.line == lastEntryLine, !entries.isEmpty {
        entries[entries.count - 1].ignores.append(directive)
      } else {
        pendingIgnores.append(directive)
      }
    }
  }

  // MARK: Keys

  /// How many keys wait to be interned together (see `KeyInterner.intern(all:)`).
  private static let keysPerBatch = 256

  /// The key of the entry about to be added: as `keys` keeps its spelling, or, for a key
  /// read as it is written, nothing yet: it waits in `pendingKeys` for `internPendingKeys`.
  private mutating func key(_ scanned: ScannedString) -> String {
    guard let keys else { return string(scanned) }
    switch scanned {
    case .text(let range):
      pendingKeys.append((entries.count, range))
      return ""
    case .unescaped(let key):
      return keys.intern(key)
    }
  }

  /// Gives the entries whose keys wait in `pendingKeys` the strings `keys` keeps for them.
  /// Called when a batch is full, and once reading stops.
  mutating func internPendingKeys() {
    guard let keys, !pendingKeys.isEmpty else { return }
    let interned = keys.intern(all: pendingKeys.map(\.bytes), of: text)
    for (pending, key) in zip(pendingKeys, interned) { entries[pending.entry].key = key }
    pendingKeys.removeAll(keepingCapacity: true)
  }

  // MARK: Space and comments

  /// Skips what Apple's parser treats as space: tab to carriage return, space, U+2028, U+2029,
  /// and comments.
  /// Between entries, an unterminated `/*` that hides no entry (no `=` or `;` after it) loses
  /// nothing: Apple's parser stops there without a word, having read every entry.
  private mutating func skipSpaceAndComments(betweenEntries: Bool = false, afterTable: Bool = false)
    throws(ParseFailure)
  {
    while position < end {
      let byte = text[position]
      if byte == ASCII.space || (byte >= ASCII.tab && byte <= ASCII.carriageReturn) {
        position += 1
      } else if byte == 0xE2, isLineOrParagraphSeparator(at: position) {
        position += 3
      } else if byte == ASCII.slash, position + 1 < end, text[position + 1] == ASCII.slash {
        let commentStart = position
        position += 2
        while position < end {
          let next = text[position]
          if next == ASCII.lineFeed || next == ASCII.carriageReturn
            || isLineOrParagraphSeparator(at: position)
          {
            break
          }
          position += 1
        }
        if mentionsIgnore { readIgnores(inCommentFrom: commentStart) }
      } else if byte == ASCII.slash, position + 1 < end, text[position + 1] == ASCII.star {
        let commentStart = position
        position += 2
        while true {
          guard position + 1 < end else {
            let line = location(at: commentStart).line
            if betweenEntries && (afterTable || !hidesAnEntry(from: commentStart)) {
              throw ParseFailure(
                message:
                  "unterminated comment starting at line \(line), after the last entry; close it with '*/'",
                offset: commentStart, atEnd: false, losesNothing: true)
            }
            throw ParseFailure(
              message: refusing
                ? "unterminated comment starting at line \(line)"
                : "unterminated comment starting at line \(line): the entries after it are lost (Apple's parser ignores the rest of the file)",
              offset: commentStart, atEnd: true)
          }
          if text[position] == ASCII.star, text[position + 1] == ASCII.slash {
            position += 2
            if mentionsIgnore { readIgnores(inCommentFrom: commentStart) }
            break
          }
          position += 1
        }
      } else {
        return
      }
    }
  }

  /// Whether the text from `offset` to the end has what an entry needs, `=` or `;`.
  private func hidesAnEntry(from offset: Int) -> Bool {
    var index = offset
    while index < end {
      if text[index] == ASCII.equals || text[index] == ASCII.semicolon { return true }
      index += 1
    }
    return false
  }

  private func isLineOrParagraphSeparator(at offset: Int) -> Bool {
    offset + 2 < end && text[offset] == 0xE2 && text[offset + 1] == 0x80
      && (text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9)
  }

  // MARK: Strings

  private func isStringStart(_ byte: UInt8) -> Bool {
    byte == ASCII.doubleQuote || byte == ASCII.singleQuote || isUnquotedCharacter(byte)
  }

  /// The characters of an unquoted string: `[A-Za-z0-9_$/:.-]`.
  private func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
    default: false
    }
  }

  /// A string read: the bytes of the text between its quotes when it has no escape, else
  /// the string its escapes make.
  private enum ScannedString {
    case text(Range<Int>)
    case unescaped(String)
  }

  /// Reads a quoted or unquoted string at `position` and moves past it.
  private mutating func readString() throws(ParseFailure) -> String {
    // Scanned first: `string(try scanString())` would copy the parser for `string`, whose
    // `self` is taken before its argument changes it.
    let scanned = try scanString()
    return string(scanned)
  }

  /// The text of a string read.
  private func string(_ scanned: ScannedString) -> String {
    switch scanned {
    case .text(let range): String(decoding: text[range], as: UTF8.self)
    case .unescaped(let string): string
    }
  }

  /// `readString()`, without making a string of the text between the quotes.
  private mutating func scanString() throws(ParseFailure) -> ScannedString {
    let quote = text[position]
    guard quote == ASCII.doubleQuote || quote == ASCII.singleQuote else {
      let first = position
      while position < end, isUnquotedCharacter(text[position]) { position += 1 }
      return .text(first..<position)
    }
    let opening = position
    var index = position + 1
    var segmentStart = index
    var escaped = false
    while true {
      guard index < end else {
        let line = location(at: opening).line
        throw ParseFailure(
          message: "unterminated string starting at line \(line)", offset: opening, atEnd: true)
      }
      let byte = text[index]
      if byte == quote { break }
      if byte != ASCII.backslash {
        index += 1
        continue
      }
      guard index + 1 < end else {
        index += 1
        continue
      }
      if !escaped {
        escaped = true
        scratch.removeAll(keepingCapacity: true)
      }
      scratch.append(contentsOf: text[segmentStart..<index])
      if let next = appendEscape(at: index + 1) {
        index = next
        segmentStart = next
      } else {
        // The escaped character stands for itself: keep it, and step over it (it may be a quote).
        segmentStart = index + 1
        index += 2
      }
    }
    position = index + 1
    guard escaped else { return .text(opening + 1..<index) }
    scratch.append(contentsOf: text[segmentStart..<index])
    return .unescaped(String(decoding: scratch, as: UTF8.self))
  }

  /// Appends the character that the escape whose letter is at `offset` stands for, and
  /// returns the offset after the escape; returns nil, appending nothing, for an escape that
  /// stands for the character after the backslash.
  private mutating func appendEscape(at offset: Int) -> Int? {
    let letter = text[offset]
    switch letter {
    case 0x30...0x37:
      var value = letter &- 0x30
      var index = offset + 1
      while index < end, index < offset + 3, (0x30...0x37).contains(text[index]) {
        value = value &<< 3 &+ (text[index] &- 0x30)
        index += 1
      }
      append(NextStepLatin.scalar(for: value))
      return index
    case 0x55:  // U
      var (unit, index) = hexUnit(at: offset + 1)
      if unit & 0xFC00 == 0xD800, index + 1 < end, text[index] == ASCII.backslash, text[index + 1] == 0x55 {
        let (low, afterLow) = hexUnit(at: index + 2)
        if low & 0xFC00 == 0xDC00 {
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          index = afterLow
        }
      }
      // A surrogate left alone cannot be held in a Swift string.
      append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      return index
    case 0x61: append("\u{07}")  // a
    case 0x62: append("\u{08}")  // b
    case 0x66: append("\u{0C}")  // f
    case 0x6E: append("\n")
    case 0x72: append("\r")
    case 0x74: append("\t")
    case 0x76: append("\u{0B}")  // v
    default: return nil
    }
    return offset + 1
  }

  /// Reads up to four hex digits, as Apple's parser does (fewer are accepted).
  private func hexUnit(at offset: Int) -> (UInt32, Int) {
    var value: UInt32 = 0
    var index = offset
    while index < end, index < offset + 4 {
      let byte = text[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return (value, index)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return (value, index)
  }

  private mutating func append(_ scalar: Unicode.Scalar) {
    TextDecoding.appendUTF8(scalar, to: &scratch)
  }

  // MARK: Messages

  private func quoted(_ key: String) -> String {
    let limit = 60
    guard key.unicodeScalars.count > limit else { return "\"\(key)\"" }
    return "\"\(String(String.UnicodeScalarView(key.unicodeScalars.prefix(limit))))…\""
  }

  /// `'#'` for a visible ASCII character, `U+00A0` for anything else.
  private func describeCharacter(at offset: Int) -> String {
    let lead = text[offset]
    if lead > 0x20, lead < 0x7F { return "'\(Character(Unicode.Scalar(lead)))'" }
    // The text is valid UTF-8 here, so the sequence is complete.
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = length == 1 ? UInt32(lead) : UInt32(lead & (0x7F >> length))
    for index in offset + 1..<offset + length {
      value = value << 6 | UInt32(text[index] & 0x3F)
    }
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
