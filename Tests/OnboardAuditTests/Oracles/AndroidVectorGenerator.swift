/// Android resource files made from pieces that aapt2 treats specially: quotes, escapes,
/// whitespace runs, entities, CDATA, comments, styling tags, `<xliff:g>`, format
/// specifiers, references; some in UTF-16. Each file holds one resource, so that a file
/// aapt2 rejects costs one comparison, not many.
struct AndroidVectorGenerator {
  var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  /// The pieces a string's content is made of, as they are written in the XML.
  private static let pieces: [String] = [
    "Hello", "world", "caf\u{E9}", "\u{65E5}\u{672C}\u{8A9E}", "\u{645}\u{631}\u{62D}\u{628}\u{627}",
    "\u{1F600}",
    "a", "b c", "1", " ", "  ", "   ", "\t", "\n", "\n    ", "\r\n", "\u{A0}", "\u{2009}", "\u{3000}",
    "\\n", "\\t", "\\'", "\\\"", "\\\\", "\\@", "\\?", "\\u00e9", "\\u00E9", "\\u1F60", "\\u12", "\\uZZZZ",
    "\\x",
    "\\ ", "\\\n", "\"", "\"", "\" quoted  text \"", "'", "it's", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;",
    "&#65;", "&#x1F600;", "&#160;", "&#10;", "<b>bold</b>", "<i>it</i>", "<u> under </u>",
    "<font color=\"#ff0000\">red</font>", "<annotation key=\"v\">note</annotation>",
    "<xliff:g id=\"n\" example=\"5\">%1$d</xliff:g>", "<xliff:g id=\"name\">%2$s</xliff:g>",
    "<xliff:g> spaced  </xliff:g>", "<![CDATA[<b>raw</b> & \"q\" \\n]]>", "<![CDATA[  ]]>", "<!-- note -->",
    "%1$s", "%2$d", "%d", "%s", "%%", "100%", "%n", "@", "?", "<b><i>both</i></b>", "<br/>", "<b/>",
  ]

  /// Starts that aapt2 reads as something other than text.
  private static let starts = ["@string/other", "@null", "?attr/colorPrimary", "@+id/x", "@", "?", "#fff"]

  mutating func content() -> String {
    var text = ""
    if random.chance(4) { text += random.pick(Self.starts) }
    for _ in 0..<random.below(7) + 1 {
      text += random.pick(Self.pieces)
    }
    // Keep the file well-formed XML most of the time: a stray quote is an Android matter,
    // a stray `<` an XML one.
    if random.chance(3) { text += random.pick(["<", "&", "&bogus;", "</b>", "<b>"]) }
    return text
  }

  /// One resource file: a string, a plural or a string array.
  mutating func file(index: Int) -> [UInt8] {
    let name = "k\(index)"
    var body = ""
    switch random.below(10) {
    case 0, 1:
      var items = ""
      for quantity in ["one", "few", "other"] where quantity == "other" || random.chance(70) {
        items += "<item quantity=\"\(quantity)\">\(content())</item>"
      }
      body = "<plurals name=\"\(name)\">\(items)</plurals>"
    case 2:
      var items = ""
      for _ in 0..<random.below(3) + 1 { items += "<item>\(content())</item>" }
      body = "<string-array name=\"\(name)\">\(items)</string-array>"
    default:
      let formatted = random.chance(10) ? " formatted=\"false\"" : ""
      let translatable = random.chance(10) ? " translatable=\"false\"" : ""
      body = "<string name=\"\(name)\"\(formatted)\(translatable)>\(content())</string>"
    }
    let text = """
      <?xml version="1.0" encoding="utf-8"?>
      <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        \(body)
      </resources>

      """
    guard random.chance(5) else { return Array(text.utf8) }
    // UTF-16 with a byte order mark, declared as such.
    let utf16 = text.replacingOccurrences(of: "encoding=\"utf-8\"", with: "encoding=\"utf-16\"")
    let bigEndian = random.chance(50)
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in utf16.utf16 {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }
}
