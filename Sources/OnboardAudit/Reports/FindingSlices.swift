/// Encodes the findings of a report in slices on all cores and hands the slices on in
/// order, so that a report of a hundred thousand findings is neither made on one core nor
/// ever held whole. Each slice's bytes are what `encode` appended for its range of findings.
///
/// When several reports are made at once, each on a core of its own, a report's slices are
/// encoded one after another on its thread: `concurrentPerform` inside another runs as wide
/// as the cores left, which is then one.
enum FindingSlices {
  /// How many findings one task encodes, and how many slices are encoded at once.
  static let sliceSize = 1024
  static let slicesPerBatch = 4

  /// `bytesPerFinding` is room made in advance, so that a slice's buffer is not copied
  /// as it grows: about what one finding takes.
  static func write(
    _ findings: [Finding], bytesPerFinding: Int = 256, to output: ([UInt8]) -> Void,
    encode: @escaping @Sendable (_ findings: Range<Int>, _ bytes: inout [UInt8]) -> Void
  ) {
    write(count: findings.count, bytesPerItem: bytesPerFinding, to: output, encode: encode)
  }

  /// The same for `count` items of any kind (a report's test cases, a group's findings):
  /// `encode` appends the bytes of a range of them.
  static func write(
    count: Int, bytesPerItem: Int = 256, to output: ([UInt8]) -> Void,
    encode: @escaping @Sendable (_ items: Range<Int>, _ bytes: inout [UInt8]) -> Void
  ) {
    let starts = Array(stride(from: 0, to: count, by: sliceSize))
    for batch in stride(from: 0, to: starts.count, by: slicesPerBatch) {
      let encoded = Array(starts[batch..<min(batch + slicesPerBatch, starts.count)]).concurrentMap { start in
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sliceSize * bytesPerItem)
        encode(start..<min(start + sliceSize, count), &bytes)
        return bytes
      }
      for slice in encoded { output(slice) }
    }
  }
}
