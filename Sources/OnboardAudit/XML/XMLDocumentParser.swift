/// A parser of one XML file (an Android resource file, an XLIFF document, a property list)
/// reading it event by event through `reader`; the moves every such parser makes, with
/// errors located in `path`.
protocol XMLDocumentParser {
  var reader: XMLPullReader { get }
  /// The file read, as findings name it.
  var path: String { get }
}

extension XMLDocumentParser {
  /// Where the current event is.
  func here() -> SourceLocation {
    SourceLocation(file: path, line: reader.line, column: reader.column)
  }

  /// The next event, or nil at the end of the document.
  func next() throws(AuditError) -> XMLPullReader.Step? {
    try reader.step(in: path)
  }

  /// Moves past the end of the element just started, whatever it holds.
  func skip() throws(AuditError) {
    try reader.skipElement(in: path)
  }
}
