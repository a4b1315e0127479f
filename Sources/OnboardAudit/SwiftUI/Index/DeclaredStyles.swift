import SwiftSyntax

/// The app's own fonts and text modifiers, read through their declarations (docs/swiftui.md,
/// "Titles"): `extension View { func titleStyle(size:) -> some View { font(.system(size: size)) } }`,
/// a `ViewModifier` whose `body(content:)` sets a font, `extension Font { static func brand(_:) }`
/// and `static let heading = Font.system(size: 30)`. Their parameters are bound to the call's
/// arguments, so the font they set applies at the call site.
enum DeclaredStyles {
  /// Records the functions of a file's extensions of `View`, `Text` and `Font`, and the
  /// `body(content:)` of its view modifiers.
  static func collect(
    _ extensions: [ExtensionDeclSyntax], _ structs: [StructDeclSyntax], source: SwiftSourceText,
    into statics: StaticValues
  ) {
    for addition in extensions {
      guard let owner = TypeNames.name(of: addition.extendedType), Vocabulary.styledTypes.contains(owner)
      else { continue }
      for item in addition.memberBlock.members {
        guard let function = item.decl.as(FunctionDeclSyntax.self) else { continue }
        let key = "\(owner).\(function.name.text)"
        if statics.functions[key] == nil { statics.functions[key] = (function, source) }
      }
    }
    for node in structs
    where node.inheritanceClause?.inheritedTypes.contains(where: {
      TypeNames.name(of: $0.type) == "ViewModifier"
    }) == true {
      for item in node.memberBlock.members {
        guard let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == "body" else {
          continue
        }
        let key = "ViewModifier.\(node.name.text)"
        if statics.functions[key] == nil { statics.functions[key] = (function, source) }
      }
    }
  }

  /// The font a font expression stands for where the sources declare it: a static property
  /// (`.heading`, `Typography.heading`) or the value a static function returns
  /// (`.brand(.title)`), in the scope of its declaration.
  static func font(_ expression: ExprSyntax, in scope: ViewScope) -> (ExprSyntax, ViewScope)? {
    guard let statics = scope.view?.statics else { return nil }
    let call = expression.as(FunctionCallExprSyntax.self)
    guard let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self) else {
      return nil
    }
    let owner = member.base.map { $0.trimmedDescription } ?? "Font"
    let name = member.declName.baseName.text
    if let call {
      guard let declared = statics.functions["\(owner).\(name)"],
        let returned = returnedExpression(declared.declaration.body?.statements)
      else { return nil }
      return (returned, bind(declared, to: call.arguments, from: scope))
    }
    guard let value = statics.values["\(owner).\(name)"] else { return nil }
    return (value.value, ViewScope(view: scope.view, source: value.source))
  }

  /// The style a modifier of the app's own gives the text it modifies: the font its body (or
  /// the view modifier it applies) sets, else, where that font is known only by the value
  /// the caller gives, the style the call's arguments name (`.styleGuide(.title2)`). Nil
  /// when the modifier is not the app's or sets no font.
  static func style(ofModifier name: String, _ call: FunctionCallExprSyntax, in scope: ViewScope)
    -> TitleStyles.Style?
  {
    guard let statics = scope.view?.statics,
      let declared = statics.functions["View.\(name)"] ?? statics.functions["Text.\(name)"],
      let font = fontSet(by: declared, arguments: call.arguments, from: scope, depth: 0)
    else { return nil }
    if let style = TitleStyles.style(ofFont: font.expression, in: font.scope) { return style }
    for argument in call.arguments {
      if let style = TitleStyles.style(ofFont: argument.expression, in: scope) { return style }
    }
    return nil
  }

  /// Whether a modifier of the app's own animates what it modifies and checks Reduce Motion
  /// inside (`.calmAnimation(.spring(), value: x)` whose view modifier applies
  /// `.animation(reduceMotion ? nil : animation, value: value)`): its animation is guarded.
  static func guardedAnimation(ofModifier name: String, in scope: ViewScope) -> Bool {
    guard let statics = scope.view?.statics,
      let declared = statics.functions["View.\(name)"] ?? statics.functions["Text.\(name)"],
      let found = call("animation", setBy: declared, arguments: [], from: scope, depth: 0)
    else { return false }
    return found.guarded
  }

  /// The argument of the first `font(…)` a function's body calls, or that the body of a view
  /// modifier it applies (`modifier(TitleStyle())`) calls, in a scope binding the parameters.
  private static func fontSet(
    by declared: (declaration: FunctionDeclSyntax, source: SwiftSourceText), arguments: LabeledExprListSyntax,
    from scope: ViewScope, depth: Int
  ) -> (expression: ExprSyntax, scope: ViewScope)? {
    guard let found = call("font", setBy: declared, arguments: arguments, from: scope, depth: depth),
      let first = found.call.arguments.first?.expression
    else { return nil }
    return (first, found.scope)
  }

  /// The first call of `name` a function's body makes, or the body of a view modifier it
  /// applies, in a scope binding the parameters; `guarded` when the code read on the way (a
  /// body, the view modifier's type) reads the Reduce Motion setting.
  private static func call(
    _ name: String, setBy declared: (declaration: FunctionDeclSyntax, source: SwiftSourceText),
    arguments: LabeledExprListSyntax, from scope: ViewScope, depth: Int
  ) -> (call: FunctionCallExprSyntax, scope: ViewScope, guarded: Bool)? {
    guard depth < 4, let body = declared.declaration.body else { return nil }
    let inner = bind(declared, to: arguments, from: scope)
    let finder = CallFinder(names: [name, "modifier"], viewMode: .sourceAccurate)
    finder.walk(body)
    // A view modifier's type holds the setting it reads (`@Environment(\.accessibilityReduceMotion)`);
    // a function of an extension, its body.
    let members = declared.declaration.parent?.parent?.parent
    let owner =
      members?.parent?.is(StructDeclSyntax.self) == true
      ? members.map { Syntax($0) } ?? Syntax(declared.declaration) : Syntax(declared.declaration)
    let guarded = owner.tokens(viewMode: .sourceAccurate).contains {
      Vocabulary.reduceMotionSettings.contains($0.text)
    }
    for found in finder.found {
      guard let first = found.arguments.first?.expression else { continue }
      if calledName(found) == name { return (found, inner, guarded) }
      guard let applied = first.as(FunctionCallExprSyntax.self),
        let type = applied.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let modifier = scope.view?.statics.functions["ViewModifier.\(type)"]
      else { continue }
      // The modifier's stored properties are its memberwise initializer's labels.
      var stored = inner
      for argument in applied.arguments {
        if let label = argument.label?.text {
          stored.bindings[label] = .expression(argument.expression, inner)
        }
      }
      if let result = call(name, setBy: modifier, arguments: [], from: stored, depth: depth + 1) {
        return (result.call, result.scope, result.guarded || guarded)
      }
    }
    return nil
  }

  private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The scope of a function's body: its parameters bound to the call's arguments by label
  /// and place, or to their default values.
  private static func bind(
    _ declared: (declaration: FunctionDeclSyntax, source: SwiftSourceText),
    to arguments: LabeledExprListSyntax,
    from scope: ViewScope
  ) -> ViewScope {
    var inner = ViewScope(view: scope.view, source: declared.source, bindings: scope.bindings)
    var remaining = Array(arguments)
    for parameter in declared.declaration.signature.parameterClause.parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let name = (parameter.secondName ?? parameter.firstName).text
      if let index = remaining.firstIndex(where: { $0.label?.text == label }) {
        inner.bindings[name] = .expression(remaining[index].expression, scope)
        remaining.remove(at: index)
      } else if let value = parameter.defaultValue?.value {
        inner.bindings[name] = .expression(value, ViewScope(view: scope.view, source: declared.source))
      }
    }
    return inner
  }

  /// The expression a body returns: its one expression, or its last `return`.
  private static func returnedExpression(_ statements: CodeBlockItemListSyntax?) -> ExprSyntax? {
    guard let last = statements?.last?.item else { return nil }
    switch last {
    case .expr(let expression): return expression
    case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
    case .decl: return nil
    }
  }
}
