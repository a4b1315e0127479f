/// `text.markup-mismatch`: Markdown emphasis, links or tags that differ from the source.
struct TextMarkupMismatchRule: Rule {
  let description = RuleDescription(
    id: "text.markup-mismatch",
    defaultSeverity: .warning,
    summary: "Markdown emphasis, links or tags differ from the source",
    rationale: """
      SwiftUI renders a `Text` made from a string literal as Markdown: `**bold**`, `*italic*` \
      and `[links](https://…)`. A translation that loses a `**`, breaks a link's brackets or \
      drops a `<b>` tag shows the asterisks or brackets to the user, or loses the link to the \
      terms of service. Compared, variant by variant, with the source: the number of bold \
      spans, the number of links, and the tags by name. In an Android string, styling \
      elements (`<b>`, `<a href>`) on one side and the same tags escaped as text \
      (`&lt;a href…`) on the other are told apart, since only one of them is shown as written. \
      Automatic grammar agreement \
      (`^[…](inflect: true)`) is left out: languages without it rightly drop it. Known limits: \
      single `*` and `_` emphasis is not compared (they also appear in plain text), and link \
      targets may differ (localized help pages).
      """,
    reference: "Apple, AttributedString Markdown (SwiftUI Text); CommonMark Spec 0.30 (emphasis, links)",
    triggeringExamples: [
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"terms\" = \"By continuing you accept the [terms](https://ova.app/terms).\";\n\"tip\" = \"Tap **Start**\";\n"
        ),
        (
          "de.lproj/Localizable.strings",
          "\"terms\" = ↓\"Mit Fortfahren akzeptierst du die Bedingungen (https://ova.app/terms).\";\n\"tip\" = ↓\"Tippe auf *Start*\";\n"
        ),
      ]),
      // The source links with an element; the translation escapes it, so its tags show.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><string name=\"more\">Read <a href=\"https://ova.app\">more</a></string></resources>"
        ),
        (
          "res/values-de/strings.xml",
          "<resources><string name=\"more\">↓Mehr &lt;a href=\"https://ova.app\"&gt;lesen&lt;/a&gt;</string></resources>"
        ),
      ]),
    ],
    nonTriggeringExamples: [
      // A word in angle brackets is text: "<Unknown>" is what the user reads.
      RuleExample([
        ("res/values/strings.xml", "<resources><string name=\"who\">&lt;Unknown&gt;</string></resources>"),
        ("res/values-de/strings.xml", "<resources><string name=\"who\">Unbekannt</string></resources>"),
      ]),
      // Elements on both sides: markup the compiled text does not show.
      RuleExample([
        (
          "res/values/strings.xml",
          "<resources><string name=\"more\">Read <a href=\"https://ova.app\">more</a></string></resources>"
        ),
        (
          "res/values-de/strings.xml",
          "<resources><string name=\"more\">Mehr <a href=\"https://ova.app\">lesen</a></string></resources>"
        ),
      ]),
      RuleExample([
        (
          "en.lproj/Localizable.strings",
          "\"terms\" = \"Accept the [terms](https://ova.app/terms)\";\n\"tip\" = \"Tap **Start** to add ^[%lld entry](inflect: true)\";\n"
        ),
        (
          "de.lproj/Localizable.strings",
          "\"terms\" = \"Akzeptiere die [Bedingungen](https://ova.app/de/terms)\";\n\"tip\" = \"Tippe auf **Start**, um %lld Einträge hinzuzufügen\";\n"
        ),
      ]),
    ])

  /// What a string marks up.
  struct Markup: Equatable {
    var bold = 0
    var links = 0
    /// The tags in the order written ("a", "/a", "b", "/b"), as messages list them; a
    /// translation may put them in another order, so they are compared sorted.
    var tags: [String] = []

    var isEmpty: Bool { bold == 0 && links == 0 && tags.isEmpty }

    static func == (a: Markup, b: Markup) -> Bool {
      a.bold == b.bold && a.links == b.links && a.tags.sorted() == b.tags.sorted()
    }
  }

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    let leafIndex = context.localeTable.indexed.leafIndex
    let sources = context.sourceTexts
    for position in sources.indices {
      guard let source = sources[position] else { continue }
      // Without `*`, `[` or `<` on either side, both have no markup.
      guard
        source.traits.contains(.markupSigns) || leafIndex.traits(at: position).contains(.markupSigns)
      else { continue }
      let (entry, leaf) = (context.entry(ofLeaf: position, in: leafIndex), leafIndex[position].leaf)
      let expected = Self.markup(source.string)
      let actual = Self.markup(leaf.text.string)
      guard expected != actual else { continue }
      var differences: [String] = []
      if expected.bold != actual.bold {
        differences.append("\(counted(actual.bold, "bold span")) where the source has \(expected.bold)")
      }
      if expected.links != actual.links {
        differences.append("\(counted(actual.links, "link")) where the source has \(expected.links)")
      }
      if expected.tags.sorted() != actual.tags.sorted() {
        differences.append(
          Self.tagDifference(
            actual.tags, expected.tags, elementsHere: leaf.text.traits.contains(.markupElements),
            elementsInSource: source.traits.contains(.markupElements)))
      }
      sink.report(
        "markup of \(quoted: entry.key)\(variantSuffix(leaf.path)) in \(quoted: context.locale.tag) differs from the source: \(differences.joined(separator: "; "))",
        at: leaf.text.location, in: context, key: entry.key)
    }
  }

  /// How the tags differ. An Android string's elements (`<a href>`) are styling that the
  /// compiled text no longer shows: where one side has them as elements and the other as
  /// escaped text (`&lt;a href…`), the message says so, rather than that one side has none.
  static func tagDifference(
    _ actual: [String], _ expected: [String], elementsHere: Bool, elementsInSource: Bool
  ) -> String {
    if expected.isEmpty && elementsInSource && !elementsHere {
      return "tags \(list(actual)) are escaped text here, where the source marks up with elements"
    }
    if actual.isEmpty && elementsHere && !elementsInSource {
      return "the source's tags \(list(expected)) are elements here, where the source escapes them as text"
    }
    return "tags \(list(actual)) where the source has \(list(expected))"
  }

  private static func list(_ tags: [String]) -> String {
    tags.isEmpty ? "none" : tags.map { "<\($0)>" }.joined(separator: " ")
  }

  /// Whether the bytes hold what markup needs: `**`, `](`, or `<` before a letter or `/`
  /// (any byte above ASCII may start a letter). Without, there is none, and no Characters
  /// need forming.
  static func mayHaveMarkup(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      switch (previous, byte) {
      case (UInt8(ascii: "*"), UInt8(ascii: "*")), (UInt8(ascii: "]"), UInt8(ascii: "(")): return true
      case (UInt8(ascii: "<"), UInt8(ascii: "/")), (UInt8(ascii: "<"), 0x80...): return true
      case (UInt8(ascii: "<"), _)
      where (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"):
        return true
      default: break
      }
      previous = byte
    }
    return false
  }

  /// Bold spans (`**…**` pairs), links (`[…](…)` not preceded by `^`) and tag names, sorted.
  static func markup(_ text: String) -> Markup {
    mayHaveMarkup(text) ? scanMarkup(text) : Markup()
  }

  /// The tag names that are markup: HTML's text and styling elements, which `Html.fromHtml`,
  /// `NSAttributedString` and web views render. Other words in angle brackets
  /// (`&lt;Unknown&gt;`, `<name>`) are text the user reads.
  static let markupTags: Set<String> = [
    "a", "b", "big", "blockquote", "br", "cite", "code", "del", "dfn", "div", "em", "font", "h1", "h2",
    "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s",
    "samp", "small", "span", "strike", "strong", "sub", "sup", "tt", "u", "ul", "annotation",
  ]

  /// `markup`, Character by Character.
  static func scanMarkup(_ text: String) -> Markup {
    var result = Markup()
    let characters = Array(text)
    var index = 0
    var stars = 0
    while index < characters.count {
      let character = characters[index]
      if character == "*" && index + 1 < characters.count && characters[index + 1] == "*" {
        stars += 1
        index += 2
        continue
      }
      if character == "[", index == 0 || characters[index - 1] != "^",
        let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
        characters[close + 1] == "(",
        characters[(close + 1)...].contains(")")
      {
        result.links += 1
        index = close + 1
        continue
      }
      if character == "<", let end = characters[index...].prefix(40).firstIndex(of: ">") {
        let inside = String(characters[(index + 1)..<end])
        let afterSlash = inside.drop { $0 == "/" }
        let name = afterSlash.prefix { $0.isLetter || $0.isNumber }
        // After the name: nothing, a closing `/`, or attributes (`<a href="…">`); words without
        // `=` make it text ("<U destinatariu hè scunnisciutu>").
        let rest = afterSlash.dropFirst(name.count)
        let isTagShaped =
          rest.isEmpty || rest == "/" || (rest.first?.isWhitespace == true && rest.contains("="))
        if !name.isEmpty, inside.first?.isLetter == true || inside.first == "/", isTagShaped,
          Self.markupTags.contains(name.lowercased())
        {
          result.tags.append((inside.hasPrefix("/") ? "/" : "") + name.lowercased())
          index = end + 1
          continue
        }
      }
      index += 1
    }
    result.bold = stars / 2
    return result
  }
}
