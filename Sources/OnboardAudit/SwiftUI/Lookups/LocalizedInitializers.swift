import SwiftSyntax

/// Foundation's initializers that look their `localized:` literal up (docs/swiftui.md):
/// `String(localized:)` and `AttributedString(localized:)`, written with their type's name,
/// as `String.init(localized:)`, or as `.init(localized:)` where the declaration says the type
/// (`let message: String = .init(localized: "…")`).
enum LocalizedInitializers {
  /// The types whose `init(localized:)` looks a key up.
  static let types: Set<String> = ["String", "AttributedString"]

  /// The type a call with a first `localized:` argument makes, when it is one of `types`.
  static func type(of call: FunctionCallExprSyntax) -> String? {
    guard call.arguments.first?.label?.text == "localized" else { return nil }
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return types.contains(reference.baseName.text) ? reference.baseName.text : nil
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
      return nil
    }
    if let base = member.base {
      let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
      return name.flatMap { types.contains($0) ? $0 : nil }
    }
    // `.init(localized:)`: the type the binding it initializes is declared with.
    guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let declared = binding.typeAnnotation.flatMap({ TypeNames.name(of: $0.type) })
    else { return nil }
    return types.contains(declared) ? declared : nil
  }
}

/// A conversion of text to another type of text that shows the same words:
/// `AttributedString(message)`, `String(title)`, `.init(message)` where the binding says the
/// type, and `LocalizedStringKey(message)` (whose lookup of a looked-up value finds no key
/// and shows the value).
enum TextConversions {
  static let types: Set<String> = ["AttributedString", "String", "LocalizedStringKey", "Substring"]

  /// The text a conversion converts, nil when the call is no conversion.
  static func converted(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
      call.trailingClosure == nil
    else { return nil }
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return types.contains(reference.baseName.text) ? only.expression : nil
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
      return nil
    }
    if let base = member.base {
      let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
      return name.map(types.contains) == true ? only.expression : nil
    }
    guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let declared = binding.typeAnnotation.flatMap({ TypeNames.name(of: $0.type) }), types.contains(declared)
    else { return nil }
    return only.expression
  }
}
