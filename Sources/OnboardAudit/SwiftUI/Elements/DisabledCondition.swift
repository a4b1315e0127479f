import SwiftSyntax

/// Whether `.disabled(condition)` holds when the screen first shows (docs/swiftui.md,
/// "Controls"): a literal, a property with the value it is declared with (`@State var
/// email = ""` makes `email.isEmpty` true), and `!`, `&&`, `||` and parentheses over those.
/// Anything the code decides later (a model's flag, a computed property) is unknown, and the
/// control is not taken to be dimmed.
enum DisabledCondition {
  static func isTrueAtStart(_ expression: ExprSyntax, in scope: ViewScope, depth: Int = 0) -> Bool? {
    guard depth < 8 else { return nil }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first
    {
      return isTrueAtStart(inner.expression, in: scope, depth: depth + 1)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return isTrueAtStart(prefix.expression, in: scope, depth: depth + 1).map { !$0 }
    }
    if expression.is(SequenceExprSyntax.self) || expression.is(InfixOperatorExprSyntax.self) {
      // `a || b && !c`, folded as the compiler folds it (FoldedOperators.swift).
      guard let infix = FoldedOperators.infix(expression),
        let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        let left = isTrueAtStart(infix.leftOperand, in: scope, depth: depth + 1),
        let right = isTrueAtStart(infix.rightOperand, in: scope, depth: depth + 1)
      else { return nil }
      switch operation {
      case "&&": return left && right
      case "||": return left || right
      default: return nil
      }
    }
    // `name.isEmpty` over a string or an array the view declares with its first value.
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty",
      let base = member.base, let (value, _) = ViewValues.resolve(base, in: scope)
    {
      if let literal = value.as(StringLiteralExprSyntax.self) {
        return literal.segments.allSatisfy { segment in
          segment.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false
        }
      }
      if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
      return nil
    }
    return ViewValues.bool(expression, in: scope)
  }
}
