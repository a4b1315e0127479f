/// Text and numbers that C functions write into memory Swift gives them, and text they
/// return: the one place where the library reads what a C target hands back through a
/// pointer (ICU through `CICU`, libxml2 through `CXML`).
enum CBuffers {
  /// The text a C function writes into a buffer of `capacity` bytes, given the buffer and
  /// its size, returning the length written (negative on failure); nil when it failed or
  /// did not fit.
  static func string(
    capacity: Int, _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) -> String? {
    var buffer = [CChar](repeating: 0, count: capacity)
    let length = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32($0.count)) }
    guard length >= 0, length < capacity else { return nil }
    return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The numbers a C function writes into room for `capacity` of them, given the room and
  /// its size and returning how many it wrote.
  static func values<Value: FixedWidthInteger>(
    of type: Value.Type, capacity: Int, _ fill: (UnsafeMutablePointer<Value>, Int32) -> Int32
  ) -> [Value] {
    withUnsafeTemporaryAllocation(of: Value.self, capacity: capacity) { buffer in
      buffer.initialize(repeating: 0)
      let count = fill(buffer.baseAddress!, Int32(capacity))
      return Array(buffer.prefix(Int(max(0, min(count, Int32(capacity))))))
    }
  }

  /// The NUL-terminated UTF-8 text at `pointer`; nil for no pointer.
  static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// Appends the `count` bytes at `pointer`, which a C function returned.
  static func append(_ pointer: UnsafePointer<CChar>, count: Int, to bytes: inout [UInt8]) {
    pointer.withMemoryRebound(to: UInt8.self, capacity: count) { start in
      bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }
  }

  /// Whether the NUL-terminated text at `pointer` is `expected` (ASCII), byte for byte.
  static func isText(_ pointer: UnsafePointer<CChar>, _ expected: StaticString) -> Bool {
    expected.withUTF8Buffer { expected in
      for index in expected.indices where UInt8(bitPattern: pointer[index]) != expected[index] {
        return false  // also where the text ends first: its NUL differs from every byte expected
      }
      return pointer[expected.count] == 0
    }
  }

  /// `body` with `text` (ASCII) as a NUL-terminated C string.
  static func withCString<Result>(_ text: StaticString, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    body(UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self))
  }
}
