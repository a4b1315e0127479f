import Foundation
import Testing

/// Code that reads memory through pointers lives in a few files of `Core/`, each with a
/// suite of its own (docs/design.md, "Unsafe code in one place"); everything else calls the
/// safe functions they offer.
@Suite("Unsafe code")
struct UnsafeCodeTests {
  static let allowed: Set<String> = [
    "Sources/OnboardAudit/Core/ByteScan.swift", "Sources/OnboardAudit/Core/CBuffers.swift",
    "Sources/OnboardAudit/Core/ConcurrentMap.swift", "Sources/OnboardAudit/Core/FileIO.swift",
    "Sources/OnboardAudit/Core/UTF8Bytes.swift",
  ]

  /// The words that mark code reading or writing memory through a pointer.
  static let markers = [
    "Unsafe", "unsafeBitCast", "unsafeDowncast", "Unmanaged", "unsafeUninitializedCapacity",
    "unsafelyUnwrapped", "@exclusivity(unchecked)", "assumingMemoryBound", "bindMemory",
  ]

  @Test func onlyTheCoreFilesUseUnsafeCode() throws {
    let sources = packageRoot + "/Sources"
    let files = try #require(FileManager.default.subpaths(atPath: sources)).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100, "the sources are at \(sources)")
    var offenders: [String] = []
    for file in files.sorted() {
      let path = "Sources/" + file
      guard !Self.allowed.contains(path) else { continue }
      let text = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
      for marker in Self.markers where text.contains(marker) { offenders.append("\(path): \(marker)") }
    }
    #expect(offenders.isEmpty, "unsafe code outside Core's files: \(offenders)")
    #expect(Self.allowed.count <= 5)
    for path in Self.allowed {
      #expect(FileManager.default.fileExists(atPath: packageRoot + "/" + path), "\(path)")
    }
  }
}
