import Testing

@testable import OnboardAudit

/// What C functions write into buffers and return through pointers, read back within the
/// buffers' bounds.
@Suite("C buffers")
struct CBuffersTests {
  @Test func textWrittenIntoABufferIsReadToItsLength() {
    let written = CBuffers.string(capacity: 16) { buffer, size in
      let text: [CChar] = Array("Größe".utf8CString)
      #expect(size == 16)
      for (index, byte) in text.enumerated() { buffer[index] = byte }
      return Int32(text.count - 1)
    }
    #expect(written == "Größe")
    #expect(CBuffers.string(capacity: 4) { _, _ in 0 } == "")
  }

  /// A failure, or a length that does not fit, is no text.
  @Test func aFailureOrAnOverflowIsNoText() {
    #expect(CBuffers.string(capacity: 8) { _, _ in -1 } == nil)
    #expect(CBuffers.string(capacity: 8) { _, size in size } == nil)
    #expect(CBuffers.string(capacity: 8) { _, _ in 100 } == nil)
  }

  /// Only the values the function says it wrote, never more than the room.
  @Test func valuesAreTheOnesWrittenWithinTheRoom() {
    let values = CBuffers.values(of: Int32.self, capacity: 4) { buffer, size in
      for index in 0..<Int(size) { buffer[index] = Int32(index + 10) }
      return 3
    }
    #expect(values == [10, 11, 12])
    #expect(CBuffers.values(of: Int32.self, capacity: 4) { _, _ in 9 } == [0, 0, 0, 0])
    #expect(CBuffers.values(of: Int32.self, capacity: 4) { _, _ in -1 }.isEmpty)
    #expect(CBuffers.values(of: Int32.self, capacity: 4) { _, _ in 0 }.isEmpty)
  }

  @Test func returnedTextIsReadToItsEnd() {
    let text = Array("日本語 text".utf8CString)
    text.withUnsafeBufferPointer { buffer in
      #expect(CBuffers.string(buffer.baseAddress) == "日本語 text")
      var bytes = Array("> ".utf8)
      CBuffers.append(buffer.baseAddress!, count: 3, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "> 日")
      CBuffers.append(buffer.baseAddress!, count: 0, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "> 日")
    }
    #expect(CBuffers.string(nil) == nil)
  }

  /// A name is the expected one only when every byte agrees and it ends there.
  @Test func namesAreComparedByteForByte() {
    func isText(_ name: String, _ expected: StaticString) -> Bool {
      name.withCString { CBuffers.isText($0, expected) }
    }
    #expect(isText("string", "string"))
    #expect(!isText("strings", "string"))
    #expect(!isText("str", "string"))
    #expect(isText("", ""))
    #expect(!isText("é", "e"))
    #expect(CBuffers.withCString("plurals") { String(cString: $0) } == "plurals")
    #expect(CBuffers.withCString("") { String(cString: $0) }.isEmpty)
  }
}
