import SwiftSyntax

/// Whether the branches of an `if` or a `switch` are screens of a flow: each that does
/// something shows a view. An `if` in a gesture's handler that moves a knob, or a `switch`
/// over an animation phase that picks a curve, holds assignments and values, not views, and is
/// no step of the flow (docs/swiftui.md, "Screens").
enum StepBranches {
  static func showViews(_ branches: [CodeBlockItemListSyntax], in scope: ViewScope) -> Bool {
    let shown = branches.map { FlowPages.expressions($0) }.filter { !$0.isEmpty }
    return !shown.isEmpty && shown.allSatisfy { $0.contains { isView($0, in: scope) } }
  }

  /// A view's initializer (`WelcomePage()`, `Text(…)`) or a colour (`Color.clear`), with its
  /// modifiers, not a text's or another value's (`String(localized: "…")`); a helper of the view that returns one (`stepView(for: step)`, `welcome`); or
  /// another branching of views.
  private static func isView(_ expression: ExprSyntax, in scope: ViewScope) -> Bool {
    if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return true }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return isHelper(reference.baseName.text, in: scope)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `Color.clear`: a colour is a view.
      return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isView(base, in: scope)
    }
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let first = name.unicodeScalars.first
    else { return false }
    if isHelper(name, in: scope) { return true }
    // A type's initializer, unless the type makes text or another value the sources declare
    // (`String(localized: "…")`, `Page(…)`): a case that yields one shows no view.
    guard first.properties.isUppercase, !Vocabulary.textValueTypes.contains(name) else { return false }
    return scope.view?.statics.nonViewTypes.contains(name) != true
  }

  private static func isHelper(_ name: String, in scope: ViewScope) -> Bool {
    scope.view?.members[name] != nil || scope.bindings[name] != nil
  }
}
