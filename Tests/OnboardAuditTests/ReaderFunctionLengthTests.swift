import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The SwiftUI reader is read by people who add a form to it: no function, initializer or
/// accessor in `SwiftUI/` runs over 80 lines (docs/development.md).
@Suite("SwiftUI reader function length") struct ReaderFunctionLengthTests {
  static let limit = 80
  static let folder = packageRoot + "/Sources/OnboardAudit/SwiftUI"

  @Test func noFunctionOfTheReaderIsLongerThanTheLimit() throws {
    var long: [String] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter {
      $0.hasSuffix(".swift")
    }
    #expect(!files.isEmpty, "no Swift file in \(Self.folder)")
    for file in files.sorted() {
      let source = try String(contentsOfFile: Self.folder + "/" + file, encoding: .utf8)
      for function in Self.lengths(in: source) where function.lines > Self.limit {
        long.append("\(file):\(function.line) \(function.name) has \(function.lines) lines")
      }
    }
    #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
  }

  @Test func theCountSeesALongFunction() {
    let body = Array(repeating: "  x += 1", count: 90).joined(separator: "\n")
    let found = Self.lengths(in: "func long() {\n\(body)\n}\nfunc short() { }\n")
    #expect(found.map(\.name) == ["long", "short"])
    #expect(found.map(\.lines) == [92, 1])
  }

  /// Each function's, initializer's and accessor's name, first line and number of lines.
  static func lengths(in source: String) -> [(name: String, line: Int, lines: Int)] {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found.map { name, node in
      let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
      let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
      return (name, start, end - start + 1)
    }
  }

  private final class Finder: SyntaxVisitor {
    var found: [(String, Syntax)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append((node.name.text, Syntax(node)))
      return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append(("init", Syntax(node)))
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let accessors = node.accessorBlock {
        found.append((node.pattern.trimmedDescription, Syntax(accessors)))
      }
      return .visitChildren
    }
  }
}
