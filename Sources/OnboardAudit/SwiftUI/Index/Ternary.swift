import SwiftSyntax

/// A conditional expression `condition ? then : otherwise` as the parser leaves it: a sequence
/// whose operators are not yet folded.
struct Ternary {
  /// The operands and operators before `?`.
  var condition: [ExprSyntax]
  var then: ExprSyntax
  /// What is chosen when the condition is false: the last operand after `:` (`c` of
  /// `a ? b : c`, `e` of `a ? b : c ? d : e`), or, where operators that bind tighter than
  /// `? :` follow it (`a ? b : c ?? d`), the expression they make, as the compiler folds it
  /// (`FoldedOperators`).
  var otherwise: ExprSyntax

  init?(_ expression: ExprSyntax) {
    guard let sequence = expression.as(SequenceExprSyntax.self),
      let mark = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let ternary = sequence.elements[mark].as(UnresolvedTernaryExprSyntax.self),
      let last = sequence.elements.last, last.id != ternary.id
    else { return nil }
    condition = Array(sequence.elements[..<mark])
    then = ternary.thenExpression
    otherwise = last
    let afterMark = sequence.elements.index(after: mark)
    // More than one operand after `:`: the operators between them decide what it chooses. A
    // nested conditional keeps its last operand, which the callers read branch by branch.
    if afterMark != sequence.elements.indices.last,
      let folded = FoldedOperators.folded(sequence)?.as(TernaryExprSyntax.self),
      !folded.elseExpression.is(TernaryExprSyntax.self),
      folded.elseExpression.positionAfterSkippingLeadingTrivia
        == sequence.elements[afterMark].positionAfterSkippingLeadingTrivia
    {
      otherwise = folded.elseExpression
    }
  }

  /// The branches when the condition reads Reduce Motion: what runs with it on and off.
  func reduceMotionBranches(in scope: ViewScope) -> (on: ExprSyntax, off: ExprSyntax)? {
    switch ReduceMotionReads.polarity(ofOperands: condition, in: scope) {
    case .on?: (then, otherwise)
    case .off?: (otherwise, then)
    case nil: nil
    }
  }
}

extension Ternary {
  /// The whole conditional a branch is chosen by (`c ? a : b` for `a` or `b`, also nested and
  /// in parentheses), else the node itself: where a text a branch gives is shown.
  static func chooser(of node: Syntax) -> Syntax {
    var current = node
    while true {
      if let ternary = current.parent?.as(UnresolvedTernaryExprSyntax.self),
        ternary.thenExpression.id == current.id,
        let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self)
      {
        current = Syntax(sequence)
      } else if let list = current.parent?.as(ExprListSyntax.self), list.last?.id == current.id,
        let sequence = list.parent?.as(SequenceExprSyntax.self), Ternary(ExprSyntax(sequence)) != nil
      {
        current = Syntax(sequence)
      } else if let tuple = current.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(
        TupleExprSyntax.self),
        tuple.elements.count == 1
      {
        current = Syntax(tuple)
      } else {
        return current
      }
    }
  }
}
