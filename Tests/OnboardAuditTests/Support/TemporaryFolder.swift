import Foundation

/// A fresh folder under the system's temporary directory, removed when dropped.
final class TemporaryFolder {
  let path: String

  init() {
    let name = "onboard-audit-tests-\(UUID().uuidString)"
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes a file below the folder, creating its parent folders; returns its full path.
  @discardableResult
  func write(_ relativePath: String, _ bytes: [UInt8]) -> String {
    let full = (path as NSString).appendingPathComponent(relativePath)
    let parent = (full as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: full, contents: Data(bytes))
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
