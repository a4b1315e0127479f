import Foundation
import Testing

/// The library's folders are layers, in the order `Sources/OnboardAudit/README.md` lists
/// them: a file may name the types, functions and members of its own folder and of the folders
/// above it, never of one below. The check reads the sources with swift-syntax (`LayerNames`):
/// the names each folder declares at the top level and the members it declares in types and
/// extensions, and the names and `Type.member` references each file's code makes, string
/// interpolations included.
@Suite("Layers") struct LayeringTests {
  static let library = packageRoot + "/Sources/OnboardAudit"

  @Test func theReadmeListsEveryFolderOnce() throws {
    let layers = try Self.layers()
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.library).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: Self.library + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(layers.count == Set(layers).count, "a folder is listed twice: \(layers)")
    #expect(
      Set(layers) == Set(folders), "README.md lists \(layers.sorted()); the folders are \(folders.sorted())")
    #expect(try Self.sourceFiles().allSatisfy { $0.contains("/") }, "a Swift file outside every layer")
  }

  @Test func noFileNamesAFolderBelowItsOwn() throws {
    let files = try Self.sourceFiles().map { path in
      (path: path, text: try String(contentsOfFile: Self.library + "/" + path, encoding: .utf8))
    }
    let violations = LayerNames.violations(files, layers: try Self.layers())
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test func theCheckFindsANameInAnInterpolation() {
    let files = [
      ("Core/Tool.swift", "enum Tool {\n  static var line: String { \"ICU \\(ICU.version)\" }\n}\n"),
      ("ICU/ICU.swift", "public enum ICU {\n  public static let version = \"72.1\"\n}\n"),
    ]
    #expect(LayerNames.violations(files, layers: ["Core", "ICU"]) == ["Core/Tool.swift names ICU of ICU/"])
  }

  @Test func theCheckFindsAMemberAnExtensionBelowDeclares() {
    let files = [
      ("Core/Tool.swift", "public enum Tool {\n  public static let version = \"0.1.0\"\n}\n"),
      ("Core/Banner.swift", "func banner() -> String { Tool.versionLine + Tool.version }\n"),
      ("ICU/ToolVersion.swift", "extension Tool {\n  static var versionLine: String { version }\n}\n"),
      ("Reports/Report.swift", "let footer = Tool.versionLine\n"),
    ]
    #expect(
      LayerNames.violations(files, layers: ["Core", "ICU", "Reports"])
        == ["Core/Banner.swift names Tool.versionLine of ICU/"])
  }

  @Test func commentsTextAndTheFilesOwnNamesAreNoUse() {
    let files = [
      (
        "Flow/Frame.swift",
        "public struct Frame: Sendable {\n  var x: Double\n}\nfunc quoted(_ s: String) -> String { s }\n"
      ),
      (
        "Core/Scanner.swift",
        """
        // Frame in a comment
        let a = "Frame and quoted()"
        /// ``Frame``
        func map<Frame>(_ e: [Frame]) -> [Frame] { e }
        func quote(quoted: String) -> String { quoted }
        extension Array where Element == Int {}

        """
      ),
    ]
    #expect(LayerNames.violations(files, layers: ["Core", "Flow"]).isEmpty)
    let names = LayerNames(source: files[0].1)
    #expect(names.topLevel == ["Frame", "quoted"])
    #expect(names.members == ["Frame.x"])
  }

  /// The folders in the README's order: its lines that start with "- `Name/`".
  static func layers() throws -> [String] {
    let readme = try String(contentsOfFile: library + "/README.md", encoding: .utf8)
    return readme.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("- `"), let end = line.dropFirst(3).firstIndex(of: "/") else { return nil }
      return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
    }
  }

  /// Every Swift file of the library, relative to it.
  static func sourceFiles() throws -> [String] {
    let walker = FileManager.default.enumerator(atPath: library)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(path) }
    }
    return files.sorted()
  }
}
