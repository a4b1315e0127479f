import SwiftSyntax

/// A pager the user moves with an animation (docs/swiftui.md, "Motion"): a control whose
/// action changes the page inside a `withAnimation` (`withAnimation { page += 1 }`) slides the
/// pages, motion the user starts (`interaction`).
enum PagerMotion {
  /// The slides of a root view's pager: one per `withAnimation` that writes the state that
  /// selects the page, outside the code run on appear.
  static func slides(in view: ViewDeclaration) -> [FlowAnimation] {
    guard let state = selectionState(of: view) else { return [] }
    let scope = ViewScope(view: view, source: view.source)
    var bodies: [Syntax] = view.body.map { [Syntax($0)] } ?? []
    bodies += view.members.values.map { Syntax($0.statements) }.sorted { $0.position < $1.position }
    var slides: [FlowAnimation] = []
    for body in bodies {
      let finder = CallFinder(names: ["withAnimation"], viewMode: .sourceAccurate)
      finder.walk(body)
      for call in finder.found where !runsByItself(call) {
        for spec in ViewExpander.withAnimations(in: Syntax(call), scope: scope)
        where spec.names?.contains(state) == true {
          slides.append(spec.animation(.slide, trigger: .interaction, at: spec.location))
        }
      }
    }
    return slides
  }

  /// Gives a page's screen the slides, on its first element, unless its content already has
  /// a transition the user starts (the page change's own motion).
  static func attach(_ slides: [FlowAnimation], to screen: inout Screen) {
    guard !slides.isEmpty, !screen.elements.isEmpty,
      !screen.allElements.contains(where: { $0.animations.contains { $0.trigger == .interaction } })
    else { return }
    screen.elements[0].animations += slides
  }

  /// The state that selects the page: a `TabView`'s `selection:` binding, else the subject of
  /// a `switch` over a state of the view.
  private static func selectionState(of view: ViewDeclaration) -> String? {
    guard let body = view.body else { return nil }
    let tabs = CallFinder(names: ["TabView"], viewMode: .sourceAccurate)
    tabs.walk(body)
    for call in tabs.found {
      if let selection = call.arguments.first(where: { $0.label?.text == "selection" }),
        let name = selection.expression.tokens(viewMode: .sourceAccurate).compactMap(\.identifierText).first
      {
        return name.hasPrefix("$") ? String(name.dropFirst()) : name
      }
    }
    let switches = SwitchFinder(viewMode: .sourceAccurate)
    switches.walk(body)
    return switches.subjects.first { view.variableProperties.contains($0) }
  }

  private static func runsByItself(_ call: FunctionCallExprSyntax) -> Bool {
    var parent = call.parent
    while let current = parent {
      if let outer = current.as(FunctionCallExprSyntax.self),
        let name = outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        Vocabulary.selfStartingModifiers.contains(name)
      {
        return true
      }
      parent = current.parent
    }
    return false
  }

  private final class SwitchFinder: SyntaxVisitor {
    var subjects: [String] = []
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text { subjects.append(name) }
      return .visitChildren
    }
  }
}
