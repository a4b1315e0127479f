import SwiftSyntax

/// Branches on the environment a screen is read in (docs/swiftui.md, "The environment"):
/// `@Environment(\.colorScheme)`, the size classes, whether VoiceOver or Reduce Motion is on,
/// `UIAccessibility.isVoiceOverRunning`, `#available`. They choose a variant of one screen,
/// never a screen of their own; the variant shown is the one of the environment the
/// vocabulary names (a phone in portrait, light, VoiceOver on, the newest system).
enum EnvironmentBranches {
  /// The environment values a view's properties hold (`@Environment(\.colorScheme) var scheme`
  /// → `scheme: colorScheme`).
  static func properties(of view: ViewDeclaration?) -> [String: String] {
    guard let view else { return [:] }
    var result: [String: String] = [:]
    for item in view.node.memberBlock.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        let key = variable.attributes.lazy.compactMap(environmentKey).first
      else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { result[name] = key }
      }
    }
    return result
  }

  /// `\.colorScheme` of `@Environment(\.colorScheme)`, when the reader knows the value.
  private static func environmentKey(_ element: AttributeListSyntax.Element) -> String? {
    guard let attribute = element.as(AttributeSyntax.self),
      TypeNames.name(of: attribute.attributeName) == "Environment",
      case .argumentList(let arguments)? = attribute.arguments,
      let path = arguments.first?.expression.as(KeyPathExprSyntax.self),
      case .property(let property)? = path.components.last?.component
    else { return nil }
    let key = property.declName.baseName.text
    return isEnvironment(key) ? key : nil
  }

  private static func isEnvironment(_ name: String) -> Bool {
    Vocabulary.environmentFlags[name] != nil || Vocabulary.environmentValues[name] != nil
  }

  /// The environment value an expression reads: a property holding one, or
  /// `UIAccessibility.isVoiceOverRunning`.
  private static func key(of expression: ExprSyntax, in properties: [String: String]) -> String? {
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return properties[name] }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
      let name = member.declName.baseName.text
      if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return properties[name] }
      return isEnvironment(name) ? name : nil
    }
    return nil
  }

  /// Whether a `switch` chooses by the environment.
  static func reads(_ choice: SwitchExprSyntax, in scope: ViewScope) -> Bool {
    key(of: choice.subject, in: properties(of: scope.view)) != nil
  }

  /// Whether an `if`'s conditions read the environment (then its branches are variants).
  static func reads(_ conditions: ConditionElementListSyntax, in scope: ViewScope) -> Bool {
    let properties = properties(of: scope.view)
    return conditions.contains { condition in
      if condition.condition.is(AvailabilityConditionSyntax.self) { return true }
      return condition.tokens(viewMode: .sourceAccurate).contains { token in
        properties[token.text] != nil || isEnvironment(token.text)
      }
    }
  }

  /// The case of a `switch` over the environment that shows: the one naming the value read
  /// (`case .light:`), else `default`; nil when the `switch` is not over the environment.
  static func caseShown(_ choice: SwitchExprSyntax, in scope: ViewScope) -> SwitchCaseSyntax? {
    guard let key = key(of: choice.subject, in: properties(of: scope.view)),
      let value = Vocabulary.environmentValues[key]
    else { return nil }
    let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
    let named = cases.first { item in
      guard case .case(let label) = item.label else { return false }
      return label.caseItems.contains { item in
        item.pattern.as(ExpressionPatternSyntax.self).flatMap { ViewValues.caseName($0.expression) } == value
      }
    }
    return named ?? cases.first { $0.label.is(SwitchDefaultLabelSyntax.self) }
  }

  /// Whether an `if` over the environment holds: every condition is `#available`, a flag of
  /// the environment (off), its negation, or a comparison of a value with a case; nil when a
  /// condition is anything else.
  static func holds(_ conditions: ConditionElementListSyntax, in scope: ViewScope) -> Bool? {
    let properties = properties(of: scope.view)
    var result = true
    for condition in conditions {
      if condition.condition.is(AvailabilityConditionSyntax.self) { continue }
      guard case .expression(let expression) = condition.condition,
        let value = holds(expression, properties: properties)
      else { return nil }
      result = result && value
    }
    return result
  }

  /// Whether the condition of a ternary over the environment holds
  /// (`dynamicTypeSize.isAccessibilitySize ? .headline : .title2`); nil when it reads anything else.
  static func holds(_ condition: [ExprSyntax], in scope: ViewScope) -> Bool? {
    let properties = properties(of: scope.view)
    if condition.count == 1, let only = condition.first { return holds(only, properties: properties) }
    guard condition.count == 3 else { return nil }
    return compare(condition, properties: properties)
  }

  private static func holds(_ expression: ExprSyntax, properties: [String: String]) -> Bool? {
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      key(of: base, in: properties) != nil
    {
      // A property of an environment value (`dynamicTypeSize.isAccessibilitySize`).
      return Vocabulary.environmentMembers[member.declName.baseName.text]
    }
    if let key = key(of: expression, in: properties) {
      // A setting: VoiceOver on, Reduce Motion off.
      return Vocabulary.environmentFlags[key]
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return holds(prefix.expression, properties: properties).map { !$0 }
    }
    guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else {
      return nil
    }
    return compare(Array(sequence.elements), properties: properties)
  }

  /// `value == .case` or `value != .case` of an environment value.
  private static func compare(_ parts: [ExprSyntax], properties: [String: String]) -> Bool? {
    guard let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      operation == "==" || operation == "!="
    else { return nil }
    let (subject, other) =
      key(of: parts[0], in: properties) != nil ? (parts[0], parts[2]) : (parts[2], parts[0])
    guard let key = key(of: subject, in: properties), let value = Vocabulary.environmentValues[key],
      let compared = ViewValues.caseName(other)
    else { return nil }
    return (compared == value) == (operation == "==")
  }
}
