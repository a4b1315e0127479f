import Foundation
import Testing

@_spi(Testing) @testable import OnboardAudit

/// Every input the fuzzer ever crashed a reader with (`Tests/Fuzz/Crashes/TARGET/`) is read
/// again here, so a fixed crash stays fixed.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let crashes: [String] = {
    let root = packageRoot + "/Tests/Fuzz/Crashes"
    return FuzzReaders.targets.flatMap { target in
      let folder = root + "/" + target
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
    }
  }()

  @Test(.enabled(if: !crashes.isEmpty, "no crash inputs kept yet"), arguments: crashes)
  func readsWithoutCrashing(_ name: String) throws {
    let target = String(name.prefix { $0 != "/" })
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/Fuzz/Crashes/" + name)))
    FuzzReaders.run(target, bytes)
  }

  @Test func everyTargetRunsOnAnEmptyInput() {
    for target in FuzzReaders.targets { FuzzReaders.run(target, []) }
  }
}
