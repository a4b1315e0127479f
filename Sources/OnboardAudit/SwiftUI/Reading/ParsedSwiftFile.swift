import SwiftSyntax

/// One Swift file as swift-syntax parsed it when the sources were read: the derived flow's
/// declarations are read from this tree, so that every file is parsed once (docs/swiftui.md,
/// "The loading stage").
struct ParsedSwiftFile: Sendable {
  let source: SwiftSourceText
  let tree: SourceFileSyntax
}
