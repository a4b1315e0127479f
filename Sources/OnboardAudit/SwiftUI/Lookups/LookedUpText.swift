import SwiftSyntax

extension ViewExpander {
  /// The Text of a `String` the code looks up (`Text(verbatim: L10n.title)`): an accessor
  /// or wrapper at this place, else a value that resolves to a lookup of a literal
  /// (`static let title = NSLocalizedString("…", comment: "")`).
  func lookedUpString(_ expression: ExprSyntax, in scope: ViewScope) -> FlowText? {
    if let looked = lookedUpText(expression, table: nil, in: scope) { return looked }
    guard let (value, inner) = ViewValues.resolve(expression, in: scope) else { return nil }
    if let looked = lookedUpText(value, table: nil, in: inner) { return looked }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
    for literal in LiteralFinder.literals(in: Syntax(call)) {
      let location = inner.source.location(of: Syntax(literal))
      if let use = uses[location] { return FlowText(key: use.key, table: use.table, location: location) }
    }
    return nil
  }

  /// The Text of a key looked up at this place through an accessor or a wrapper
  /// (`L10n.Onboarding.title`, `loc("welcome.title")`), with the literal values a called
  /// accessor passes (`L10n.greeting("Ova")`); nil when the place looks nothing up so.
  func lookedUpText(_ value: ExprSyntax, table: String?, in scope: ViewScope) -> FlowText? {
    var location = scope.source.location(of: Syntax(value))
    var use = uses[location]
    if use?.lookup == nil, let call = value.as(FunctionCallExprSyntax.self) {
      for literal in LiteralFinder.literals(in: Syntax(call)) {
        let found = uses[scope.source.location(of: Syntax(literal))]
        if found?.lookup != nil {
          location = scope.source.location(of: Syntax(literal))
          use = found
          break
        }
      }
    }
    guard let use, use.lookup != nil else { return nil }
    var text = FlowText(key: use.key, table: table ?? use.table, location: location)
    if let call = value.as(FunctionCallExprSyntax.self), use.location == location,
      !(use.lookup?.arguments.isEmpty ?? true)
    {
      var arguments: [FlowText.Argument] = []
      for argument in call.arguments {
        if let string = ViewValues.string(argument.expression, in: scope) {
          arguments.append(.string(string))
        } else if let number = ViewValues.number(argument.expression, in: scope) {
          arguments.append(.number(number))
        } else {
          arguments = []
          break
        }
      }
      text.args = arguments
    }
    return text
  }
}
