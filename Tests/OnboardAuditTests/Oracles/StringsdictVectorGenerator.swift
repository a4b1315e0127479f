import Foundation

/// `.stringsdict` files (XML property lists) whose strings carry entities, CDATA, character
/// references, white space and line breaks (CR LF in some files), and whose plural rules come in any order.
struct StringsdictVectorGenerator {
  var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  private static let pieces = [
    "%d", "%lld", "%#@n@", "file", "files", "\u{444}\u{430}\u{439}\u{43B}", " ", "  ", "\n", "\t", "&amp;",
    "&lt;",
    "&#x1F600;", "&#233;", "<![CDATA[<b> & ]]>", "\\n", "'", "\"", "&quot;", "&#13;", "&#10;",
  ]

  mutating func text() -> String {
    var text = ""
    for _ in 0..<random.below(4) + 1 { text += random.pick(Self.pieces) }
    return text
  }

  mutating func file() -> [UInt8] {
    var entries = ""
    for index in 0..<random.below(3) + 1 {
      var rules = ""
      for category in ["zero", "one", "two", "few", "many", "other"].shuffled(using: &random)
      where category == "other" || random.chance(40) {
        rules += "<key>\(category)</key><string>\(text())</string>\n"
      }
      entries += """
        <key>e\(index) \(random.pick(["", "&amp;", "%d"]))</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>\(random.pick(["%#@n@", "%#@n@ \(text())", text() + "%#@n@"]))</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(rules)
          </dict>
        </dict>

        """
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(entries)</dict>
      </plist>

      """
    // One file in ten has CR LF line ends, inside its strings too.
    return Array((random.chance(10) ? text.replacingOccurrences(of: "\n", with: "\r\n") : text).utf8)
  }
}
