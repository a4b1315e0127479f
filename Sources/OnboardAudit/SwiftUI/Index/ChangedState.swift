import SwiftSyntax

/// The properties a view's own code changes while it shows: assigned (`showsNotes = true`,
/// `self.step += 1`), toggled (`showsNotes.toggle()`), passed `inout` (`&count`), or handed
/// on as a binding (`$showsNotes`). Such a property's declared value is only the first state
/// shown, never a value fixed for the app as shipped (docs/swiftui.md, "Build configuration").
enum ChangedState {
  /// Whether the view's code changes the property `name`.
  static func changes(_ name: String, in view: ViewDeclaration) -> Bool {
    guard view.variableProperties.contains(name) else { return false }
    let finder = Finder(name: name)
    for block in view.memberBlocks where !finder.found { finder.walk(block) }
    return finder.found
  }

  private final class Finder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if found { return .skipChildren }
      let text = node.baseName.text
      if text == "$" + name {
        found = true
      } else if text == name, let reference = Self.reference(Syntax(node)), Self.isChanged(reference) {
        found = true
      }
      return .visitChildren
    }

    /// The expression that names the property: `name` itself, or `self.name` around it.
    private static func reference(_ node: Syntax) -> Syntax? {
      guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id else {
        return node
      }
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
        return nil
      }
      return Syntax(member)
    }

    /// Whether the reference is written to: `x = …`, `x += …`, `x.toggle()`, `&x`.
    private static func isChanged(_ reference: Syntax) -> Bool {
      guard let parent = reference.parent else { return false }
      if parent.is(InOutExprSyntax.self) { return true }
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
        member.declName.baseName.text == "toggle",
        let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
      {
        return true
      }
      guard let sequence = parent.as(ExprListSyntax.self), sequence.count >= 3,
        let index = sequence.firstIndex(where: { $0.id == reference.id }),
        sequence.index(after: index) != sequence.endIndex
      else { return false }
      let operation = sequence[sequence.index(after: index)]
      if operation.is(AssignmentExprSyntax.self) { return true }
      guard let text = operation.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
      return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
  }
}
