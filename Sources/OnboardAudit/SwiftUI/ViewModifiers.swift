import SwiftSyntax

extension ViewExpander {
  /// SwiftUI's own button styles, whose sizes are known; any other is the app's own.
  static let systemButtonStyles: Set<String> = [
    "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "card", "glass",
    "glassProminent", "accessoryBar", "accessoryBarAction", "toolbar",
  ]

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
      each { if !$0.actions.contains(.activate) { $0.actions.append(.activate) } }
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
    case "padding":
      let padding = Self.padding(call.arguments, in: scope)
      each { element in
        for edge in 0..<4 { element.layout.padding[edge] += padding[edge] }
      }
    case "frame":
      each { element in
        for argument in arguments {
          let value = ViewValues.number(argument.expression, in: scope)
          switch argument.label?.text {
          case "width": element.layout.width = value
          case "height", "minHeight": element.layout.height = value ?? element.layout.height
          case "maxWidth":
            element.layout.fillsWidth = argument.expression.trimmedDescription.contains("infinity")
          case "alignment":
            let name = ViewValues.caseName(argument.expression)
            element.layout.frameAlignment = name.flatMap(LayoutAlignment.init)
          default: break
          }
        }
      }
    case "keyboardShortcut":
      if first.flatMap(ViewValues.caseName) == "defaultAction" { markProminent(elements) }
    case "buttonStyle", "controlSize", "textFieldStyle":
      let style = first.flatMap(ViewValues.caseName) ?? ""
      if ["borderedProminent", "large", "extraLarge"].contains(style) { markProminent(elements) }
      if name == "buttonStyle" && !Self.systemButtonStyles.contains(style) {
        for index in elements.indices { elements[index].layout.hasCustomStyle = true }
      }
      let heights: [String: Double] = [
        "bordered": 34, "borderedProminent": 34, "roundedBorder": 34, "large": 50, "extraLarge": 56,
        "small": 28, "mini": 20,
      ]
      guard let height = heights[style] else { break }
      for index in elements.indices {
        Self.setControlHeight(height, sizeOnly: name == "controlSize", &elements[index])
      }
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

  /// Notes the buttons and links among `elements` as styled for a screen's main action.
  private func markProminent(_ elements: [Element]) {
    for element in elements {
      if [.button, .link].contains(element.role) { prominent.insert(element.location) }
      markProminent(element.elements)
    }
  }

  /// A control's height from its style, or from a control size set around it (which only
  /// changes controls that have a style's height).
  private static func setControlHeight(_ height: Double, sizeOnly: Bool, _ element: inout Element) {
    if [.button, .link, .textField].contains(element.role), !sizeOnly || element.layout.controlHeight != nil {
      element.layout.controlHeight = height
    }
    for index in element.elements.indices {
      setControlHeight(height, sizeOnly: sizeOnly, &element.elements[index])
    }
  }

  /// `.padding()`, `.padding(24)`, `.padding(.horizontal)`, `.padding(.top, 8)`: top, leading,
  /// bottom and trailing insets (16 where SwiftUI's default applies).
  static func padding(_ arguments: LabeledExprListSyntax, in scope: ViewScope) -> [Double] {
    let named: [String: Set<Int>] = [
      "top": [0], "leading": [1], "bottom": [2], "trailing": [3], "horizontal": [1, 3], "vertical": [0, 2],
      "all": [0, 1, 2, 3],
    ]
    var edges: Set<Int> = [0, 1, 2, 3]
    var amount = 16.0
    for argument in arguments {
      if let number = ViewValues.number(argument.expression, in: scope) {
        amount = number
      } else if argument.expression.is(ArrayExprSyntax.self) {
        edges = Set(argument.expression.tokens(viewMode: .sourceAccurate).flatMap { named[$0.text] ?? [] })
      } else if let edge = ViewValues.caseName(argument.expression) {
        edges = named[edge] ?? edges
      }
    }
    return (0..<4).map { edges.contains($0) ? amount : 0 }
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
