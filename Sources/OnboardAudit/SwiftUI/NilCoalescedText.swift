import SwiftSyntax

extension ViewExpander {
  /// `Text(title ?? "")`: the text of `title` where the code gives it a value, of the fallback
  /// where it gives `nil`; nil (unknown) where the code does not say which, or where the value
  /// it gives is not known text.
  func nilCoalescedText(_ value: ExprSyntax, table: String?, in scope: ViewScope) -> FlowText? {
    guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let parts = Array(sequence.elements)
    guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
    guard let (given, _) = ViewValues.resolve(parts[0], in: scope) else { return nil }
    if given.is(NilLiteralExprSyntax.self) { return known(text(parts[2], table: table, in: scope)) }
    return known(text(parts[0], table: table, in: scope))
  }

  private func known(_ text: FlowText) -> FlowText? {
    text.expression == nil || !text.oneOf.isEmpty ? text : nil
  }
}
