/// `.strings` files made from what CoreFoundation's old-style parser treats specially: key
/// forms, escapes (octal, `\U`, surrogate pairs, unknown ones), raw line breaks, comments
/// between tokens, the key-only form, encodings; and mutations that break the syntax.
struct StringsVectorGenerator {
  var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  /// Pieces of a quoted string, as written between its quotes.
  private static let pieces: [String] = [
    "Hello", "world", "caf\u{E9}", "\u{65E5}\u{672C}", "\u{5D0}\u{5D1}", "\u{1F600}", " ", "  ", "\t", "\n",
    "\r\n", "\u{A0}", "'", "%@", "%1$@", "%d", "%%", "=", ";", "/*", "*/", "//", "{", ")",
    "\\\"", "\\\\", "\\n", "\\t", "\\r", "\\a", "\\b", "\\f", "\\v", "\\'", "\\q", "\\ ", "\\\n",
    "\\U00e9", "\\U00E9", "\\u00e9", "\\U1F60", "\\U12", "\\UZZ", "\\UD83D\\UDE00", "\\UD83D", "\\101", "\\0",
    "\\012", "\\377", "\\200", "\\8", "\\x41",
  ]

  private static let unquotedKeys = [
    "key", "a.b", "x_1", "$path", "a/b:c", "k-2", "NSCameraUsageDescription",
  ]

  private static let gaps = [
    " ", "", "\n", "\t", "  ", " /* comment */ ", "/**/", "// line\n", "\n// line\n", " /* a\n b */\n",
  ]

  mutating func quoted() -> String {
    var text = ""
    for _ in 0..<random.below(5) { text += random.pick(Self.pieces) }
    return "\"" + text + "\""
  }

  mutating func key() -> String {
    random.chance(20) ? random.pick(Self.unquotedKeys) : quoted()
  }

  mutating func gap() -> String { random.chance(60) ? " " : random.pick(Self.gaps) }

  /// A file of a few entries, sometimes broken, in one of the encodings Apple's loader reads.
  mutating func file() -> [UInt8] {
    var text = random.chance(20) ? "/* header */\n" : ""
    for _ in 0..<random.below(3) + 1 {
      if random.chance(8) {
        text += key() + gap() + ";\n"
      } else {
        let value = random.chance(5) ? random.pick(Self.unquotedKeys) : quoted()
        text += key() + gap() + "=" + gap() + value + gap() + ";" + gap() + "\n"
      }
    }
    if random.chance(10) { text = mutate(text) }
    switch random.below(20) {
    case 0: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    case 1: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    case 2: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    default: return Array(text.utf8)
    }
  }

  /// The text with one thing removed or added that breaks or bends the syntax.
  private mutating func mutate(_ text: String) -> String {
    var characters = Array(text)
    guard !characters.isEmpty else { return text }
    let place = random.below(characters.count)
    switch random.below(4) {
    case 0: characters.remove(at: place)
    case 1: characters.insert(random.pick(["\"", ";", "=", "/", "*", "\\", "{", "("]), at: place)
    case 2: characters.removeLast(min(characters.count, random.below(4) + 1))
    default: characters.append(contentsOf: random.pick(["/* open", "\"open", "x", "= \"y\";"]))
    }
    return String(characters)
  }
}
