/// Reads Android string resources (`res/values*/strings.xml`) through the hardened
/// `XMLPullReader`.
///
/// - `<string name>` is an entry; `<plurals name>` an entry with plural variations, one per
///   `<item quantity>`; each `<item>` of `<string-array name>` an entry `name[0]`, `name[1]`, ….
///   Entries are located at their start tag, texts at their first character.
/// - `translatable="false"` clears `shouldTranslate`. A string for another `product` than
///   `default` is left out: it is an alternative of the default one, not a duplicate.
/// - Text is what Android's resource compiler makes of it (see ``AndroidText``): tags such as
///   `<b>`, `<annotation>` and `<xliff:g>` are dropped and their content kept, CDATA is text,
///   escapes and quotes are applied, whitespace outside quotes is collapsed.
/// - Other resources (`<color>`, `<dimen>`, `<integer-array>`, …) are skipped. The root must
///   be `<resources>`.
public enum AndroidStringsReader {
  /// The entries of one resource file, under the locale "" (the folder decides it).
  public static func read(_ bytes: [UInt8], path: String) -> ReadResult {
    var parser = AndroidParser(reader: XMLPullReader(bytes), path: path)
    do {
      try parser.document()
    } catch {
      return ReadResult(entries: ["": parser.entries], problem: error)
    }
    return ReadResult(entries: ["": parser.entries])
  }
}

private struct AndroidParser {
  let reader: XMLPullReader
  let path: String
  var entries: [Entry] = []

  init(reader: XMLPullReader, path: String) {
    self.reader = reader
    self.path = path
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: path, line: line, column: column)
  }

  private func next() throws(ReadProblem) -> XMLEvent? {
    try reader.next(in: path)
  }

  mutating func document() throws(ReadProblem) {
    // Find the root.
    while let event = try next() {
      guard case .start(let name, _, _, let line, let column) = event else { continue }
      guard name == "resources" else {
        throw ReadProblem(
          "not an Android resource file: the root element is <\(name)>, not <resources>",
          at: location(line, column))
      }
      try resources()
      break
    }
    while try next() != nil {}
  }

  private mutating func resources() throws(ReadProblem) {
    while let event = try next() {
      switch event {
      case .start(let name, _, let attributes, let line, let column):
        let start = location(line, column)
        let key = attributes.value(of: "name") ?? ""
        let translatable = attributes.value(of: "translatable") != "false"
        if let product = attributes.value(of: "product"), product != "default" {
          try skip()
          continue
        }
        switch name {
        case "string":
          let text = try text(at: start)
          entries.append(
            Entry(key: key, location: start, value: LocalizedValue(text: text), shouldTranslate: translatable)
          )
        case "plurals":
          var cases: [Variations.Case] = []
          for (item, attributes) in try items(in: name) {
            let quantity = attributes.value(of: "quantity") ?? ""
            cases.append(
              Variations.Case(name: quantity, value: LocalizedValue(text: item.text), location: item.start))
          }
          entries.append(
            Entry(
              key: key, location: start,
              value: LocalizedValue(variations: Variations(kind: .plural, cases: cases)),
              shouldTranslate: translatable))
        case "string-array":
          for (index, (item, _)) in try items(in: name).enumerated() {
            entries.append(
              Entry(
                key: "\(key)[\(index)]", location: item.start, value: LocalizedValue(text: item.text),
                shouldTranslate: translatable))
          }
        default:
          try skip()
        }
      case .end:
        return
      case .text:
        continue
      }
    }
  }

  /// The `<item>` children of the element just started, through its end tag.
  private mutating func items(in element: String) throws(ReadProblem) -> [(
    (start: SourceLocation, text: LocatedText), [XMLAttribute]
  )] {
    var result: [((start: SourceLocation, text: LocatedText), [XMLAttribute])] = []
    while let event = try next() {
      switch event {
      case .start(let name, _, let attributes, let line, let column):
        let start = location(line, column)
        guard name == "item" else {
          try skip()
          continue
        }
        result.append(((start, try text(at: start)), attributes))
      case .end:
        return result
      case .text:
        continue
      }
    }
    return result
  }

  private func skip() throws(ReadProblem) {
    try reader.skipElement(in: path)
  }

  /// The text of the element just started as Android compiles it, through its end tag.
  private mutating func text(at start: SourceLocation) throws(ReadProblem) -> LocatedText {
    var raw = ""
    var first: SourceLocation?
    var depth = 1
    while depth > 0, let event = try next() {
      switch event {
      case .start:
        depth += 1
      case .end:
        depth -= 1
      case .text(let string, let line, let column):
        if first == nil { first = location(line, column) }
        raw += string
      }
    }
    return LocatedText(AndroidText.compile(raw), at: first ?? start)
  }
}

/// Android's rules for the text of a string resource, applied after XML parsing as its
/// resource compiler (aapt2) applies them.
public enum AndroidText {
  /// - Outside double quotes, every run of white space (space, tab, line breaks) becomes one
  ///   space, and such a space at the start or end is dropped.
  /// - A double quote opens or closes a quoted part, which keeps its white space; the quotes
  ///   themselves are dropped.
  /// - `\n` `\t` are a line break and a tab, `\uXXXX` a character; `\'` `\"` `\\` `\@` `\?`
  ///   and any other escaped character are that character.
  /// - An unescaped apostrophe outside quotes is kept as it is.
  public static func compile(_ raw: String) -> String {
    var result = String.UnicodeScalarView()
    var quoted = false
    // A run of white space outside quotes is written as one space once something follows it,
    // so runs at the start and at the end vanish.
    var pendingSpace = false
    var started = false
    var iterator = raw.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      if !quoted, isSpace(scalar) {
        if started { pendingSpace = true }
        continue
      }
      started = true
      if pendingSpace {
        result.append(" ")
        pendingSpace = false
      }
      switch scalar {
      case "\\":
        guard let escaped = iterator.next() else { continue }
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "u":
          var value: UInt32 = 0
          var digits = 0
          var rest: [Unicode.Scalar] = []
          while digits < 4, let next = iterator.next() {
            guard let digit = hexValue(next) else {
              rest.append(next)
              break
            }
            value = value * 16 + digit
            digits += 1
          }
          if digits == 4, let decoded = Unicode.Scalar(value) { result.append(decoded) }
          // What ended a short escape is ordinary text again.
          for scalar in rest {
            if scalar == "\"" { quoted.toggle() } else { result.append(scalar) }
          }
        default: result.append(escaped)
        }
      case "\"":
        quoted.toggle()
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}"
      || scalar == "\u{0C}"
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 48...57: scalar.value - 48
    case 65...70: scalar.value - 55
    case 97...102: scalar.value - 87
    default: nil
    }
  }
}
