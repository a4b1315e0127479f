import SwiftSyntax

extension ViewExpander {
  /// Applies one modifier to the elements of the view it modifies (each of them, as SwiftUI
  /// does for a group); returns the elements the modifier adds beside them (an overlay's).
  func apply(
    _ name: String, _ call: FunctionCallExprSyntax, to elements: inout [Element], in scope: ViewScope
  )
    -> [Element]
  {
    let arguments = Array(call.arguments)
    let first = arguments.first?.expression
    // A modifier is located at its dot.
    let period = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) }
    let location = scope.source.location(of: period ?? Syntax(call))
    func each(_ change: (inout Element) -> Void) {
      for index in elements.indices { change(&elements[index]) }
    }
    switch name {
    case "accessibilityAddTraits", "accessibility":
      let traits = Self.traits(in: Syntax(call.arguments))
      each { element in element.traits += traits.filter { !element.traits.contains($0) } }
    case "accessibilityRemoveTraits":
      let traits = Self.traits(in: Syntax(call.arguments))
      each { element in
        element.traits.removeAll { traits.contains($0) }
        if traits.contains(.button), element.role == .button { element.role = nil }
      }
    case "accessibilityLabel", "accessibilityHint", "accessibilityValue":
      guard let first, arguments.first?.label == nil else { break }
      let text = self.text(first, in: scope)
      each { element in
        switch name {
        case "accessibilityLabel": element.label = text
        case "accessibilityHint": element.hint = text
        default: element.value = text
        }
      }
    case "accessibilityHidden":
      guard let first, ViewValues.bool(first, in: scope) == true else { break }
      each { element in
        element.hidden = true
        if element.role == .image { element.decorative = true }
      }
    case "hidden":
      each { $0.hidden = true }
    case "accessibilityElement":
      let mode = arguments.first { $0.label?.text == "children" }.flatMap {
        ViewValues.caseName($0.expression)
      }
      let children = mode.flatMap(ChildrenMode.init(rawValue:)) ?? .ignore
      each { $0.children = children }
    case "accessibilitySortPriority":
      guard let first, let priority = ViewValues.number(first, in: scope) else { break }
      each { $0.sortPriority = priority }
    case "accessibilityIdentifier":
      guard let first, let identifier = ViewValues.string(first, in: scope) else { break }
      each { $0.id = identifier }
    case "onTapGesture", "onLongPressGesture":
      each { if !$0.actions.contains("activate") { $0.actions.append("activate") } }
    case "font":
      guard let first, let size = Self.fontSize(first, in: scope) else { break }
      each { $0.fontSize = size }
    case "environment":
      // `.environment(\.layoutDirection, .leftToRight)`: the content does not mirror.
      let text = call.arguments.trimmedDescription
      guard text.contains("layoutDirection") else { break }
      each { $0.mirrors = !text.contains("leftToRight") }
    case "flipsForRightToLeftLayoutDirection":
      guard let first, let flips = ViewValues.bool(first, in: scope) else { break }
      each { $0.mirrors = flips }
    case "overlay", "safeAreaInset", "background":
      guard name != "background" else { break }
      let closure = call.trailingClosure ?? first?.as(ClosureExprSyntax.self)
      if let closure { return self.elements(of: closure.statements, in: scope) }
      if let first, arguments.first?.label == nil { return self.elements(of: first, in: scope) }
    default:
      applyMotion(name, call, location: location, to: &elements, in: scope)
    }
    return []
  }

  /// `.isHeader`, `[.isHeader, .isButton]` → traits.
  static func traits(in node: Syntax) -> [Trait] {
    let names: [String: Trait] = [
      "isHeader": .header, "isButton": .button, "isLink": .link, "isImage": .image, "isSelected": .selected,
      "updatesFrequently": .updatesFrequently, "isStaticText": .staticText,
    ]
    return node.tokens(viewMode: .sourceAccurate).compactMap { names[$0.text] }
  }

  /// The point size of a Dynamic Type style at the default size, or of `.system(size:)`.
  static func fontSize(_ expression: ExprSyntax, in scope: ViewScope) -> Double? {
    for token in expression.tokens(viewMode: .sourceAccurate) {
      if let size = dynamicTypeSizes[token.text] { return size }
    }
    if let call = expression.as(FunctionCallExprSyntax.self) ?? Self.innermostCall(expression),
      let size = call.arguments.first(where: { $0.label?.text == "size" })
    {
      return ViewValues.number(size.expression, in: scope)
    }
    return nil
  }

  private static func innermostCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
    while let call = current.as(FunctionCallExprSyntax.self) {
      if call.arguments.contains(where: { $0.label?.text == "size" }) { return call }
      guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
      current = base
    }
    return nil
  }

  /// Apple's text styles at the default Dynamic Type size (Large), in points.
  static let dynamicTypeSizes: [String: Double] = [
    "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
    "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
  ]
}
