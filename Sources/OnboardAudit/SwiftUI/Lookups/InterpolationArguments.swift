import SwiftSyntax

/// The arguments a localized literal's interpolations pass when the code fixes them
/// (docs/swiftui.md): `Text("Welcome to \(appName)")` with `static let appName = "Ova"` reads
/// "Willkommen bei Ova" in German. A value is fixed when it is a literal, a constant (`let`,
/// `static let`) holding one, a literal argument of the view's caller, or the index a
/// `ForEach` binds for one item. A state (`@State var name = "Ova"`) changes, so it is not.
enum InterpolationArguments {
  /// Each interpolation's value in order; empty when any is not fixed, as a transcript then
  /// shows the text with its placeholders empty, as it did.
  static func of(_ literal: StringLiteralExprSyntax, in scope: ViewScope) -> [FlowText.Argument] {
    var arguments: [FlowText.Argument] = []
    for segment in literal.segments {
      guard case .expressionSegment(let interpolation) = segment else { continue }
      guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
        only.label == nil, let argument = fixed(only.expression, in: scope)
      else { return [] }
      arguments.append(argument)
    }
    return arguments
  }

  private static func fixed(_ expression: ExprSyntax, in scope: ViewScope) -> FlowText.Argument? {
    if let index = ViewValues.fixedIndex(expression, in: scope) { return .number(Double(index)) }
    if changes(expression, in: scope) { return nil }
    if let string = ViewValues.string(expression, in: scope) { return .string(string) }
    if let (value, _) = ViewValues.resolve(expression, in: scope),
      let integer = value.as(IntegerLiteralExprSyntax.self), let number = Double(integer.literal.text)
    {
      return .number(number)
    }
    return nil
  }

  /// Whether a name is a property whose value changes while the view shows: one with a
  /// property wrapper (`@State`, `@Binding`, `@AppStorage`) or a `var`, and no caller's
  /// argument for it.
  private static func changes(_ expression: ExprSyntax, in scope: ViewScope) -> Bool {
    guard let name = ViewValues.referencedName(expression), scope.bindings[name] == nil,
      let view = scope.view
    else { return false }
    return view.variableProperties.contains(name)
  }
}
