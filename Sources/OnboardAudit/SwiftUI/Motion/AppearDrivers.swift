import SwiftSyntax

/// Which `withAnimation` of a screen's `onAppear`/`task` drives an effect (docs/swiftui.md,
/// Motion): the one whose body changes a state the effect reads, followed through the
/// arguments that pass it down (`BreathBadge(pulse: pulse)` reads the caller's `pulse`). An
/// effect reading only what no such body changes (page dots scaled by a step a button
/// changes) does not move when the screen appears.
extension ViewExpander {
  /// Gives each effect below an element that no animation drives yet the timing of the first
  /// appear driver that changes what it reads (or whose body is not known).
  func driveOnAppear(_ element: inout Element) {
    for index in element.animations.indices where element.animations[index].duration == nil {
      let old = element.animations[index]
      guard let reads = undriven[old.location],
        let driver = appearDrivers.first(where: { $0.names.map { !$0.isDisjoint(with: reads) } ?? true })
      else { continue }
      element.animations[index] = Self.driven(old, by: driver, guarded: false)
    }
    for index in element.elements.indices { driveOnAppear(&element.elements[index]) }
  }

  /// The names an effect's arguments read, each followed through the bindings that pass it
  /// from a caller (`pulse` → the caller's `pulse` → …).
  static func statesRead(_ arguments: some SyntaxProtocol, in scope: ViewScope) -> Set<String> {
    var names: Set<String> = []
    for name in arguments.tokens(viewMode: .sourceAccurate).compactMap(\.identifierText) {
      var current = name
      var currentScope = scope
      names.insert(current)
      for _ in 0..<16 {
        guard case .expression(let value, let inner)? = currentScope.bindings[current],
          let next = ViewValues.referencedName(value)
        else { break }
        names.insert(next)
        current = next
        currentScope = inner
      }
    }
    return names
  }
}

extension TokenSyntax {
  /// The name of an identifier token; nil for keywords, literals and punctuation.
  var identifierText: String? {
    if case .identifier(let name) = tokenKind { return name }
    return nil
  }
}
