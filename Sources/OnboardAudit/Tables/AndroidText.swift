/// Android's rules for the text of a string resource, applied after XML parsing as its
/// resource compiler (aapt2) applies them (docs/oracles.md compares the two).
///
/// The text of an element is cut into runs by the elements inside it. A styling element
/// (`<b>`, `<annotation>`: any element without a namespace) is a span, and where one starts
/// or ends, quoting and white space start afresh; `<xliff:g>` only cuts the run. Then:
/// - When the string has no span, white space is trimmed from the start of its first run
///   and the end of its last one.
/// - Outside double quotes, every run of white space (space, tab, line breaks) becomes one
///   space. A double quote opens or closes a quoted part, which keeps its white space; the
///   quotes themselves are dropped.
/// - `\n` `\t` are a line break and a tab, `\uXXXX` a character (fewer digits where a run
///   ends); `\'` `\"` `\\` `\@` `\?` and any other escaped character are that character; a
///   backslash that ends a run is dropped.
/// - What aapt2 rejects (an apostrophe outside quotes, `\u` followed by what is no hex
///   digit, a code point that is no character) is the `problem`; the text keeps the
///   apostrophe.
public enum AndroidText {
  /// Where an element inside the text starts or ends: at `offset` in the raw text.
  struct Boundary {
    var offset: Int
    /// A styling span, not `<xliff:g>` or another namespaced element.
    var isSpan: Bool
  }

  /// The text of an element with no element inside.
  public static func compile(_ raw: String) -> String {
    var scratch: [UInt8] = []
    return raw.withUTF8Span { compile(utf8: $0, boundaries: [], scratch: &scratch).text }
  }

  /// The compiled text of the raw text of an element, and what aapt2 rejects in it (the
  /// first problem).
  ///
  /// Byte by byte: every byte that matters is ASCII, and the bytes of other characters are
  /// copied as they are. Nothing makes the text longer (`\uXXXX` takes six bytes for at
  /// most three, `\u1` two for one), so the bytes are written into room made once: the
  /// caller's `scratch`, which a reader passes from string to string.
  static func compile(utf8 raw: Span<UInt8>, boundaries: [Boundary], scratch: inout [UInt8]) -> (
    text: String, problem: String?
  ) {
    var builder = Builder()
    swap(&builder.output, &scratch)
    builder.output.removeAll(keepingCapacity: true)
    builder.output.reserveCapacity(raw.count)
    builder.build(raw, boundaries: boundaries)
    let text = String(decoding: builder.output, as: UTF8.self)
    swap(&builder.output, &scratch)
    return (text, builder.problem)
  }

  /// aapt2's string builder: its state lasts from run to run, until a span starts or ends.
  private struct Builder {
    var output: [UInt8] = []
    var quoted = false
    var lastWasSpace = false
    var problem: String?

    mutating func build(_ raw: Span<UInt8>, boundaries: [Boundary]) {
      // Most strings have no element inside: one run, trimmed, with no array of runs made.
      guard !boundaries.isEmpty else {
        var range = 0..<raw.count
        while let lower = range.first, isSpace(raw[lower]) { range = range.dropFirst() }
        while let upper = range.last, isSpace(raw[upper]) { range = range.dropLast() }
        append(raw, range)
        return
      }
      // The runs, and whether a span boundary follows each.
      var runs: [(range: Range<Int>, resetsAfter: Bool)] = []
      var start = 0
      for boundary in boundaries {
        runs.append((start..<boundary.offset, boundary.isSpan))
        start = boundary.offset
      }
      runs.append((start..<raw.count, false))
      // Without spans, white space is trimmed at the ends of the first and last runs that
      // hold text (aapt2 makes no run of an empty text).
      if !boundaries.contains(where: \.isSpan),
        let first = runs.firstIndex(where: { !$0.range.isEmpty }),
        let last = runs.lastIndex(where: { !$0.range.isEmpty })
      {
        var range = runs[first].range
        while let lower = range.first, isSpace(raw[lower]) { range = range.dropFirst() }
        runs[first].range = range
        range = runs[last].range
        while let upper = range.last, isSpace(raw[upper]) { range = range.dropLast() }
        runs[last].range = range
      }
      for run in runs {
        append(raw, run.range)
        if run.resetsAfter {
          quoted = false
          lastWasSpace = false
        }
      }
    }

    private mutating func reject(_ message: String) {
      if problem == nil { problem = message }
    }

    private mutating func append(_ raw: Span<UInt8>, _ range: Range<Int>) {
      var index = range.lowerBound
      let end = range.upperBound
      while index < end {
        // Most bytes are none of space, quotes or backslash: copied a run at a time.
        let plain = index
        while index < end, raw[index] > ASCII.singleQuote, raw[index] != ASCII.backslash { index += 1 }
        if index > plain {
          lastWasSpace = false
          output.append(raw, plain..<index)
          continue
        }
        let byte = raw[index]
        index += 1
        if !quoted, isSpace(byte) {
          if !lastWasSpace { output.append(ASCII.space) }
          lastWasSpace = true
          continue
        }
        lastWasSpace = false
        switch byte {
        case ASCII.backslash:
          // A backslash that ends the run escapes nothing, and is dropped.
          guard index < end else { continue }
          let escaped = raw[index]
          index += 1
          switch escaped {
          case ASCII.n: output.append(ASCII.lineFeed)
          case ASCII.t: output.append(ASCII.tab)
          case ASCII.u: unicodeEscape(raw, &index, end)
          default:
            // The escaped character itself; for one of several bytes, its first byte here and
            // the others as ordinary bytes after it.
            output.append(escaped)
          }
        case ASCII.doubleQuote:
          quoted.toggle()
        case ASCII.singleQuote where !quoted:
          reject("unescaped apostrophe (write \\' or put the text in double quotes)")
          output.append(byte)
        default:
          output.append(byte)
        }
      }
    }

    /// `\u` and up to four hex digits: fewer where the run ends, none at all before what is
    /// no hex digit (aapt2 rejects that, and the character is then kept as text).
    private mutating func unicodeEscape(_ raw: Span<UInt8>, _ index: inout Int, _ end: Int) {
      var value: UInt32 = 0
      var digits = 0
      while digits < 4, index < end {
        guard let digit = hexValue(raw[index]) else {
          let written = String(utf8: raw, (index - digits)..<index)
          reject("invalid unicode escape \\u\(written) (write four hex digits)")
          return
        }
        value = value * 16 + digit
        digits += 1
        index += 1
      }
      if (0xD800...0xDBFF).contains(value) {
        appendSurrogate(high: value, raw, &index, end)
        return
      }
      guard let scalar = Unicode.Scalar(value) else {
        reject("invalid unicode escape: U+\(String(value, radix: 16, uppercase: true)) is no character")
        return
      }
      output.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// A high surrogate written as `\uD83E`: with the low one that follows (`\uDDD8`), the
    /// character they encode, as aapt2 stores the pair and Android shows it (an emoji).
    /// Alone, aapt2 stores it too, and Android shows U+FFFD.
    private mutating func appendSurrogate(
      high: UInt32, _ raw: Span<UInt8>, _ index: inout Int, _ end: Int
    ) {
      if index + 6 <= end, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u") {
        var low: UInt32 = 0
        var isHex = true
        for offset in 2..<6 {
          guard let digit = hexValue(raw[index + offset]) else {
            isHex = false
            break
          }
          low = low * 16 + digit
        }
        if isHex, (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        {
          output.append(contentsOf: UTF8.encode(scalar)!)
          index += 6
          return
        }
      }
      output.append(contentsOf: UTF8.encode(Unicode.Scalar(0xFFFD)!)!)
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
