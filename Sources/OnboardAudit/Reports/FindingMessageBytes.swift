extension Finding {
  /// Whether the message has a line break, which a report on one line turns into a space.
  var messageHasLineBreaks: Bool {
    withMessageUTF8 { TextTraits(utf8: $0).contains(.lineBreaks) }
  }

  /// Whether the message holds `byte`.
  func messageContains(_ byte: UInt8) -> Bool {
    withMessageUTF8 { $0.contains(byte) }
  }

  /// Appends the message's bytes, read where they are (see `withMessageUTF8`).
  func appendMessage(to bytes: inout [UInt8]) {
    withMessageUTF8 { bytes.append(contentsOf: $0) }
  }
}
