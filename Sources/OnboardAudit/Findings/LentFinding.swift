/// A finding read where it lies, through a pointer, for the reports: a report reads each of
/// up to a million findings, and passing a `Finding` to a function copies it out of the
/// array first (the caller cannot tell that the function leaves the array alone), each of
/// its references counted on the way in and let go of on the way out. The boxes counted are
/// the ones that neighbouring findings share, and two reports read the same findings on
/// two cores at once: that counting took a third of the reports' time.
///
/// Only valid while the finding it points at is in place and unchanged: make one inside
/// the array's `withUnsafeBufferPointer` (`buffer[lent: index]`) and let it go before that
/// returns.
struct LentFinding {
  let pointer: UnsafePointer<Finding>

  init(_ pointer: UnsafePointer<Finding>) { self.pointer = pointer }

  var rule: String { pointer.pointee.rule }
  var severity: Severity { pointer.pointee.severity }
  var isKnown: Bool { pointer.pointee.isKnown }
  var location: SourceLocation? { pointer.pointee.location }
  var locale: String? { pointer.pointee.locale }
  var table: String? { pointer.pointee.table }
  var key: String? { pointer.pointee.key }
  var screen: String? { pointer.pointee.screen }
  var element: String? { pointer.pointee.element }
  var keys: [String] { pointer.pointee.keys }
  /// The message as a string; `messageUTF8` reads it without making one.
  var message: String { String(decoding: messageUTF8, as: UTF8.self) }
  /// The message's bytes where they lie (see `Finding.messageUTF8`).
  var messageUTF8: UnsafeBufferPointer<UInt8> { pointer.pointee.messageUTF8 }
  /// A copy of the finding, for what needs one whole (rare in a report).
  var finding: Finding { pointer.pointee }

  /// Whether the message has a line break, which a report on one line turns into a space.
  var messageHasLineBreaks: Bool { TextTraits(utf8: messageUTF8).contains(.lineBreaks) }

  /// Whether the message holds `byte`.
  func messageContains(_ byte: UInt8) -> Bool { messageUTF8.contains(byte) }

  /// Appends the message's bytes, read where they are.
  func appendMessage(to bytes: inout [UInt8]) { bytes.append(contentsOf: messageUTF8) }
}

extension UnsafeBufferPointer<Finding> {
  /// The finding at `index`, lent in place.
  subscript(lent index: Int) -> LentFinding { LentFinding(baseAddress! + index) }
}

extension Finding {
  /// `body` with this finding lent (a copy of it on the stack): for the report functions
  /// that read a `LentFinding`, when a caller holds one finding alone.
  func lent<Result>(_ body: (LentFinding) -> Result) -> Result {
    withUnsafePointer(to: self) { body(LentFinding($0)) }
  }
}
