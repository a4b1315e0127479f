import Testing

@testable import OnboardAudit

@Suite("UTF-8 bytes")
struct UTF8BytesTests {
  /// A number's digits as `String` writes them, after the bytes already there.
  @Test(arguments: [0, 7, 10, 99, 100, 65_535, 600_000, 1_234_567_890, Int.max])
  func decimalsAreTheDigitsAStringHas(number: Int) {
    var bytes = Array("line ".utf8)
    bytes.appendDecimal(number)
    #expect(String(decoding: bytes, as: UTF8.self) == "line \(number)")
  }
}
