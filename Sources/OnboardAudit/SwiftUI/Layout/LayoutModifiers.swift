import SwiftSyntax

extension ViewExpander {
  /// Size, spacing, type size and layout direction: what the synthesized layout reads.
  func applyLayout(
    _ name: String, _ call: FunctionCallExprSyntax, to elements: inout [Element], in scope: ViewScope
  ) {
    let first = call.arguments.first?.expression
    func each(_ change: (inout Element) -> Void) {
      for index in elements.indices { change(&elements[index]) }
    }
    switch name {
    case "font":
      guard let first else { return }
      Self.setStyle(TitleStyles.style(ofFont: first, in: scope), on: &elements)
    case "environment":
      // `.environment(\.layoutDirection, .leftToRight)`: the content does not mirror.
      guard let direction = Self.layoutDirection(call.arguments) else { return }
      each { $0.mirrors = direction != "leftToRight" }
    case "flipsForRightToLeftLayoutDirection":
      guard let first, let flips = ViewValues.bool(first, in: scope) else { return }
      each { $0.mirrors = flips }
    case "padding":
      let padding = Self.padding(call.arguments, in: scope)
      each { element in
        for edge in 0..<4 { element.layout.padding[edge] += padding[edge] }
      }
    case "frame":
      movingFrame(call, to: &elements, in: scope)
      each { element in
        for argument in call.arguments {
          let value = ViewValues.number(argument.expression, in: scope)
          switch argument.label?.text {
          case "width": element.layout.width = value
          case "height", "minHeight": element.layout.height = value ?? element.layout.height
          case "maxWidth": element.layout.fillsWidth = ViewValues.caseName(argument.expression) == "infinity"
          case "alignment":
            element.layout.frameAlignment = ViewValues.caseName(argument.expression).flatMap(
              LayoutAlignment.init)
          default: break
          }
        }
      }
    default:
      break
    }
  }

  /// A frame whose size a state of the view computes (`.frame(width: progress * 200)`) grows
  /// or shrinks when the state changes: motion, once an animation drives it
  /// (`.animation(_:value:)`, a `withAnimation` on appear), as a visual effect is. A size
  /// that is the content's own on one side (`showsHint ? nil : 0`) reveals it: no motion.
  private func movingFrame(_ call: FunctionCallExprSyntax, to elements: inout [Element], in scope: ViewScope)
  {
    let sizes = call.arguments.filter { ["width", "height"].contains($0.label?.text) }
    guard
      !sizes.contains(where: {
        $0.expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.nil) }
      })
    else { return }
    let reads = sizes.reduce(into: Set<String>()) { $0.formUnion(Self.statesRead($1.expression, in: scope)) }
    guard !reads.isDisjoint(with: scope.view?.variableProperties ?? []) else { return }
    let location = Self.location(of: call, in: scope)
    var animation = FlowAnimation(kind: .scale, location: location)
    animation.duration = nil
    if scope.motionGuarded { animation.reducedMotion = .skip(location: location) }
    undriven[location, default: []].formUnion(reads)
    for index in elements.indices { elements[index].animations.append(animation) }
  }

  /// The direction `.environment(\.layoutDirection, .rightToLeft)` sets; nil for another key.
  static func layoutDirection(_ arguments: LabeledExprListSyntax) -> String? {
    guard arguments.count == 2, let path = arguments.first?.expression.as(KeyPathExprSyntax.self),
      case .property(let property)? = path.components.last?.component,
      property.declName.baseName.text == "layoutDirection", let value = arguments.last?.expression
    else { return nil }
    return ViewValues.caseName(value)
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
    node.tokens(viewMode: .sourceAccurate).compactMap { Vocabulary.traits[$0.text] }
  }

  /// Gives the elements a font's style: its size, else an unknown size and the size a title
  /// token counts as (`TitleStyles`).
  static func setStyle(_ style: TitleStyles.Style?, on elements: inout [Element]) {
    for index in elements.indices {
      if let size = style?.size {
        elements[index].fontSize = size
      } else {
        elements[index].layout.sizeIsUnknown = true
        elements[index].layout.titleSize = style?.titleSize
      }
    }
  }

  /// The point size of a Dynamic Type style at the default size, or of `.system(size:)`.
  static func fontSize(_ expression: ExprSyntax, in scope: ViewScope) -> Double? {
    for token in expression.tokens(viewMode: .sourceAccurate) {
      if let size = Vocabulary.dynamicTypeSizes[token.text] { return size }
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
}
