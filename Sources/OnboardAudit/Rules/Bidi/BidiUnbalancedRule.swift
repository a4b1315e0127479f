/// `bidi.unbalanced`: an embedding, override or isolate left open or closed without opening.
struct BidiUnbalancedRule: Rule {
  let description = RuleDescription(
    id: "bidi.unbalanced",
    defaultSeverity: .error,
    summary: "A bidi embedding, override or isolate is left open or closed without opening",
    rationale: """
      U+202A–202E (embeddings and overrides, closed by U+202C PDF) and U+2066–2068 (isolates, \
      closed by U+2069 PDI) act until they are closed: one left open reorders everything after \
      it, up to the end of the paragraph, including text the app puts beside the string. This \
      is the pattern of the Trojan Source attacks (CVE-2021-42574), and in a translation it is \
      usually a lost PDI around a placeholder. Pairs are matched as the Unicode Bidirectional \
      Algorithm matches them (rules X1–X8): a PDI closes its isolate and any embedding left \
      open inside it; a PDF inside an isolate cannot close an embedding outside it; a \
      paragraph separator closes everything. Known limits: a string that opens a control that \
      another string is meant to close (fragments joined in code) is reported.
      """,
    reference: "Unicode TR9, Unicode Bidirectional Algorithm (X1–X8, BD16); CVE-2021-42574",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello %@\";\n"),
        ("ar.lproj/Localizable.strings", "\"hello\" = ↓\"مرحبًا \u{2068}%@\";\n"),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"from\" = \"From %@\";\n"),
        ("he.lproj/Localizable.strings", "\"from\" = ↓\"מאת %@\u{2069}\u{202C}\";\n"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello %@\";\n"),
        ("ar.lproj/Localizable.strings", "\"hello\" = \"مرحبًا \u{2068}%@\u{2069}\";\n"),
        ("he.lproj/Localizable.strings", "\"hello\" = \"שלום \u{202B}%@\u{202C}\";\n"),
      ])
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    for (entry, leaf) in context.leaves(with: .bidiControls) {
      let problems = Self.problems(leaf.text.string)
      guard !problems.isEmpty else { continue }
      sink.report(
        "bidi controls of \(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) are unbalanced: \(problems.joined(separator: "; "))",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }

  /// What is unbalanced, in the order met: "U+2068 FSI is never closed", "U+2069 PDI closes
  /// nothing".
  static func problems(_ text: String) -> [String] {
    var open: [Bidi.Control] = []
    var result: [String] = []
    func closeAll() {
      for control in open { result.append("\(control.name) is never closed") }
      open.removeAll()
    }
    for scalar in text.unicodeScalars {
      if isParagraphSeparator(scalar) {
        closeAll()
        continue
      }
      guard let control = Bidi.Control(scalar) else { continue }
      if control.isIsolateInitiator || control.isEmbeddingOrOverride {
        open.append(control)
      } else if control == .popDirectionalIsolate {
        guard let isolate = open.lastIndex(where: \.isIsolateInitiator) else {
          result.append("\(control.name) closes no isolate")
          continue
        }
        for inner in open[(isolate + 1)...] { result.append("\(inner.name) is never closed") }
        open.removeSubrange(isolate...)
      } else if control == .popDirectionalFormatting {
        if let last = open.last, last.isEmbeddingOrOverride {
          open.removeLast()
        } else {
          result.append("\(control.name) closes no embedding or override")
        }
      }
    }
    closeAll()
    return result
  }

  /// Bidi class B: the end of a paragraph ends every embedding and isolate.
  static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029].contains(scalar.value)
  }
}
