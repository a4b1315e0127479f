/// `text.literal-escape`: an escape sequence or character reference written as text.
struct TextLiteralEscapeRule: Rule {
  let description = RuleDescription(
    id: "text.literal-escape",
    defaultSeverity: .warning,
    summary: "An escape sequence or character reference is written as text",
    rationale: """
      `\\U200F` escaped once too often, `u200f` (what Apple's `.strings` parser makes of \
      `\\u200f`, which it does not know), or `&lrm;` in a format that is not HTML: the user \
      reads the letters instead of getting the invisible character. Reported: a backslash \
      with `u` or `U` and four hex digits; `u` or `U+` with the code of a bidi control, \
      space or joiner (`u200f`, `U+2068`) standing alone; HTML references to those \
      (`&lrm; &rlm; &nbsp; &zwj; &zwnj; &shy;`) and numeric references (`&#x200F;`). Known \
      limits: `&amp;` and other references a web view would render are left alone, and so \
      is a literal `\\n`.
      """,
    reference:
      "Apple, String Resources (old-style property list escapes); Unicode TR9 (bidi controls); HTML, named character references",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"by\" = \"By %@\";\n"),
        ("ar.lproj/Localizable.strings", "\"by\" = ↓\"u200fبواسطة %@\";\n"),
        ("he.lproj/Localizable.strings", "\"by\" = ↓\"&rlm;מאת %@\";\n"),
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"by\" = \"By %@ & friends\";\n\"mode\" = \"Focus mode u2\";\n"),
        (
          "ar.lproj/Localizable.strings",
          "\"by\" = \"\\U200Fبواسطة %@ & الأصدقاء\";\n\"mode\" = \"وضع التركيز u2\";\n"
        ),
      ])
    ])

  /// Invisible characters whose codes show up written out.
  private static let invisibleCodes: Set<String> = [
    "200B", "200C", "200D", "200E", "200F", "202A", "202B", "202C", "202D", "202E", "2066", "2067",
    "2068", "2069", "061C", "00A0", "00AD", "2028", "2029", "FEFF", "2060",
  ]

  private static let entities: Set<String> = [
    "lrm", "rlm", "nbsp", "zwj", "zwnj", "shy", "ensp", "emsp", "thinsp",
  ]

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    for (entry, leaf) in context.leaves(with: .escapeSigns) {
      let found = Self.escapes(leaf.text.string)
      guard !found.isEmpty else { continue }
      sink.report(
        "\(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) has \(found.map { "'\($0)'" }.joined(separator: ", ")) written as text; write the character itself (or \\U200F in a .strings file)",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }

  /// The escapes written as text, in order.
  static func escapes(_ text: String) -> [String] {
    let characters = Array(text)
    var result: [String] = []
    var index = 0
    func hex(_ start: Int, _ count: Int) -> String? {
      guard start + count <= characters.count else { return nil }
      let digits = characters[start..<start + count]
      return digits.allSatisfy(\.isHexDigit) ? String(digits).uppercased() : nil
    }
    func isWordCharacter(_ at: Int) -> Bool {
      at >= 0 && at < characters.count && (characters[at].isLetter || characters[at].isNumber)
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count,
        characters[index + 1] == "u" || characters[index + 1] == "U",
        hex(index + 2, 4) != nil
      {
        result.append(String(characters[index..<index + 6]))
        index += 6
        continue
      }
      if character == "u" || character == "U", !isWordCharacter(index - 1) {
        let plus = index + 1 < characters.count && characters[index + 1] == "+" ? 1 : 0
        if let code = hex(index + 1 + plus, 4), Self.invisibleCodes.contains(code),
          index + 5 + plus >= characters.count || !characters[index + 5 + plus].isHexDigit
        {
          result.append(String(characters[index..<index + 5 + plus]))
          index += 5 + plus
          continue
        }
      }
      if character == "&", let end = characters[index...].prefix(12).firstIndex(of: ";") {
        let name = String(characters[(index + 1)..<end])
        if Self.entities.contains(name.lowercased()) || (name.hasPrefix("#") && name.count > 1) {
          result.append(String(characters[index...end]))
          index = end + 1
          continue
        }
      }
      index += 1
    }
    return result
  }
}
