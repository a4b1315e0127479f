/// Whitespace at the edges of a string, as `Character.isWhitespace` sees it (the White_Space
/// property of a grapheme's first scalar), answered from the edge bytes when they are ASCII.
/// Rules ask this of every string of every locale; forming Characters for it costs a
/// grapheme break each time.
extension String {
  /// Whether the first Character is whitespace; false when empty.
  var startsWithWhitespace: Bool {
    guard let byte = utf8.first else { return false }
    // A Character is whitespace when its first scalar is: no grapheme break is needed.
    return byte < 0x80 ? asciiWhitespace[Int(byte)] : unicodeScalars.first!.properties.isWhitespace
  }

  /// Whether the last Character is whitespace; false when empty. A last byte that is ASCII
  /// and not whitespace ends a grapheme that starts with it, or with a prepended mark (never
  /// whitespace): the answer is no either way.
  var endsWithWhitespace: Bool {
    guard let byte = utf8.last else { return false }
    return byte < 0x80 && !asciiWhitespace[Int(byte)] ? false : last!.isWhitespace
  }

  /// Whether every Character is whitespace (true when empty).
  var isBlank: Bool {
    isEmpty || (startsWithWhitespace && allSatisfy(\.isWhitespace))
  }
}

/// White_Space of each ASCII scalar, from the standard library's own answer.
private let asciiWhitespace: [Bool] = (0..<128).map { Unicode.Scalar(UInt8($0)).properties.isWhitespace }
