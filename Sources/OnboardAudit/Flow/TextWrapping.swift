/// How many lines a text takes at a width: the estimate `text.length` judges by and the
/// derived flow lays texts out with.
enum TextWrapping {
  /// The estimated number of lines: greedy wrapping at spaces, `characterWidth` em per
  /// character (half an em unless `text.length` is told otherwise, docs/rules.md), a whole
  /// em for East Asian wide characters; a word wider than a line breaks anywhere.
  static func lines(_ text: String, width: Double, fontSize: Double, characterWidth: Double = 0.5) -> Int {
    // Sizes in thousandths of an em. A line's width is taken down to a multiple of the step
    // both kinds of characters are made of (half an em by default), as whole characters
    // fill it.
    let narrow = max(1, Int((characterWidth * 1000).rounded()))
    var (step, rest) = (narrow, 1000)
    while rest != 0 { (step, rest) = (rest, step % rest) }
    let capacity = max(1, Int(min(width * 1000 / fontSize, 0x1p52)) / step) * step
    var lines = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var used = 0
      lines += 1
      for word in paragraph.split(separator: " ") {
        let size = word.reduce(0) { $0 + (units($1) == 2 ? 1000 : narrow) }
        if used > 0 && used + narrow + size <= capacity {
          used += narrow + size
        } else if used == 0 && size <= capacity {
          used = size
        } else {
          if used > 0 { lines += 1 }
          lines += (size - 1) / capacity
          used = size - (size - 1) / capacity * capacity
        }
      }
    }
    return lines
  }

  /// Half-em units of a character: 2 for East Asian wide characters, else 1.
  static func units(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
