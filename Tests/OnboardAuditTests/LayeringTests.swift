import Foundation
import Testing

/// The library's folders are layers, in the order `Sources/OnboardAudit/README.md` lists
/// them: a file may name the types and functions of its own folder and of the folders above
/// it, never of one below. The check reads the sources as text: the names each folder
/// declares at the top level, and the identifiers each file uses outside comments and string
/// literals.
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
    let rank = Dictionary(uniqueKeysWithValues: try Self.layers().enumerated().map { ($1, $0) })
    let files = try Self.sourceFiles().map { path in
      (path: path, text: Self.code(try String(contentsOfFile: Self.library + "/" + path, encoding: .utf8)))
    }
    var owner: [String: String] = [:]
    for file in files {
      for name in Self.topLevelNames(in: file.text) { owner[name] = Self.folder(of: file.path) }
    }
    var violations: [String] = []
    for file in files {
      let folder = Self.folder(of: file.path)
      let ownNames = Self.namesDeclared(in: file.text)
      for name in Self.identifiers(in: file.text) where !ownNames.contains(name) {
        guard let other = owner[name], let mine = rank[folder], let theirs = rank[other], theirs > mine else {
          continue
        }
        violations.append("\(file.path) names \(name) of \(other)/")
      }
    }
    #expect(violations.isEmpty, "\(violations.sorted().joined(separator: "\n"))")
  }

  @Test func theCheckFindsANameOfALowerLayer() {
    let flow = Self.code(
      "public struct Frame: Sendable {\n  var x: Double\n}\nfunc quoted(_ s: String) -> String { s }\n")
    #expect(Self.topLevelNames(in: flow) == ["Frame", "quoted"])
    let scanner = Self.code("// Frame in a comment\nlet a = \"Frame\"\nlet b = frame(Frame.zero)\n")
    #expect(Self.identifiers(in: scanner).contains("Frame"))
    #expect(!Self.identifiers(in: Self.code("let a = \"Frame\" // Frame")).contains("Frame"))
    let generic = Self.code(
      "func map<Element, Result>(_ e: [Element]) -> [Result] where Element: Sendable { [] }")
    #expect(Self.namesDeclared(in: generic).isSuperset(of: ["Element", "Result"]))
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

  static func folder(of path: String) -> String {
    String(path.prefix { $0 != "/" })
  }

  /// The text without comments and with every string literal emptied.
  static func code(_ text: String) -> String {
    var code = ""
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix("//") {
        rest = rest.drop { $0 != "\n" }
      } else if rest.hasPrefix("/*") {
        rest = rest.range(of: "*/").map { rest[$0.upperBound...] } ?? ""
      } else if rest.hasPrefix("\"\"\"") {
        rest = rest.dropFirst(3)
        rest = rest.range(of: "\"\"\"").map { rest[$0.upperBound...] } ?? ""
        code += "\"\""
      } else if first == "\"" {
        rest = rest.dropFirst()
        while let character = rest.first, character != "\"", character != "\n" {
          rest = rest.dropFirst(character == "\\" ? 2 : 1)
        }
        rest = rest.dropFirst()
        code += "\"\""
      } else {
        code.append(first)
        rest = rest.dropFirst()
      }
    }
    return code
  }

  static var declaration: Regex<(Substring, Substring)> {
    #/(?:struct|enum|class|protocol|actor|typealias|func|let|var|case)\s+([A-Za-z_]\w*)/#
  }

  /// The names a file declares at its top level (column 0) and does not keep to itself.
  static func topLevelNames(in code: String) -> [String] {
    code.split(separator: "\n").compactMap { line -> String? in
      guard let first = line.first, first.isLetter || first == "@",
        !line.hasPrefix("private "), !line.hasPrefix("fileprivate "), !line.hasPrefix("extension "),
        let match = line.firstMatch(of: declaration)
      else { return nil }
      return String(match.1)
    }
  }

  /// Every name a file declares, at any depth, with the generic parameters and the names a
  /// `where` clause constrains: a use of those is the file's own, whatever other folders call
  /// the same.
  static func namesDeclared(in code: String) -> Set<String> {
    var names = Set(code.matches(of: declaration).map { String($0.1) })
    for clause in code.matches(of: #/(?:func|struct|enum|class)\s+\w+\s*<([^>]*)>/#) {
      for parameter in clause.1.split(separator: ",") {
        names.insert(String(parameter.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces))
      }
    }
    for constrained in code.matches(of: #/where\s+([A-Za-z_]\w*)/#) { names.insert(String(constrained.1)) }
    return names
  }

  static func identifiers(in code: String) -> Set<String> {
    Set(code.matches(of: #/[A-Za-z_]\w*/#).map { String($0.0) })
  }
}
