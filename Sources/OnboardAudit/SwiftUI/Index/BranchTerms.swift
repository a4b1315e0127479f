import SwiftSyntax

/// The conditions an `if` of a view builder shows its branch under, as `BranchConditions`
/// terms: each Boolean condition of the view's own state (`showsInvitation`,
/// `!showsInvitation`, `model.isLoading`), named by the view that declares it. A condition
/// that reads a value a caller binds (a parameter, a `ForEach` item) is not one: two uses
/// of the view may show both branches at once.
enum BranchTerms {
  static func terms(of conditions: ConditionElementListSyntax, in scope: ViewScope) -> [String: Bool] {
    guard let view = scope.view else { return [:] }
    var terms: [String: Bool] = [:]
    for condition in conditions {
      guard case .expression(var expression) = condition.condition else { continue }
      var holds = true
      while let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
        holds.toggle()
        expression = negation.expression
      }
      let names = expression.tokens(viewMode: .sourceAccurate).compactMap(\.identifierText)
      guard !names.isEmpty, !names.contains(where: { scope.bindings[$0] != nil }) else { continue }
      terms["\(view.name).\(expression.trimmedDescription)"] = holds
    }
    return terms
  }

  /// Marks the elements of a branch, and all they hold, as shown under its conditions.
  static func mark(_ elements: inout [Element], with terms: [String: Bool]) {
    guard !terms.isEmpty else { return }
    for index in elements.indices {
      elements[index].shownWhen.add(terms)
      mark(&elements[index].elements, with: terms)
    }
  }
}
