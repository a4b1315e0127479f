/// The UTF-8 of findings' messages, one after the other in one block of memory: a rule may
/// report a hundred thousand messages, and a string of its own takes each message's
/// length plus 45 bytes (a 67-byte message takes a block of 112).
///
/// Bytes are only ever added after those written: a finding keeps the chunk, the offset
/// and the length of its message, which never change. A chunk is filled by one sink at a
/// time (see `FindingSink`); findings only read it.
final class MessageChunk: @unchecked Sendable {
  /// Room for the messages of a sink, when they are many: 64 KiB at a time.
  static let size = 1 << 16

  private let bytes: UnsafeMutablePointer<UInt8>
  let capacity: Int
  /// How many bytes are written.
  private var used = 0

  /// A chunk with room for `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
    bytes = .allocate(capacity: Swift.max(capacity, 1))
  }

  deinit {
    bytes.deallocate()
  }

  /// A chunk that holds `text` alone.
  static func holding(_ text: String) -> MessageChunk {
    let chunk = MessageChunk(capacity: text.utf8.count)
    var text = text
    _ = text.withUTF8 { chunk.append($0) }
    return chunk
  }

  /// Adds the UTF-8 `utf8` after the bytes written; where it starts, or nil when there is
  /// no room.
  func append(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    guard used + utf8.count <= capacity else { return nil }
    let start = used
    if let base = utf8.baseAddress { (bytes + start).initialize(from: base, count: utf8.count) }
    used += utf8.count
    return start
  }

  /// The `count` bytes at `offset`, written before: valid while the chunk lives.
  func bytes(at offset: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + offset, count: count)
  }
}

/// Writes a sink's messages into chunks, each twice the size of the one before, up to
/// `MessageChunk.size`: most sinks report a few messages, some a hundred thousand.
///
/// Only a sink and its copies hold it (findings hold the chunks): a copy that reports
/// finds it shared and starts a writer of its own, so that no chunk is written by two.
final class MessageChunkWriter: @unchecked Sendable {
  private var chunk: MessageChunk?

  /// Where the UTF-8 `utf8` is kept: its chunk, offset and length.
  func store(_ utf8: UnsafeBufferPointer<UInt8>) -> (chunk: MessageChunk, offset: UInt32, count: UInt32) {
    let count = utf8.count
    if let chunk, let offset = chunk.append(utf8) { return (chunk, UInt32(offset), UInt32(count)) }
    let size = min(2 * (chunk?.capacity ?? 512), MessageChunk.size)
    let next = MessageChunk(capacity: max(size, count))
    chunk = next
    return (next, UInt32(next.append(utf8) ?? 0), UInt32(count))
  }
}
