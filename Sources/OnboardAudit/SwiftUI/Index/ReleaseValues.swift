import SwiftSyntax

/// Values a view's code fixes for the app as shipped: `#if DEBUG` code is skipped, as
/// everywhere in the sources (docs/swiftui.md), so a property whose body is `false` outside
/// `#if DEBUG` is `false`. A property the view's code changes (`@State var showsNotes = false`
/// that a button toggles) is not fixed: its value is only the first state shown.
enum ReleaseValues {
  /// Whether a condition is `false` as written: a literal, a name bound to one, or a computed
  /// property of the view that returns `false` outside `#if DEBUG`.
  static func isFalse(_ condition: ExprSyntax, in scope: ViewScope) -> Bool {
    if let name = ViewValues.referencedName(condition), scope.bindings[name] == nil, let view = scope.view,
      ChangedState.changes(name, in: view)
    {
      return false
    }
    if ViewValues.bool(condition, in: scope) == false { return true }
    guard let name = ViewValues.referencedName(condition), scope.lookup(name) == nil,
      let member = scope.view?.members[name], member.parameters.isEmpty,
      let value = value(of: member.statements)?.as(BooleanLiteralExprSyntax.self)
    else { return false }
    return value.literal.tokenKind == .keyword(.false)
  }

  /// The one expression a body returns, through the clause of an `#if` a release build
  /// compiles (`#if DEBUG … #else … #endif`).
  private static func value(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first else { return nil }
    switch item.item {
    case .expr(let expression):
      return expression
    case .stmt(let statement):
      return statement.as(ReturnStmtSyntax.self)?.expression
        ?? statement.as(ExpressionStmtSyntax.self)?.expression
    case .decl(let declaration):
      guard let config = declaration.as(IfConfigDeclSyntax.self),
        let inner = ReleaseBuild.statements(of: config)
      else { return nil }
      return value(of: inner)
    }
  }
}
