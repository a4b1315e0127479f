import SwiftSyntax

/// The literals a file makes `String`s of (docs/swiftui.md, `text.hardcoded`): a view that
/// shows one (`Text(page.title)` where `page` is `Page(title: "Sign Up")` and `Page` declares
/// `var title: String`) shows it as written. Only what the declarations say is taken: a
/// literal passed to a type the sources do not declare may well be a key.
struct StringTypedLiterals {
  /// Where the literals are that initialize a `String` property or variable
  /// (`let title = "…"`, `static let name: String = "…"`, `let titles = ["…", "…"]`).
  var locations: Set<SourceLocation> = []
  /// The parameters declared as `String`: stored properties (the memberwise initializer's)
  /// and the parameters of initializers and functions.
  var parameters: Set<KeyParameter> = []

  /// A property or variable: its literal value when it is a `String`, and the memberwise
  /// parameter it is when it is a stored `String` property of `owner`.
  mutating func note(_ binding: PatternBindingSyntax, owner: String?, source: SwiftSourceText) {
    let type = binding.typeAnnotation?.type
    if let value = binding.initializer?.value {
      if type.map(Self.isString) ?? true, let literal = value.as(StringLiteralExprSyntax.self) {
        locations.insert(source.location(of: Syntax(literal)))
      } else if type.map(Self.isStringArray) ?? true, let array = value.as(ArrayExprSyntax.self) {
        for element in array.elements {
          if let literal = element.expression.as(StringLiteralExprSyntax.self) {
            locations.insert(source.location(of: Syntax(literal)))
          }
        }
      }
    }
    if let owner, let type, Self.isString(type), binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      parameters.insert(KeyParameter(callee: owner, slot: name))
    }
  }

  /// The `String` parameters of an initializer of `callee` or of the function `callee`.
  mutating func note(_ clause: FunctionParameterClauseSyntax, callee: String) {
    for (index, parameter) in clause.parameters.enumerated() where Self.isString(parameter.type) {
      parameters.insert(
        KeyParameter(callee: callee, slot: KeyParameter.slot(label: parameter.firstName.text, index: index)))
    }
  }

  /// `String`, `String?`, `Swift.String`.
  static func isString(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) { return isString(optional.wrappedType) }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.name.text == "String"
        && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
    }
    return type.as(IdentifierTypeSyntax.self)?.name.text == "String"
  }

  private static func isStringArray(_ type: TypeSyntax) -> Bool {
    type.as(ArrayTypeSyntax.self).map { isString($0.element) } ?? false
  }
}
