import SwiftSyntax

/// The optional bindings of an `if` in a view builder (`if let subtitle`, `if let image =
/// illustration() as? Image`): what the branch sees, or that it does not show because a value
/// it unwraps is nil as written (an optional argument no caller gives).
enum OptionalBindings {
  /// Some value is `nil`: the `else` shows.
  case none
  /// The names the branch binds, to the values they unwrap (a cast or `try?` let through: where
  /// the branch shows, the value is what was cast).
  case bound([String: BoundValue])

  /// Nil when the conditions bind nothing.
  init?(_ conditions: ConditionElementListSyntax, in scope: ViewScope) {
    var names: [String: BoundValue] = [:]
    var binds = false
    for condition in conditions {
      guard case .optionalBinding(let binding) = condition.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      binds = true
      let value =
        binding.initializer.map { Self.unwrapped($0.value) }
        ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
      if let (resolved, _) = ViewValues.resolve(value, in: scope), resolved.is(NilLiteralExprSyntax.self) {
        self = .none
        return
      }
      if binding.initializer != nil { names[name] = .expression(value, scope) }
    }
    guard binds else { return nil }
    self = .bound(names)
  }

  /// `x as? T` and `try? x` are `x`.
  private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self),
      cast.questionOrExclamationMark != nil
    {
      return unwrapped(Array(sequence.elements)[0])
    }
    if let attempt = expression.as(TryExprSyntax.self) { return unwrapped(attempt.expression) }
    return expression
  }
}
