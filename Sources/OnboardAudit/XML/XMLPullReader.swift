import CXML

/// An attribute of an XML start element (namespace declarations are not reported).
public struct XMLAttribute: Sendable, Equatable {
  /// The local name (`id` for `xliff:id`).
  public var name: String
  /// The name as written, with its prefix.
  public var qualifiedName: String
  /// The namespace URI, or nil.
  public var namespace: String?
  public var value: String

  public init(name: String, qualifiedName: String? = nil, namespace: String? = nil, value: String) {
    self.name = name
    self.qualifiedName = qualifiedName ?? name
    self.namespace = namespace
    self.value = value
  }
}

extension Array where Element == XMLAttribute {
  /// The value of the first attribute with this local name and no namespace.
  func value(of name: String) -> String? {
    first { $0.name == name && $0.namespace == nil }?.value
  }
}

/// One step of an XML document, in document order. Start and end events are always balanced
/// (an empty element `<x/>` gives both). Text covers character data, CDATA sections and
/// whitespace; adjacent pieces (text beside CDATA, or around a comment) come as separate
/// events. Comments, processing instructions and the DOCTYPE are not reported.
public enum XMLEvent: Sendable, Equatable {
  /// A start tag: local name, namespace URI, attributes, and the position of its `<`.
  case start(name: String, namespace: String?, attributes: [XMLAttribute], line: Int, column: Int)
  /// An end tag (or the end of an empty element): local name.
  case end(name: String)
  /// Text, with the position of its first character.
  case text(String, line: Int, column: Int)
}

extension AuditError {
  /// The XML reader's error as a problem of the file at `path`; where libxml2 knows no line,
  /// the first line.
  func inXMLFile(_ path: String) -> AuditError {
    .unreadable(message, at: SourceLocation(file: path, line: max(line, 1), column: line > 0 ? column : 0))
  }
}

/// A pull reader of XML for untrusted input, over libxml2 through the `CXML` target: libxml2's
/// SAX2 parser, which builds no tree, reads the document a piece at a time; every event
/// before a parse error comes before the error.
///
/// It never opens a file or URL, never expands entities, rejects documents whose DTD
/// declares entities (entity bombs, `<!ENTITY x SYSTEM "…">`) and entity references other
/// than the predefined ones, and bounds nesting and size; a DOCTYPE naming an external DTD,
/// like Apple's plist DOCTYPE, is accepted and not fetched. Every problem ends as an
/// `AuditError` with a position, never as output on standard error.
///
/// Positions: lines are exact; columns count Unicode scalars from 1 in UTF-8 (or ASCII
/// compatible) input and are 0 in UTF-16 or UTF-32 input, where the line of a start tag is
/// the line its `>` is on.
public final class XMLPullReader {
  /// The default bound on element nesting (libxml2 itself stops beyond 256).
  public static let defaultMaxDepth = 256
  /// The default bound on input size: 64 MiB, far above any string table.
  public static let defaultMaxBytes = 64 << 20

  private let handle: OpaquePointer?

  /// A reader over `bytes` (copied). Problems surface from `next()`.
  public init(
    _ bytes: [UInt8], maxDepth: Int = XMLPullReader.defaultMaxDepth,
    maxBytes: Int = XMLPullReader.defaultMaxBytes
  ) {
    let depth = Int32(clamping: maxDepth)
    let limit = maxBytes < 0 ? 0 : maxBytes
    handle = cxml_reader_open(bytes, bytes.count, depth, limit)
  }

  deinit {
    cxml_reader_close(handle)
  }

  /// The next event, a failure becoming a problem of the file at `path`.
  public func next(in path: String) throws(AuditError) -> XMLEvent? {
    do {
      return try next()
    } catch {
      throw error.inXMLFile(path)
    }
  }

  /// Skips the element just started, through its end tag.
  public func skipElement(in path: String) throws(AuditError) {
    var depth = 1
    while depth > 0, let step = try step(in: path) {
      switch step {
      case .start: depth += 1
      case .end: depth -= 1
      case .text: continue
      }
    }
  }

  /// The next event, nil at the end of the document; the same error again after an error.
  public func next() throws(AuditError) -> XMLEvent? {
    guard let step = try step() else { return nil }
    switch step {
    case .start:
      return .start(name: name, namespace: namespace, attributes: attributes, line: line, column: column)
    case .end:
      return .end(name: name)
    case .text:
      return .text(text, line: line, column: column)
    }
  }

  // MARK: Steps

  /// What the reader moved to: the parts of an ``XMLEvent``, read only as far as a caller
  /// asks for them, so that a parser that compares names and copies text bytes builds no
  /// string it does not keep.
  public enum Step: Sendable, Equatable {
    case start
    case end
    case text
  }

  /// Moves to the next event, a failure becoming a problem of the file at `path`.
  public func step(in path: String) throws(AuditError) -> Step? {
    do {
      return try step()
    } catch {
      throw error.inXMLFile(path)
    }
  }

  /// Moves to the next event; nil at the end of the document, the same error again after an
  /// error. The accessors below describe the event moved to, until the next move.
  public func step() throws(AuditError) -> Step? {
    guard let handle else {
      throw AuditError.unreadable("out of memory", at: SourceLocation(file: "", line: 0, column: 0))
    }
    switch cxml_reader_next(handle) {
    case CXML_START_ELEMENT: return .start
    case CXML_END_ELEMENT: return .end
    case CXML_TEXT: return .text
    case CXML_END: return nil
    default:
      throw AuditError.unreadable(
        CBuffers.string(cxml_reader_error_message(handle)) ?? "malformed XML",
        at: SourceLocation(
          file: "", line: Int(cxml_reader_error_line(handle)), column: Int(cxml_reader_error_column(handle))))
    }
  }

  /// The position of a start element's `<` or a text's first character (see the type).
  public var line: Int { Int(cxml_reader_line(handle)) }
  public var column: Int { Int(cxml_reader_column(handle)) }

  /// The local name of the element started or ended.
  public var name: String { CBuffers.string(cxml_reader_local_name(handle)) ?? "" }

  /// The namespace URI of the element started or ended.
  public var namespace: String? { CBuffers.string(cxml_reader_namespace(handle)) }

  /// Whether the local name of the element started or ended is `expected` (ASCII), compared
  /// as bytes.
  public func isNamed(_ expected: StaticString) -> Bool {
    guard let actual = cxml_reader_local_name(handle) else { return false }
    return CBuffers.isText(actual, expected)
  }

  /// The value of the started element's first attribute with this local name and no
  /// namespace (as `[XMLAttribute].value(of:)`), without building the others.
  public func attribute(_ localName: StaticString) -> String? {
    CBuffers.withCString(localName) { CBuffers.string(cxml_reader_attribute_named(handle, $0)) }
  }

  /// The value of the started element's attribute with this local name in this namespace
  /// (`tools:ignore`), without building the others.
  public func attribute(_ localName: StaticString, namespace: StaticString) -> String? {
    for index in 0..<cxml_reader_attribute_count(handle) {
      guard let name = cxml_reader_attribute_local_name(handle, index), CBuffers.isText(name, localName),
        let uri = cxml_reader_attribute_namespace(handle, index), CBuffers.isText(uri, namespace)
      else { continue }
      return CBuffers.string(cxml_reader_attribute_value(handle, index))
    }
    return nil
  }

  /// The started element's attributes.
  public var attributes: [XMLAttribute] {
    let count = cxml_reader_attribute_count(handle)
    var attributes: [XMLAttribute] = []
    attributes.reserveCapacity(Int(count))
    for index in 0..<count {
      attributes.append(
        XMLAttribute(
          name: CBuffers.string(cxml_reader_attribute_local_name(handle, index)) ?? "",
          qualifiedName: CBuffers.string(cxml_reader_attribute_qualified_name(handle, index)) ?? "",
          namespace: CBuffers.string(cxml_reader_attribute_namespace(handle, index)),
          value: CBuffers.string(cxml_reader_attribute_value(handle, index)) ?? ""))
    }
    return attributes
  }

  /// The text, as a string.
  public var text: String { CBuffers.string(cxml_reader_value(handle)) ?? "" }

  /// Appends the text's UTF-8 bytes (libxml2 has checked them) to `buffer`.
  public func appendText(to buffer: inout [UInt8]) {
    guard let value = cxml_reader_value(handle) else { return }
    let length = cxml_reader_value_length(handle)
    CBuffers.append(value, count: length, to: &buffer)
  }
}
