import SwiftSyntax

/// The state that code run when a view appears changes (docs/swiftui.md, Motion): what its
/// `onAppear` and `task` closures, and the view's functions they call, assign or toggle. An
/// `.animation(_:value:)` moves on appear only when its value is such state; a value that
/// changes when a control is used or data arrives (`onChange`, a scheduled work item) moves
/// at a time the code does not fix.
extension ViewExpander {
  /// Whether code run on appear, by the view whose code is read or a view that shows it,
  /// changes one of `names`.
  func changesOnAppear(_ names: Set<String>, in scope: ViewScope) -> Bool {
    let shown = expanding.compactMap { declarations[String($0.prefix { $0 != "." })] }
    return ([scope.view].compactMap { $0 } + shown).contains {
      !writtenOnAppear(by: $0).isDisjoint(with: names)
    }
  }

  private func writtenOnAppear(by view: ViewDeclaration) -> Set<String> {
    if let known = appearWrites[view.name] { return known }
    let scope = ViewScope(view: view, source: view.source)
    let calls = CallFinder(names: ["onAppear", "task"], viewMode: .sourceAccurate)
    if let body = view.body { calls.walk(body) }
    for member in view.members.values { calls.walk(member.statements) }
    var names: Set<String> = []
    for call in calls.found {
      guard
        let closure = call.trailingClosure
          ?? call.arguments.first(where: { $0.expression.is(ClosureExprSyntax.self) })?.expression.as(
            ClosureExprSyntax.self)
      else { continue }
      names.formUnion(Self.changes(in: Syntax(closure)))
      for member in Self.calledMembers(from: closure, in: scope) {
        names.formUnion(Self.changes(in: Syntax(member)))
      }
    }
    appearWrites[view.name] = names
    return names
  }

  /// The names code assigns (`shown = true`, `self.step = 1`) or toggles (`glowing.toggle()`).
  private static func changes(in node: Syntax) -> Set<String> {
    let assignments = AssignmentFinder(viewMode: .sourceAccurate)
    assignments.walk(node)
    let toggles = CallFinder(names: ["toggle"], viewMode: .sourceAccurate)
    toggles.walk(node)
    let toggled = toggles.found.compactMap {
      $0.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(ViewValues.referencedName)
    }
    return Set(assignments.assignments.compactMap(\.target) + toggled)
  }
}
