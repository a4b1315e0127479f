import SwiftSyntax

/// A suppression in Swift code and the lines it covers (docs/ci.md, "Suppressions").
public struct SwiftIgnore: Sendable, Hashable {
  public var directive: IgnoreDirective
  /// The lines of the file whose findings it covers; nil for the whole file.
  public var lines: Set<Int>?
}

/// `// onboard-audit:ignore RULE -- why` in Swift code: on the line before an element, it
/// covers the element's line; before one of its modifiers, the element's first line (where
/// its findings are) and the modifier's; at the end of a line, that line and the first
/// line of the modifier chain it is part of. The lines between, where a container's
/// children are written, are not covered. `// onboard-audit:ignore-file RULE` covers the
/// whole file, wherever it is.
enum SwiftIgnoreComments {
  /// The file's suppressions; none, after one scan of the bytes, where the marker is absent.
  static func find(in tree: SourceFileSyntax, source: SwiftSourceText) -> [SwiftIgnore] {
    guard IgnoreDirective.isMentioned(in: source.bytes) else { return [] }
    var found: [SwiftIgnore] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let tokenLine = source.location(ofOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset).line
      // Before the token: the element or modifier it starts.
      let leading = directives(in: token.leadingTrivia, from: token.position.utf8Offset, source: source)
      let trailing = directives(
        in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset, source: source)
      guard !leading.isEmpty || !trailing.isEmpty else { continue }
      let lines: Set<Int> = [chainStart(of: token, source: source), tokenLine]
      for directive in leading + trailing {
        found.append(SwiftIgnore(directive: directive, lines: directive.reach == .file ? nil : lines))
      }
    }
    return found
  }

  /// The directives of the comments among `trivia`, which starts at `offset`.
  private static func directives(in trivia: Trivia, from offset: Int, source: SwiftSourceText)
    -> [IgnoreDirective]
  {
    var directives: [IgnoreDirective] = []
    var offset = offset
    for piece in trivia {
      defer { offset += piece.sourceLength.utf8Length }
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
        .docBlockComment(let text):
        guard text.contains("onboard-audit:ignore") else { continue }
        directives += IgnoreDirective.parse(comment: text, at: source.location(ofOffset: offset))
      default:
        continue
      }
    }
    return directives
  }

  /// The first line of the modifier chain the token is part of: `Text("Hi")` for the `.`
  /// of `.font(.title)` in `Text("Hi")\n.font(.title)`.
  private static func chainStart(of token: TokenSyntax, source: SwiftSourceText) -> Int {
    var node = Syntax(token)
    while let parent = node.parent,
      parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
        || parent.is(DeclReferenceExprSyntax.self)
    {
      node = parent
    }
    let line = source.location(of: node).line
    return min(line, source.location(ofOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset).line)
  }
}
