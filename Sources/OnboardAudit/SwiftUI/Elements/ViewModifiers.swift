import SwiftSyntax

extension ViewExpander {
  /// Applies one modifier to the elements of the view it modifies (each of them, as SwiftUI
  /// does for a group); returns the views the modifier attaches beside them (an overlay's).
  /// Each family of modifiers is read in a function of its own; a modifier of no family
  /// changes nothing the rules read.
  func apply(
    _ name: String, _ call: FunctionCallExprSyntax, to elements: inout [Element], in scope: ViewScope
  )
    -> AttachedViews
  {
    if isTitleStyle(name, call) {
      // A title style of the config's `titleStyles` (ComponentHints.swift).
      for index in elements.indices { Self.markTitleStyle(&elements[index]) }
      return AttachedViews()
    }
    switch ModifierFamily.of(name) {
    case .accessibility?: applyAccessibility(name, call, to: &elements, in: scope)
    case .layout?: applyLayout(name, call, to: &elements, in: scope)
    case .style?: applyStyle(name, call, to: &elements)
    case .attaching?: return attachedViews(name, call, in: scope)
    case .motion?:
      applyMotion(name, call, location: Self.location(of: call, in: scope), to: &elements, in: scope)
    case .presenting? where name == Vocabulary.navigationDestinationModifier:
      recordPushes(destination: call, in: scope)
    case .presenting?: presentations.append(Presentation(modifier: name, call: call, scope: scope))
    case nil:
      // A modifier of the app's own that sets a font (DeclaredStyles.swift).
      if let style = DeclaredStyles.style(ofModifier: name, call, in: scope) {
        Self.setStyle(style, on: &elements)
      }
      // One that animates and checks Reduce Motion inside: a guarded animation.
      if DeclaredStyles.guardedAnimation(ofModifier: name, in: scope) {
        applyAnimation(call, to: &elements, in: scope, guarded: true)
      }
    }
    return AttachedViews()
  }

  /// Where a modifier is written: at its dot.
  static func location(of call: FunctionCallExprSyntax, in scope: ViewScope) -> SourceLocation {
    let period = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) }
    return scope.source.location(of: period ?? Syntax(call))
  }

  /// A view `.hidden()` takes: no actions, and no control's role or traits.
  private static func makeInert(_ element: inout Element) {
    element.actions = []
    if [.button, .link, .toggle, .textField].contains(element.role) { element.role = nil }
    element.traits.removeAll { [.button, .link, .adjustable].contains($0) }
    for index in element.elements.indices { makeInert(&element.elements[index]) }
  }

  /// `.disabled(true)` dims the controls it modifies, and those below them.
  private static func dim(_ element: inout Element) {
    if element.isActionable && !element.traits.contains(.notEnabled) { element.traits.append(.notEnabled) }
    for index in element.elements.indices { dim(&element.elements[index]) }
  }

  /// Semantics: traits, label, hint and value, hiding, grouping, order, identifier, actions.
  private func applyAccessibility(
    _ name: String, _ call: FunctionCallExprSyntax, to elements: inout [Element], in scope: ViewScope
  ) {
    let first = call.arguments.first
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
      guard let first, first.label == nil else { return }
      let text = self.text(first.expression, in: scope)
      each { element in
        switch name {
        case "accessibilityLabel": element.label = text
        case "accessibilityHint": element.hint = text
        default: element.value = text
        }
      }
    case "accessibilityHidden":
      guard let first, ViewValues.bool(first.expression, in: scope) == true else { return }
      each { element in
        element.hidden = true
        if element.role == .image { element.decorative = true }
      }
    case "hidden":
      // Invisible, it takes no taps either: kept for its place in the layout only.
      each { element in
        element.hidden = true
        Self.makeInert(&element)
      }
    case "accessibilityElement":
      let mode = call.arguments.first { $0.label?.text == "children" }.flatMap {
        ViewValues.caseName($0.expression)
      }
      let children = mode.flatMap(ChildrenMode.init(rawValue:)) ?? .ignore
      each { $0.children = children }
    case "accessibilitySortPriority":
      guard let first, let priority = ViewValues.number(first.expression, in: scope) else { return }
      each { $0.sortPriority = priority }
    case "accessibilityIdentifier":
      guard let first, let identifier = ViewValues.string(first.expression, in: scope) else { return }
      each { $0.id = identifier }
    case "onTapGesture", "onLongPressGesture":
      each { if !$0.actions.contains(.activate) { $0.actions.append(.activate) } }
    case "disabled":
      // Dimmed where the condition holds when the screen first shows (DisabledCondition.swift).
      guard let first, DisabledCondition.isTrueAtStart(first.expression, in: scope) == true else { return }
      each { Self.dim(&$0) }
    default:
      break
    }
  }

  /// Buttons styled as a screen's main action, and the heights of the system's control styles.
  private func applyStyle(_ name: String, _ call: FunctionCallExprSyntax, to elements: inout [Element]) {
    let style = call.arguments.first.flatMap { ViewValues.caseName($0.expression) } ?? ""
    if name == "pickerStyle" {
      // A segmented picker is a segmented control: its options are its segments, each read
      // "i of n", the system's size (docs/swiftui.md, "Controls").
      guard style == "segmented" else { return }
      for index in elements.indices where !elements[index].pickerOptions.isEmpty {
        elements[index].role = .segmentedControl
        elements[index].actions = []
        elements[index].elements = elements[index].pickerOptions
        elements[index].pickerOptions = []
        elements[index].children = nil
        elements[index].layout.fillsWidth = true
        elements[index].layout.controlHeight = 32
      }
      return
    }
    if name == "keyboardShortcut" {
      if style == "defaultAction" { markProminent(elements) }
      return
    }
    if Vocabulary.prominentStyles.contains(style) { markProminent(elements) }
    if name == "buttonStyle" && !Vocabulary.systemButtonStyles.contains(style) {
      // The style draws every button below it that no system style of a known height draws.
      for index in elements.indices { Self.markStyledByApp(&elements[index]) }
    }
    let heights: [String: Double] = [
      "bordered": 34, "borderedProminent": 34, "roundedBorder": 34, "large": 50, "extraLarge": 56,
      "small": 28, "mini": 20,
    ]
    guard let height = heights[style] else { return }
    for index in elements.indices {
      Self.setControlHeight(height, sizeOnly: name == "controlSize", &elements[index])
    }
  }

  /// The views `.overlay`, `.safeAreaInset`, `.background` and `.toolbar` attach to a view:
  /// part of its screen, read before it (a background, a top inset, a toolbar's top items) or
  /// after it.
  private func attachedViews(_ name: String, _ call: FunctionCallExprSyntax, in scope: ViewScope)
    -> AttachedViews
  {
    if let title = navigationTitle(name, call, in: scope) { return AttachedViews(before: [title]) }
    let first = call.arguments.first
    // `{ … }`, `content: { … }`, or an unlabelled closure.
    let closure =
      call.trailingClosure
      ?? call.arguments.first { $0.label == nil || $0.label?.text == "content" }?.expression.as(
        ClosureExprSyntax.self)
    if name == "toolbar" {
      guard let closure else { return AttachedViews() }
      var attached = AttachedViews()
      for item in FlowPages.expressions(closure.statements) {
        var views = elements(of: item, in: scope)
        // The bar sizes its items' hit areas, which the code does not show.
        for index in views.indices { Self.markSizedByBar(&views[index]) }
        if Self.isBottomToolbarItem(item) { attached.after += views } else { attached.before += views }
      }
      return attached
    }
    var views: [Element] = []
    if let closure {
      views = elements(of: closure.statements, in: scope)
    } else if let first, first.label == nil {
      views = elements(of: first.expression, in: scope)
    }
    let edge = call.arguments.first { $0.label?.text == "edge" }.flatMap {
      ViewValues.caseName($0.expression)
    }
    switch name {
    case "background": return AttachedViews(before: views)
    case "safeAreaInset" where edge == "top" || edge == "leading": return AttachedViews(before: views)
    default: return AttachedViews(after: views)
    }
  }

  /// A view a button style of the app's own draws, and the controls in it that no system
  /// style of a known height draws: their size is the style's (`LayoutHints.sizeIsUnknown`).
  private static func markStyledByApp(_ element: inout Element) {
    element.layout.sizeIsUnknown = true
    for index in element.elements.indices where element.elements[index].layout.controlHeight == nil {
      markStyledByApp(&element.elements[index])
    }
  }

  /// A toolbar's controls: their size is the bar's (`LayoutHints.sizeIsUnknown`).
  private static func markSizedByBar(_ element: inout Element) {
    if element.isActionable { element.layout.sizeIsUnknown = true }
    for index in element.elements.indices { markSizedByBar(&element.elements[index]) }
  }

  /// `ToolbarItem(placement: .bottomBar)`: an item shown below the content.
  private static func isBottomToolbarItem(_ item: ExprSyntax) -> Bool {
    guard let call = item.as(FunctionCallExprSyntax.self),
      let placement = call.arguments.first(where: { $0.label?.text == "placement" })
    else { return false }
    return ViewValues.caseName(placement.expression).map(Vocabulary.bottomToolbarPlacements.contains) ?? false
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
}
