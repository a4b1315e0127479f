import SwiftSyntax

/// A Swift file's bytes and where its lines start, to turn positions into the locations
/// reports show: 1-based lines, and columns in Unicode scalars, as for every other input.
struct SwiftSourceText {
  let path: String
  let bytes: [UInt8]
  /// The offset of the first byte of each line.
  private let lineStarts: [Int]

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// Where a node starts, past its leading trivia.
  func location(of node: Syntax) -> SourceLocation {
    location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  func location(ofOffset offset: Int) -> SourceLocation {
    let offset = min(max(offset, 0), bytes.count)
    // The last line that starts at or before the offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for byte in bytes[lineStarts[low]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(file: path, line: low + 1, column: column)
  }
}
