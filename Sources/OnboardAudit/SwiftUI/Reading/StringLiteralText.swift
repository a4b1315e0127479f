import SwiftParser
import SwiftSyntax

/// The text of string literals as the program sees it: escapes resolved, a multi-line
/// literal's indentation removed.
enum StringLiteralText {
  /// The whole literal, each interpolation left out.
  static func plain(_ literal: StringLiteralExprSyntax) -> String {
    if let value = literal.representedLiteralValue { return value }
    var text = ""
    for segment in literal.segments {
      if case .stringSegment(let part) = segment { text += self.text(of: part, in: literal) }
    }
    return text
  }

  /// One piece of text between interpolations.
  static func text(of segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String {
    let raw = segment.content.text
    if !raw.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\r") }) { return raw }
    // The parser's own unescaping, applied to a literal of this one piece.
    let piece = StringLiteralExprSyntax(
      openingPounds: literal.openingPounds, openingQuote: literal.openingQuote,
      segments: StringLiteralSegmentListSyntax([.stringSegment(segment)]), closingQuote: literal.closingQuote,
      closingPounds: literal.closingPounds)
    return piece.representedLiteralValue ?? raw
  }
}

/// The string literals a body gives as its result: `return "…"`, and the one expression
/// of a body, of a `switch` case or of an `if` branch (implicit returns). Nested closures
/// and functions return for themselves and are not looked into.
enum ResultLiterals {
  static func find(in body: Syntax) -> [StringLiteralExprSyntax] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    var found = finder.returned
    if let block = body.as(CodeBlockSyntax.self) {
      found += implicit(block.statements)
    } else if let accessors = body.as(AccessorBlockSyntax.self) {
      switch accessors.accessors {
      case .getter(let statements): found += implicit(statements)
      case .accessors(let list):
        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
          if let statements = accessor.body?.statements { found += implicit(statements) }
        }
      }
    }
    return found.sorted { $0.position < $1.position }
  }

  /// The literal results of a list of statements that is one expression.
  private static func implicit(_ statements: CodeBlockItemListSyntax) -> [StringLiteralExprSyntax] {
    guard statements.count == 1, let only = statements.first else { return [] }
    if let expression = only.item.as(ExprSyntax.self) { return results(of: expression) }
    if let statement = only.item.as(ExpressionStmtSyntax.self) { return results(of: statement.expression) }
    return []
  }

  private static func results(of expression: ExprSyntax) -> [StringLiteralExprSyntax] {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return [literal] }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return switchExpression.cases.flatMap { item -> [StringLiteralExprSyntax] in
        guard let switchCase = item.as(SwitchCaseSyntax.self) else { return [] }
        return implicit(switchCase.statements)
      }
    }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      var found = implicit(ifExpression.body.statements)
      switch ifExpression.elseBody {
      case .codeBlock(let block)?: found += implicit(block.statements)
      case .ifExpr(let next)?: found += results(of: ExprSyntax(next))
      case nil: break
      }
      return found
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `condition ? "a" : "b"`
      let elements = Array(sequence.elements)
      for (index, element) in elements.enumerated() {
        if let ternary = element.as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count {
          return results(of: ternary.thenExpression) + results(of: elements[index + 1])
        }
      }
    }
    return []
  }

  private final class Finder: SyntaxVisitor {
    var returned: [StringLiteralExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let expression = node.expression { returned += ResultLiterals.results(of: expression) }
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
