import SwiftSyntax

/// The first place where a parsed file is not valid Swift, as a message a developer
/// recognises from the compiler: "expected ')'", "unexpected code 'x' in the file".
enum SwiftSyntaxProblem {
  static func first(in tree: SourceFileSyntax, source: SwiftSourceText) -> AuditError? {
    guard tree.hasError else { return nil }
    let finder = Finder(viewMode: .all)
    finder.walk(tree)
    guard let (offset, message) = finder.found else { return nil }
    return AuditError.unreadable(
      "Swift syntax error: \(message); the rest of the file is still read",
      at: source.location(ofOffset: offset))
  }

  private final class Finder: SyntaxVisitor {
    var found: (Int, String)?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
      guard found == nil else { return .skipChildren }
      var code = node.trimmedDescription
      if code.count > 40 { code = String(code.prefix(40)) + "…" }
      code = code.replacingAll("\n", with: " ")
      found = (node.positionAfterSkippingLeadingTrivia.utf8Offset, "unexpected code '\(code)'")
      return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      guard found == nil, token.presence == .missing else { return .skipChildren }
      let text = token.text
      let what = text.isEmpty ? Self.describe(token.tokenKind) : "'\(text)'"
      found = (token.positionAfterSkippingLeadingTrivia.utf8Offset, "expected \(what)")
      return .skipChildren
    }

    private static func describe(_ kind: TokenKind) -> String {
      switch kind {
      case .identifier: "a name"
      case .stringSegment: "text"
      case .integerLiteral: "a number"
      default: "more code"
      }
    }
  }
}
