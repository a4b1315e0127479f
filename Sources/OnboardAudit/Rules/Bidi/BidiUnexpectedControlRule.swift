/// `bidi.unexpected-control`: a bidi control with nothing right-to-left to order, or an override.
struct BidiUnexpectedControlRule: Rule {
  let description = RuleDescription(
    id: "bidi.unexpected-control",
    defaultSeverity: .warning,
    summary: "A bidi control in a left-to-right string, or an override anywhere",
    rationale: """
      Invisible direction controls in a left-to-right string with no right-to-left letter do \
      nothing useful and are usually pasted from an Arabic or Hebrew translation, or left by \
      a tool; an RLM or RLE there can reorder punctuation and numbers beside the app's own \
      text. Overrides (U+202D LRO, U+202E RLO) force the order of letters against their \
      nature: legitimate text has no use for them, and they are how Trojan Source attacks \
      hide text (CVE-2021-42574). Reported in left-to-right locales: embeddings, RLM, ALM and \
      RLI in a string without right-to-left letters; in every locale: overrides. Isolates \
      (FSI, LRI with PDI) and LRM are left alone: they are the safe way to wrap a placeholder \
      whose direction is unknown, in any language. Known limits: a left-to-right string that \
      quotes right-to-left text may use any control, and is not reported.
      """,
    reference:
      "Unicode TR9, Unicode Bidirectional Algorithm; W3C, Inline markup and bidirectional text in HTML; CVE-2021-42574",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello %@\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = ↓\"Hallo \u{200F}%@\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello %@\";\n"),
        ("he.lproj/Localizable.strings", "\"hello\" = ↓\"שלום \u{202E}%@\u{202C}\";\n"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"hello\" = \"Hello \u{2068}%@\u{2069}\";\n\"lang\" = \"Arabic (\u{202B}العربية\u{202C})\";\n"
        ),
        (
          "de.lproj/Localizable.strings",
          "\"hello\" = \"Hallo \u{2068}%@\u{2069}\";\n\"lang\" = \"Arabisch (\u{202B}العربية\u{202C})\";\n"
        ),
        (
          "ar.lproj/Localizable.strings",
          "\"hello\" = \"\u{200F}مرحبًا \u{2068}%@\u{2069}\";\n\"lang\" = \"العربية\";\n"
        ),
      ])
    ])

  /// Controls that set a right-to-left direction or embed: pointless without RTL letters.
  private static let directional: Set<Bidi.Control> = [
    .rightToLeftMark, .arabicLetterMark, .leftToRightEmbedding, .rightToLeftEmbedding, .rightToLeftIsolate,
  ]

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    for (entry, leaf) in context.leaves(with: .bidiControls) {
      let controls = leaf.text.string.unicodeScalars.compactMap(Bidi.Control.init)
      guard !controls.isEmpty else { continue }
      var found = controls.filter(\.isOverride)
      // RLM and ALM are themselves strong right-to-left characters: look at the letters.
      let hasRightToLeft = leaf.text.string.unicodeScalars.contains {
        Bidi.Control($0) == nil && Bidi.isStrongRightToLeft($0)
      }
      if !context.locale.isRightToLeft && !hasRightToLeft {
        found += controls.filter(Self.directional.contains)
      }
      guard !found.isEmpty else { continue }
      var seen: Set<Bidi.Control> = []
      let names = found.filter { seen.insert($0).inserted }.map(\.name)
      let advice =
        found.contains(where: \.isOverride)
        ? "remove the override; wrap a placeholder in U+2068…U+2069 instead"
        : "remove it: the string has no right-to-left text"
      sink.report(
        "\(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) contains \(names.joined(separator: ", ")); \(advice)",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }
}
