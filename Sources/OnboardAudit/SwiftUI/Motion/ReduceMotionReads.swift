import SwiftSyntax

/// Where the code reads the Reduce Motion setting (docs/swiftui.md, "Motion"), from the syntax
/// alone: a property declared with `@Environment(\.accessibilityReduceMotion)`, a name bound to
/// an expression that reads the setting (a parameter a caller passes it in), an environment's
/// `accessibilityReduceMotion`, or `UIAccessibility.isReduceMotionEnabled`; through `!`,
/// `== false`, `&&`, `||` and parentheses. A name that only looks like the setting
/// (`let reduceMotion = false`) does not read it.
enum ReduceMotionReads {
  /// When a condition holds.
  enum Polarity: Equatable {
    /// With Reduce Motion on.
    case on
    /// With Reduce Motion off.
    case off

    var negated: Polarity { self == .on ? .off : .on }
  }

  /// The members that are the setting wherever they are read.
  private static let settingMembers: Set<String> = [
    "accessibilityReduceMotion", "isReduceMotionEnabled", "accessibilityDisplayShouldReduceMotion",
  ]

  /// When a Boolean expression holds, if it depends on the setting; nil if it does not.
  static func polarity(of expression: ExprSyntax, in scope: ViewScope, depth: Int = 0) -> Polarity? {
    guard depth < 8 else { return nil }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first
    {
      return polarity(of: inner.expression, in: scope, depth: depth + 1)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return polarity(of: prefix.expression, in: scope, depth: depth + 1)?.negated
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return polarity(ofOperands: Array(sequence.elements), in: scope, depth: depth)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
      settingMembers.contains(member.declName.baseName.text)
    {
      return .on
    }
    guard let name = ViewValues.referencedName(expression) else { return nil }
    if scope.bindings[name] == nil, scope.view?.reduceMotionNames.contains(name) == true { return .on }
    if case .expression(let value, let inner)? = scope.lookup(name) {
      return polarity(of: value, in: inner, depth: depth + 1)
    }
    return nil
  }

  /// The elements of an unfolded sequence (`a && b`, `a || b`): the polarity of the operand that reads the setting (the branch it
  /// guards runs only, or also, with the setting so); `x == false`, `x != true`: negated.
  static func polarity(ofOperands parts: [ExprSyntax], in scope: ViewScope, depth: Int = 0) -> Polarity? {
    guard !parts.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return nil }
    if parts.count == 3, let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      ["==", "!="].contains(operation)
    {
      for (side, other) in [(parts[0], parts[2]), (parts[2], parts[0])] {
        guard let literal = other.as(BooleanLiteralExprSyntax.self),
          let found = polarity(of: side, in: scope, depth: depth + 1)
        else { continue }
        let isTrue = literal.literal.tokenKind == .keyword(.true)
        return isTrue == (operation == "==") ? found : found.negated
      }
      return nil
    }
    for (index, part) in parts.enumerated() where index % 2 == 0 {
      if let found = polarity(of: part, in: scope, depth: depth + 1) { return found }
    }
    return nil
  }

  /// The polarity of an `if`'s or a `guard`'s conditions (a comma is `&&`).
  static func polarity(of conditions: ConditionElementListSyntax, in scope: ViewScope) -> Polarity? {
    for element in conditions {
      if case .expression(let expression) = element.condition,
        let found = polarity(of: expression, in: scope)
      {
        return found
      }
    }
    return nil
  }

  /// Whether any name or member below a node reads the setting (`.scaleEffect(reduceMotion ? 1 : s)`).
  static func mentioned(in node: some SyntaxProtocol, scope: ViewScope) -> Bool {
    let finder = ReferenceFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.references.contains { polarity(of: $0, in: scope) != nil }
  }

  /// The names and member accesses below a node.
  private final class ReferenceFinder: SyntaxVisitor {
    var references: [ExprSyntax] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      // The name after a dot is read with its base.
      if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
        references.append(ExprSyntax(node))
      }
      return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      references.append(ExprSyntax(node))
      return .visitChildren
    }
  }

  /// Whether an attribute is `@Environment(\.accessibilityReduceMotion)`.
  static func isSettingAttribute(_ element: AttributeListSyntax.Element) -> Bool {
    isEnvironment(element, reading: "accessibilityReduceMotion")
  }

  /// Whether an attribute is `@Environment(\.name)` for the environment value `name`.
  static func isEnvironment(_ element: AttributeListSyntax.Element, reading name: String) -> Bool {
    guard case .attribute(let attribute) = element,
      attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "Environment",
      case .argumentList(let arguments)? = attribute.arguments,
      let path = arguments.first?.expression.as(KeyPathExprSyntax.self),
      case .property(let property)? = path.components.last?.component
    else { return false }
    return property.declName.baseName.text == name
  }
}
