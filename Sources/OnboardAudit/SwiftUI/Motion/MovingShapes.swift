import SwiftSyntax

/// Shapes and colours show nothing VoiceOver reads, so they are no elements; but one that
/// moves (`Circle().scaleEffect(pulse ? 1.2 : 1)`, a pulsing halo) is motion the user sees
/// (docs/swiftui.md, Motion). Such a shape is one decorative element: no focus stop, with a
/// place in the layout and the animations of its modifiers.
extension ViewExpander {
  /// The decorative element standing for a shape its modifiers move; nil when `base` is no
  /// shape or colour, or nothing moves it.
  func movingShape(
    _ base: ExprSyntax, modifiers: [(name: String, call: FunctionCallExprSyntax)], in scope: ViewScope
  ) -> Element? {
    guard let call = base.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      declarations[name] == nil, SwiftUIViews.view(named: name)?.kind == .nothing,
      !Vocabulary.unmovedViews.contains(name),
      modifiers.contains(where: { Self.moves($0.name, $0.call) })
    else { return nil }
    // Named by its shape (`circle`), as messages name the element.
    var element = Element(
      id: name.prefix(1).lowercased() + name.dropFirst(), location: scope.source.location(of: Syntax(call)))
    element.decorative = true
    return element
  }

  private static func moves(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
    guard Vocabulary.movingModifiers.contains(name) else { return false }
    if name == "frame" { return sizeReadsState(call) }
    if effectKinds[name] != nil { return readsState(Syntax(call.arguments)) }
    return true
  }

  /// Whether a `.frame` computes its width or height from a value (`width: progress * 200`).
  static func sizeReadsState(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.contains { argument in
      ["width", "height"].contains(argument.label?.text) && readsState(Syntax(argument.expression))
    }
  }
}
