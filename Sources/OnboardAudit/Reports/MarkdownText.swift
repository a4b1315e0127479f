/// Text from the inputs (messages, keys, paths), written into Markdown so that nothing of it
/// is read as Markdown: a translation that holds `![x](https://…)`, `[Approve](…)` or `<img>`
/// shows those characters, and makes no image, link or HTML in a pull request's job summary
/// (docs/security.md, "What the reports show").
enum MarkdownText {
  /// `text` on one line as a code span, between more backticks than any run of them inside
  /// it, with a space inside each end where the text begins or ends with a backtick
  /// (CommonMark, "Code spans").
  static func codeSpan(_ text: String) -> String {
    let line = singleLine(text)
    // The byte scan first: most text has no backtick.
    guard line.utf8Contains(UInt8(ascii: "`")) else { return "`" + line + "`" }
    let fence = String(repeating: "`", count: longestBacktickRun(line) + 1)
    let padded = line.hasPrefix("`") || line.hasSuffix("`") ? " " + line + " " : line
    return fence + padded + fence
  }

  /// `text` as a fenced code block: its lines as they are, between fences of more backticks
  /// than any run of them inside it, so that no line of the text can close the block.
  static func codeBlock(_ text: String) -> String {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
    return fence + "\n" + text + "\n" + fence + "\n"
  }

  private static func longestBacktickRun(_ text: String) -> Int {
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
