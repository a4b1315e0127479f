@_spi(Testing) import OnboardAudit

/// The reader under test, named by the `FUZZ_TARGET` environment variable.
private let target: String = {
  guard let pointer = getenv("FUZZ_TARGET") else { return "strings" }
  return String(cString: pointer)
}()

/// libFuzzer's entry point: one input, any bytes. A crash, a hang or a sanitizer report is a
/// bug; an `AuditError` is the expected answer to garbage.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzReaders.run(target, bytes)
  return 0
}
