import SwiftSyntax

/// The constants a view's code declares before it returns its views
/// (`let message = String(localized: "Welcome to \(appName)")`, then `Text(message)`): each
/// name stands for its value in the statements after it. A `var` does too, unless a later
/// statement gives it another value (`name = …`, `name += …`) or calls a method on it for what
/// it does (`name.append(…)`), which may change its text; setting an attribute of a range (`text[range].foregroundColor = …`)
/// leaves its text as it is.
enum LocalBindings {
  /// The names a declaration binds, each to its value read in `scope`.
  static func bindings(
    of declaration: VariableDeclSyntax, before later: some Sequence<CodeBlockItemSyntax>, in scope: ViewScope
  ) -> [String: BoundValue] {
    let isVar = declaration.bindingSpecifier.tokenKind == .keyword(.var)
    var result: [String: BoundValue] = [:]
    for binding in declaration.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value
      else { continue }
      if isVar, later.contains(where: { changes(name, in: Syntax($0)) }) { continue }
      result[name] = .expression(value, scope)
    }
    return result
  }

  /// Whether a statement assigns to the name itself or calls a method on it.
  private static func changes(_ name: String, in statement: Syntax) -> Bool {
    let finder = ChangeFinder(name: name)
    finder.walk(statement)
    return finder.found
  }

  /// `=` and the compound assignments (`+=`), not the comparisons (`==`, `<=`).
  static func assigns(_ operator: ExprSyntax) -> Bool {
    if `operator`.is(AssignmentExprSyntax.self) { return true }
    guard let text = `operator`.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  private final class ChangeFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if LocalBindings.assigns(node.operator), ViewValues.referencedName(node.leftOperand) == name {
        found = true
      }
      return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() {
        if LocalBindings.assigns(elements[index]), ViewValues.referencedName(elements[index - 1]) == name {
          found = true
        }
      }
      return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // A call whose result is kept (`text.range(of: name)`) reads; one made for what it
      // does (`text.append(suffix)`) may change the text.
      if node.parent?.is(CodeBlockItemSyntax.self) == true,
        let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, ViewValues.referencedName(base) == name
      {
        found = true
      }
      return found ? .skipChildren : .visitChildren
    }
  }
}
