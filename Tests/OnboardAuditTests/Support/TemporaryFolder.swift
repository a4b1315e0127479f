import Foundation
import Testing

/// A fresh folder for one test. All of them live below one folder per test process, removed
/// when the process exits: removing each when its object is dropped races with the code
/// that still uses its path, since Swift may end an object's life right after its last use.
final class TemporaryFolder: Sendable {
  let path: String

  private static let root: String = {
    let root = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "onboard-audit-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: TemporaryFolder.root) }
    return root
  }()

  init() {
    path = (Self.root as NSString).appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes a file below the folder, creating its parent folders; returns its full path.
  @discardableResult
  func write(_ relativePath: String, _ bytes: [UInt8]) -> String {
    let full = (path as NSString).appendingPathComponent(relativePath)
    let parent = (full as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    if !FileManager.default.createFile(atPath: full, contents: Data(bytes)) {
      Issue.record("cannot write the test file \(full)")
    }
    return full
  }

  @discardableResult
  func write(_ relativePath: String, _ text: String) -> String {
    write(relativePath, Array(text.utf8))
  }
}

/// The package's root folder, found from this file's path.
let packageRoot: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  return url.path
}()

/// The shared corpus of real string tables, when it is beside the package.
let corpusPath = packageRoot + "/../shared/corpus"
let corpusIsPresent = FileManager.default.fileExists(atPath: corpusPath)
