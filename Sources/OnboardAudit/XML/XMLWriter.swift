/// Writes an XML document into memory.
///
/// The output starts with `<?xml version="1.0" encoding="UTF-8"?>`, indents elements by two
/// spaces, ends with a newline, and is the same bytes for the same calls: the layout of
/// libxml2's writer with indentation on, which earlier versions used (an element with text
/// keeps its end tag on its line; an empty one is `<name/>`). Characters XML 1.0 forbids (C0
/// controls other than tab, line feed and carriage return; U+FFFE; U+FFFF) are replaced by
/// U+FFFD in text and attribute values, never written, not even escaped: a report must stay
/// readable whatever the audited strings contain. In attribute values, tab, line feed and
/// carriage return are written as references, so that a reader's normalisation gives them
/// back; in text, a carriage return is, so that it is not read back as a line feed.
///
/// Call `attribute` right after `start`, before any text or child. Misuse is a programming
/// error: it is caught by an assertion in debug builds and makes `finish` return no bytes.
public final class XMLWriter {
  private var bytes: [UInt8] = Array(
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
  /// The open elements, innermost last, and whether each still has its start tag open.
  private var open: [(name: String, tagOpen: Bool)] = []
  /// Whether text was the last thing written: the end tag then follows it on its line.
  private var afterText = false
  private var failed = false
  private var result: [UInt8]?

  public init() {}

  /// Opens an element.
  public func start(_ name: String) {
    guard usable(!name.isEmpty) else { return }
    if open.last?.tagOpen == true {
      bytes.appendUTF8(">\n")
      open[open.count - 1].tagOpen = false
    }
    indent(open.count)
    open.append((name, true))
    bytes.append(UInt8(ascii: "<"))
    bytes.appendUTF8(name)
  }

  /// Adds an attribute to the element just opened.
  public func attribute(_ name: String, _ value: String) {
    guard usable(open.last?.tagOpen == true) else { return }
    bytes.append(UInt8(ascii: " "))
    bytes.appendUTF8(name)
    bytes.appendUTF8("=\"")
    Self.appendEscaped(value, inAttribute: true, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Adds text to the open element.
  public func text(_ string: String) {
    guard usable(true) else { return }
    closeStartTag()
    Self.appendEscaped(string, inAttribute: false, to: &bytes)
    afterText = true
  }

  /// Ends the innermost element's start tag, if still open, so that more of its child
  /// elements can be written elsewhere, in this layout, and handed on between
  /// `takeWritten` and `end` (a JUnit suite's test cases, see `JUnitReporter`).
  public func startChildren() {
    guard usable(!open.isEmpty && !afterText) else { return }
    if open.last?.tagOpen == true {
      bytes.appendUTF8(">\n")
      open[open.count - 1].tagOpen = false
    }
  }

  /// Ends the innermost element's start tag, if still open, before its content.
  private func closeStartTag() {
    if open.last?.tagOpen == true {
      bytes.append(UInt8(ascii: ">"))
      open[open.count - 1].tagOpen = false
    }
  }

  /// Closes the innermost open element.
  public func end() {
    guard usable(!open.isEmpty), let element = open.popLast() else { return }
    if element.tagOpen {
      bytes.appendUTF8("/>")
    } else {
      if !afterText { indent(open.count) }
      bytes.appendUTF8("</")
      bytes.appendUTF8(element.name)
      bytes.append(UInt8(ascii: ">"))
    }
    bytes.append(UInt8(ascii: "\n"))
    afterText = false
  }

  /// The bytes written since the last call, handed on so that a long document is never held
  /// whole; `finish` then returns only the rest. Elements still open stay open.
  public func takeWritten() -> [UInt8] {
    guard !failed, result == nil else { return [] }
    defer { bytes = [] }
    return bytes
  }

  /// Closes every open element and returns the document (after `takeWritten`, the rest of
  /// it); later calls return the same bytes.
  public func finish() -> [UInt8] {
    if let result { return result }
    while !failed && !open.isEmpty { end() }
    let output = failed ? [] : bytes
    result = output
    bytes = []
    return output
  }

  /// Whether the writer can go on: not failed, not finished, and `allowed` (else misuse).
  private func usable(_ allowed: Bool) -> Bool {
    guard !failed, result == nil else { return false }
    assert(allowed, "XMLWriter used out of order")
    if !allowed { failed = true }
    return allowed
  }

  private func indent(_ depth: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// Appends `string` escaped and cleaned of the characters XML 1.0 forbids.
  static func appendEscaped(_ string: String, inAttribute: Bool, to bytes: inout [UInt8]) {
    // Room grown as appending grows it (a room of the exact size would be made anew for
    // the next value, and the bytes so far copied each time).
    let count = string.utf8.count
    if bytes.capacity < bytes.count + count {
      bytes.reserveCapacity(max(2 * bytes.capacity, bytes.count + count))
    }
    // Most text has nothing to escape: runs of such bytes are found eight at a time and
    // copied at once.
    scan.appendEscaped(string, to: &bytes) { utf8, index in replacement(utf8, index, inAttribute: inAttribute)
    }
  }

  /// Appends the UTF-8 `utf8`, whole characters, escaped and cleaned of the characters
  /// XML 1.0 forbids.
  static func appendEscaped(_ utf8: [UInt8], inAttribute: Bool, to bytes: inout [UInt8]) {
    scan.appendEscaped(utf8, to: &bytes) { utf8, index in replacement(utf8, index, inAttribute: inAttribute) }
  }

  /// What the byte at `index` is written as, nil when as it is.
  @inline(__always)
  private static func replacement(_ utf8: Span<UInt8>, _ index: Int, inAttribute: Bool) -> ByteScan
    .Replacement?
  {
    switch utf8[index] {
    case UInt8(ascii: "&"): ("&amp;", 1)
    case UInt8(ascii: "<"): ("&lt;", 1)
    case UInt8(ascii: ">"): ("&gt;", 1)  // `]]>` must not appear
    case UInt8(ascii: "\""): inAttribute ? ("&quot;", 1) : nil
    case 0x09: inAttribute ? ("&#9;", 1) : nil
    case 0x0A: inAttribute ? ("&#10;", 1) : nil
    case 0x0D: ("&#13;", 1)
    case ..<0x20: ("\u{FFFD}", 1)
    // U+FFFE or U+FFFF.
    case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
      ("\u{FFFD}", 3)
    default: nil
    }
  }

  /// The bytes to look at: controls, `"`, `&`, `<`, `>`, and 0xEF, which starts U+FFFE and
  /// U+FFFF.
  private static let scan = ByteScan(controlsAnd: 0x22, 0x26, 0x3C, 0x3E, 0xEF)
}
