import SwiftSyntax

extension ViewExpander {
  /// `Text(title ?? "")`: the text of `title` where the code gives it a value, of the fallback
  /// where it gives `nil`; nil (unknown) where the code does not say which, or where the value
  /// it gives is not known text. A chain (`title ?? subtitle ?? ""`) is read as the compiler
  /// folds it (FoldedOperators.swift): `title ?? (subtitle ?? "")`.
  func nilCoalescedText(_ value: ExprSyntax, table: String?, in scope: ViewScope) -> FlowText? {
    guard let infix = FoldedOperators.infix(value),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    else { return nil }
    guard let (given, _) = ViewValues.resolve(infix.leftOperand, in: scope) else { return nil }
    if given.is(NilLiteralExprSyntax.self) { return known(text(infix.rightOperand, table: table, in: scope)) }
    return known(text(infix.leftOperand, table: table, in: scope))
  }

  private func known(_ text: FlowText) -> FlowText? {
    text.expression == nil || !text.oneOf.isEmpty ? text : nil
  }
}
