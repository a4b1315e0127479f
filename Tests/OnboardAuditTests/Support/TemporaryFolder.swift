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

  /// Copies a folder (a fixture) below this one, as `relativePath`; returns its full path.
  @discardableResult
  func copy(_ source: String, to relativePath: String) -> String {
    let full = (path as NSString).appendingPathComponent(relativePath)
    do {
      try FileManager.default.copyItem(atPath: source, toPath: full)
    } catch {
      Issue.record("cannot copy \(source) for the test: \(error)")
    }
    return full
  }

  /// Makes a symbolic link below the folder that says `target`, creating its parent
  /// folders; returns its full path.
  @discardableResult
  func link(_ relativePath: String, to target: String) -> String {
    let full = (path as NSString).appendingPathComponent(relativePath)
    let parent = (full as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    do {
      try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
    } catch {
      Issue.record("cannot make the test link \(full): \(error)")
    }
    return full
  }
}

/// The package's root folder, found from this file's path.
let packageRoot: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  return url.path
}()

/// The folder of the project's shared material beside the package (`../shared`: the corpus,
/// the report validator), links resolved: the corpus may be reached through a symbolic link,
/// and walking a link does not descend into the folder it names. The package's parent is
/// taken from its path as written (a link's parent, as `cd ..` goes), else as the system
/// resolves `..`.
let sharedFolder: String = {
  let logical = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared")
  let physical = URL(fileURLWithPath: packageRoot + "/../shared").standardizedFileURL
  let found = FileManager.default.fileExists(atPath: logical.path) ? logical : physical
  return found.resolvingSymlinksInPath().path
}()

/// The shared corpus of real string tables, when it is beside the package.
let corpusPath = sharedFolder + "/corpus"
let corpusIsPresent = FileManager.default.fileExists(atPath: corpusPath)
