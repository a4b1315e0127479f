/// Whitespace at the edges of a string, as `Character.isWhitespace` sees it (the White_Space
/// property of a grapheme's first scalar), answered from the edge bytes when they are ASCII.
/// Rules ask this of every string of every locale; forming Characters for it costs a
/// grapheme break each time.
extension String {
  /// Whether the first Character is whitespace; false when empty.
  var startsWithWhitespace: Bool {
    guard let byte = utf8.first else { return false }
    // A Character is whitespace when its first scalar is: no grapheme break is needed.
    return byte < 0x80 ? Unicode.Scalar(byte).isWhiteSpace : unicodeScalars.first!.isWhiteSpace
  }

  /// Whether the last Character is whitespace; false when empty. A last byte that is ASCII
  /// and not whitespace ends a grapheme that starts with it, or with a prepended mark (never
  /// whitespace): the answer is no either way.
  var endsWithWhitespace: Bool {
    guard let byte = utf8.last else { return false }
    if byte < 0x80 && !Unicode.Scalar(byte).isWhiteSpace { return false }
    // Else the last scalar answers, unless it may belong to a Character that starts before
    // it: a mark or joiner after a space, or a space after a prepended sign (never ASCII).
    let scalars = unicodeScalars
    let lastIndex = scalars.index(before: scalars.endIndex)
    let lastScalar = scalars[lastIndex]
    if lastScalar.isWhiteSpace {
      if lastIndex == scalars.startIndex || scalars[scalars.index(before: lastIndex)].isASCII { return true }
    } else if !lastScalar.mayJoinThePreviousCharacter {
      return false
    }
    return last!.isWhitespace
  }

  /// How many line breaks the string has: Characters that are newlines, a CR LF counting
  /// once. A newline scalar always starts a Character of its own (a control is never joined
  /// to what comes before), so the scalars are counted, less each CR followed by a LF.
  var lineBreakCount: Int {
    var count = 0
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in utf8 {
      switch byte {
      case 0x0A: if previous != 0x0D { count += 1 }
      case 0x0B, 0x0C, 0x0D: count += 1
      case 0x85 where previous == 0xC2: count += 1  // U+0085
      case 0xA8, 0xA9: if previous == 0x80 && beforePrevious == 0xE2 { count += 1 }  // U+2028, U+2029
      default: break
      }
      beforePrevious = previous
      previous = byte
    }
    return count
  }

  /// Whether every Character is whitespace (true when empty).
  var isBlank: Bool {
    isEmpty || (startsWithWhitespace && allSatisfy(\.isWhitespace))
  }
}

extension Unicode.Scalar {
  /// The White_Space property, from its list (stable since Unicode 6.3) rather than a
  /// property look-up: rules ask it of the first or last scalar of every string.
  var isWhiteSpace: Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// Whether the scalar may be joined to the Character before it (grapheme Extend, ZWJ or
  /// SpacingMark): marks, format characters, modifiers, and the two spacing vowels of Thai
  /// and Lao that are letters. Generous: a yes only sends the caller the long way.
  fileprivate var mayJoinThePreviousCharacter: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierSymbol, .modifierLetter: true
    default: value == 0x0E33 || value == 0x0EB3
    }
  }
}
