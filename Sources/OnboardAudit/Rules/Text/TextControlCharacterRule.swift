/// `text.control-character`: control characters, U+FFFD and noncharacters in a value.
struct TextControlCharacterRule: Rule {
  let description = RuleDescription(
    id: "text.control-character",
    defaultSeverity: .error,
    summary: "A value contains a control character, U+FFFD or a noncharacter",
    rationale: """
      C0 and C1 control characters (but tab and line feed, and a carriage return before a \
      line feed) show as boxes or nothing, break XML reports and pasteboards, and usually \
      come from a bad conversion or a copy from a terminal. U+FFFD REPLACEMENT CHARACTER is \
      the trace of text that was decoded with the wrong encoding: the original letter is \
      lost. Noncharacters (U+FDD0–FDEF, U+xFFFE, U+xFFFF) are for a program's internal use \
      and must not be interchanged. Checked in every locale, the source included. Known \
      limits: invisible format characters (zero-width space, soft hyphen) are not reported.
      """,
    reference: "Unicode Standard, §23.1 Control Codes, §23.7 Noncharacters, U+FFFD; XML 1.0 §2.2 Characters",
    triggeringExamples: [
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"title\" = ↓\"Welcome\u{0008}\";\n\"body\" = ↓\"Caf\u{FFFD} and more\";\n"
        )
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"title\" = \"Welcome\\n\\tto Ova\";\n\"crlf\" = \"One\\r\\nTwo\";\n"
        )
      ])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    for (entry, leaf) in context.leaves(with: .controls) {
      let scalars = Array(leaf.text.string.unicodeScalars)
      var found: [String] = []
      for (index, scalar) in scalars.enumerated() where Self.isForbidden(scalar) {
        if scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" { continue }
        let name = TextScan.codePoint(scalar)
        if !found.contains(name) { found.append(name) }
      }
      guard !found.isEmpty else { continue }
      sink.report(
        "\(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) contains \(found.joined(separator: ", ")); remove it, or retype the letter it replaced",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }

  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value == 0x09 || value == 0x0A { return false }
    if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFD { return true }
    return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
  }
}
