import SwiftSyntax

/// What starts a transition (docs/swiftui.md, "Motion"): it runs when the view it is on is
/// inserted or removed, so the user starts it (`interaction`) unless the state the view shows
/// under changes when the screen appears, or the screen advances by itself (`appear`).
extension ViewExpander {
  /// Gives the transitions of a screen's elements (made with the `interaction` trigger) the
  /// trigger of what changes the state they show under.
  func triggerTransitions(_ elements: inout [Element]) {
    let advances = elements.contains(where: Self.advances)
    for index in elements.indices { trigger(&elements[index], advances: advances) }
  }

  private static func advances(_ element: Element) -> Bool {
    element.autoAdvance != nil || element.elements.contains(where: advances)
  }

  private func trigger(_ element: inout Element, advances: Bool) {
    let startsByItself = advances || changesOnAppear(element.shownWhen)
    for index in element.animations.indices where element.animations[index].trigger == .interaction {
      if startsByItself { element.animations[index].trigger = .appear }
    }
    for index in element.elements.indices { trigger(&element.elements[index], advances: advances) }
  }

  /// Whether a condition an element shows under (`WelcomeView.showsBadge`) reads a state its
  /// view changes when it appears.
  private func changesOnAppear(_ conditions: BranchConditions) -> Bool {
    conditions.terms.keys.contains { term in
      guard let dot = term.firstIndex(of: "."), let view = declarations[String(term[..<dot])] else {
        return false
      }
      let names = term[term.index(after: dot)...].split { !($0.isLetter || $0.isNumber || $0 == "_") }
      return changesOnAppear(Set(names.map(String.init)), in: ViewScope(view: view, source: view.source))
    }
  }
}
