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
  /// The location's line, 0 when the finding has none: read without its file, which the
  /// findings of a run share (`originIdentity`).
  var line: Int { pointer.pointee.lineNumber }
  /// The location's column, 0 when the finding has none.
  var column: Int { pointer.pointee.columnNumber }
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
  /// Findings with the same have the same rule, file, locale and table (see
  /// `Finding.originIdentity`).
  var originIdentity: ObjectIdentifier { pointer.pointee.originIdentity }
  /// A copy of the finding, for what needs one whole (rare in a report).
  var finding: Finding { pointer.pointee }

  /// Whether the message has a line break (`TextTraits.lineBreaks`), which a report on one
  /// line turns into a space: looked for eight bytes at a time, since most have none.
  var messageHasLineBreaks: Bool {
    let utf8 = messageUTF8
    // Most messages are ASCII without a control, in which no line break can start: passed
    // eight bytes at a time with two tests, not the scan's six.
    var plain = 0
    if let base = utf8.baseAddress {
      let raw = UnsafeRawPointer(base)
      let (ones, highs): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
      while plain + 8 <= utf8.count {
        let word = raw.loadUnaligned(fromByteOffset: plain, as: UInt64.self)
        // A byte above 0x7F, or one below 0x20.
        if (word | ((word &- ones &* 0x20) & ~word)) & highs != 0 { break }
        plain += 8
      }
    }
    return Self.lineBreakScan.contains(in: UnsafeBufferPointer(rebasing: utf8[plain...])) {
      base, index, count in
      switch base[index] {
      case 0x0A...0x0D: true
      case 0xC2: index + 1 < count && base[index + 1] == 0x85
      case 0xE2: index + 2 < count && base[index + 1] == 0x80 && (base[index + 2] | 1) == 0xA9
      default: false
      }
    }
  }

  /// The bytes that start a line break: controls, and the first bytes of NEL, U+2028 and
  /// U+2029.
  private static let lineBreakScan = ByteScan(controlsAnd: 0xC2, 0xE2)

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
