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
  /// The raw text of the element being read, reused from element to element.
  var raw: [UInt8] = []

  init(reader: XMLPullReader, path: String) {
    self.reader = reader
    self.path = path
  }

  /// Where the current event is.
  private func here() -> SourceLocation {
    SourceLocation(file: path, line: reader.line, column: reader.column)
  }

  private func next() throws(ReadProblem) -> XMLPullReader.Step? {
    try reader.step(in: path)
  }

  mutating func document() throws(ReadProblem) {
    // Find the root.
    while let step = try next() {
      guard step == .start else { continue }
      guard reader.isNamed("resources") else {
        throw ReadProblem(
          "not an Android resource file: the root element is <\(reader.name)>, not <resources>", at: here())
      }
      try resources()
      break
    }
    while try next() != nil {}
  }

  private mutating func resources() throws(ReadProblem) {
    while let step = try next() {
      switch step {
      case .start:
        let start = here()
        let key = reader.attribute("name") ?? ""
        let translatable = reader.attribute("translatable") != "false"
        if let product = reader.attribute("product"), product != "default" {
          try skip()
          continue
        }
        if reader.isNamed("string") {
          let text = try text(at: start)
          entries.append(
            Entry(key: key, location: start, value: LocalizedValue(text: text), shouldTranslate: translatable)
          )
        } else if reader.isNamed("plurals") {
          var cases: [Variations.Case] = []
          for item in try items() {
            cases.append(
              Variations.Case(
                name: item.quantity ?? "", value: LocalizedValue(text: item.text), location: item.start))
          }
          entries.append(
            Entry(
              key: key, location: start,
              value: LocalizedValue(variations: Variations(kind: .plural, cases: cases)),
              shouldTranslate: translatable))
        } else if reader.isNamed("string-array") {
          for (index, item) in try items().enumerated() {
            entries.append(
              Entry(
                key: "\(key)[\(index)]", location: item.start, value: LocalizedValue(text: item.text),
                shouldTranslate: translatable))
          }
        } else {
          try skip()
        }
      case .end:
        return
      case .text:
        continue
      }
    }
  }

  /// The `<item>` children of the element just started, through its end tag, with their
  /// `quantity`.
  private mutating func items() throws(ReadProblem) -> [(
    start: SourceLocation, text: LocatedText, quantity: String?
  )] {
    var result: [(start: SourceLocation, text: LocatedText, quantity: String?)] = []
    while let step = try next() {
      switch step {
      case .start:
        let start = here()
        guard reader.isNamed("item") else {
          try skip()
          continue
        }
        let quantity = reader.attribute("quantity")
        result.append((start, try text(at: start), quantity))
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
    raw.removeAll(keepingCapacity: true)
    var first: SourceLocation?
    var depth = 1
    while depth > 0, let step = try next() {
      switch step {
      case .start:
        depth += 1
      case .end:
        depth -= 1
      case .text:
        if first == nil { first = here() }
        reader.appendText(to: &raw)
      }
    }
    let compiled = raw.withUnsafeBufferPointer { AndroidText.compile(utf8: $0) }
    return LocatedText(compiled, at: first ?? start)
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
    var raw = raw
    return raw.withUTF8 { compile(utf8: $0) }
  }

  /// ``compile(_:)`` over valid UTF-8, byte by byte: every byte that matters is ASCII, and
  /// the bytes of other characters are copied as they are, so the string is written once,
  /// in place. Nothing makes the text longer (`\uXXXX` takes six bytes for at most three).
  static func compile(utf8 raw: UnsafeBufferPointer<UInt8>) -> String {
    guard #available(macOS 11, iOS 14, *) else {
      let bytes = [UInt8](unsafeUninitializedCapacity: raw.count) { output, count in
        var result = OutputBytes(output)
        compile(raw, into: &result)
        count = result.count
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(unsafeUninitializedCapacity: raw.count) { output in
      var result = OutputBytes(output)
      compile(raw, into: &result)
      return result.count
    }
  }

  /// Bytes written into a buffer that is known to be large enough.
  private struct OutputBytes {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
      self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
      buffer.baseAddress.unsafelyUnwrapped[count] = byte
      count += 1
    }

    mutating func append(_ scalar: Unicode.Scalar) {
      for byte in UTF8.encode(scalar)! { append(byte) }
    }
  }

  private static func compile(_ raw: UnsafeBufferPointer<UInt8>, into result: inout OutputBytes) {
    var quoted = false
    // A run of white space outside quotes is written as one space once something follows it,
    // so runs at the start and at the end vanish.
    var pendingSpace = false
    var started = false
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      index += 1
      // Most bytes are none of space, quote or backslash: copied with the fewest tests.
      if byte > ASCII.doubleQuote, byte != ASCII.backslash {
        if pendingSpace {
          result.append(ASCII.space)
          pendingSpace = false
        }
        started = true
        result.append(byte)
        continue
      }
      if !quoted, isSpace(byte) {
        if started { pendingSpace = true }
        continue
      }
      started = true
      if pendingSpace {
        result.append(ASCII.space)
        pendingSpace = false
      }
      switch byte {
      case ASCII.backslash:
        guard index < raw.count else { continue }
        let escaped = raw[index]
        index += 1
        switch escaped {
        case ASCII.n: result.append(ASCII.lineFeed)
        case ASCII.t: result.append(ASCII.tab)
        case ASCII.u:
          var value: UInt32 = 0
          var digits = 0
          var rest: UInt8?
          while digits < 4, index < raw.count {
            let next = raw[index]
            index += 1
            guard let digit = hexValue(next) else {
              rest = next
              break
            }
            value = value * 16 + digit
            digits += 1
          }
          if digits == 4, let decoded = Unicode.Scalar(value) { result.append(decoded) }
          // What ended a short escape is ordinary text again (the rest of a character of
          // several bytes follows as ordinary bytes).
          if let rest {
            if rest == ASCII.doubleQuote { quoted.toggle() } else { result.append(rest) }
          }
        default:
          // The escaped character itself; for one of several bytes, its first byte here and
          // the others as ordinary bytes after it.
          result.append(escaped)
        }
      case ASCII.doubleQuote:
        quoted.toggle()
      default:
        result.append(byte)
      }
    }
  }

  /// Space, tab, line feed, vertical tab, form feed, carriage return.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 48...57: UInt32(byte - 48)
    case 65...70: UInt32(byte - 55)
    case 97...102: UInt32(byte - 87)
    default: nil
    }
  }
}
