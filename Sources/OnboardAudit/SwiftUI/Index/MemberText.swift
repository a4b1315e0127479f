import SwiftSyntax

extension ViewExpander {
  /// `Text(titleText)` where the view declares `var titleText: String { switch kind { case
  /// .sunrise: String(localized: "…") … } }`: the text its body returns, or, where it returns
  /// one of several by a `switch` or an `if`, a choice of those texts (as `chosenText`), each
  /// read in the member's own file (docs/swiftui.md, "The declaration index"). Nil when the
  /// name is no such member of the view, or one of its texts is not known. A member that
  /// reads itself, through others or not, ends where it meets itself; members that read
  /// each other deeper than `ExpansionBudget.depth` end with an `input.too-complex` note.
  func memberText(_ value: ExprSyntax, table: String?, in scope: ViewScope) -> FlowText? {
    guard let name = ViewValues.referencedName(value), scope.lookup(name) == nil, let view = scope.view,
      let member = view.members[name], member.parameters.isEmpty,
      let results = Self.results(of: member.statements), !results.isEmpty
    else { return nil }
    let reading = "\(view.name).\(name)"
    guard !membersRead.contains(reading) else { return nil }
    guard membersRead.count < ExpansionBudget.depth else {
      // A bound on the work, said where it stopped: the text is unknown, not silently so.
      let location = scope.source.location(of: Syntax(value))
      if noted.insert(location).inserted {
        notes.append(
          DerivedFlowNote(
            message:
              "'\(name)' is not read further: the computed properties of the sources read each other more than \(ExpansionBudget.depth) deep; its text is unknown here",
            location: location, rule: ExpansionBudget.rule))
      }
      return nil
    }
    membersRead.append(reading)
    defer { membersRead.removeLast() }
    let inner = ViewScope(view: view, source: member.source, bindings: scope.bindings)
    let shown = results.map { text($0, table: table, in: inner) }
    if shown.count == 1, let only = shown.first {
      return only.expression == nil || !only.oneOf.isEmpty ? only : nil
    }
    guard let texts = Self.choice(of: shown) else { return nil }
    var chosen = unknownText(value, in: scope)
    chosen.oneOf = texts
    return chosen
  }

  /// The expressions a body of one statement returns: through `switch` and `if`, each case's
  /// and branch's. Nil for a body that does more than return.
  private static func results(of statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
    guard statements.count == 1, let item = statements.first else { return nil }
    switch item.item {
    case .expr(let expression): return results(of: expression)
    case .stmt(let statement):
      if let returned = statement.as(ReturnStmtSyntax.self)?.expression { return results(of: returned) }
      if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
        return results(of: expression)
      }
      return nil
    case .decl: return nil
    }
  }

  private static func results(of expression: ExprSyntax) -> [ExprSyntax]? {
    if let choice = expression.as(SwitchExprSyntax.self) {
      var found: [ExprSyntax] = []
      for entry in choice.cases {
        guard case .switchCase(let branch) = entry, let more = results(of: branch.statements) else {
          return nil
        }
        found += more
      }
      return found
    }
    if let branch = expression.as(IfExprSyntax.self) {
      guard var found = results(of: branch.body.statements) else { return nil }
      switch branch.elseBody {
      case .codeBlock(let block)?:
        guard let more = results(of: block.statements) else { return nil }
        found += more
      case .ifExpr(let next)?:
        guard let more = results(of: ExprSyntax(next)) else { return nil }
        found += more
      case nil:
        return nil
      }
      return found
    }
    return [expression]
  }
}
