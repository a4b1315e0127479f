import CXML

/// Writes an XML document into memory, over libxml2's writer through the `CXML` target.
///
/// The output starts with `<?xml version="1.0" encoding="UTF-8"?>`, indents elements by two
/// spaces, ends with a newline, and is the same bytes for the same calls. Characters XML 1.0
/// forbids (C0 controls other than tab, line feed and carriage return; U+FFFE; U+FFFF) are
/// replaced by U+FFFD in text and attribute values, never written, not even escaped: a
/// report must stay readable whatever the audited strings contain.
///
/// Call `attribute` right after `start`, before any text or child. Misuse is a programming
/// error: it is caught by an assertion in debug builds and makes `finish` return no bytes.
public final class XMLWriter {
  private let handle: OpaquePointer?
  private var failed = false
  private var result: [UInt8]?

  public init() {
    handle = cxml_writer_new()
    failed = handle == nil
  }

  deinit {
    cxml_writer_free(handle)
  }

  /// Opens an element.
  public func start(_ name: String) {
    check(cxml_writer_start_element(handle, name))
  }

  /// Adds an attribute to the element just opened.
  public func attribute(_ name: String, _ value: String) {
    var value = value
    check(value.withUTF8 { cxml_writer_attribute(handle, name, Self.chars($0), $0.count) })
  }

  /// Adds text to the open element.
  public func text(_ string: String) {
    var string = string
    check(string.withUTF8 { cxml_writer_text(handle, Self.chars($0), $0.count) })
  }

  /// Closes the innermost open element.
  public func end() {
    check(cxml_writer_end_element(handle))
  }

  /// The bytes written since the last call, handed on so that a long document is never held
  /// whole; `finish` then returns only the rest. Elements still open stay open.
  public func takeWritten() -> [UInt8] {
    guard !failed, result == nil else { return [] }
    var length = 0
    guard let bytes = cxml_writer_written(handle, &length) else {
      failed = true
      return []
    }
    let taken = Array(UnsafeBufferPointer(start: bytes, count: length))
    cxml_writer_forget_written(handle)
    return taken
  }

  /// Closes every open element and returns the document (after `takeWritten`, the rest of
  /// it); later calls return the same bytes.
  public func finish() -> [UInt8] {
    if let result { return result }
    var length = 0
    guard !failed, let bytes = cxml_writer_finish(handle, &length) else {
      result = []
      return []
    }
    let output = Array(UnsafeBufferPointer(start: bytes, count: length))
    result = output
    return output
  }

  private func check(_ status: Int32) {
    assert(status == 0 || failed, "XMLWriter used out of order")
    if status != 0 { failed = true }
  }

  private static func chars(_ buffer: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar>? {
    buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
  }
}
