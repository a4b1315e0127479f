import SwiftSyntax

/// What a navigation push shows (docs/swiftui.md, "Pushed screens"): the destination of a
/// `NavigationLink`, or of a `navigationDestination` modifier (one per case of the `switch`
/// it shows). Each destination that is a view of the sources is a screen after the screen
/// that pushes it, as a sheet it presents is (`PresentedScreens`).
struct PushedContent {
  enum Content {
    /// `NavigationLink(destination: NextView())`.
    case expression(ExprSyntax)
    /// `NavigationLink("Next") { NextView() }`, a destination closure, a case of its `switch`.
    case statements(CodeBlockItemListSyntax)
  }

  var content: Content
  var scope: ViewScope
  /// Where the destination is named: the link, or the case of the destination's `switch`.
  var location: SourceLocation
}

extension ViewExpander {
  /// Keeps the destination of a `NavigationLink` as a push of the screen: its `destination:`
  /// argument, else its trailing closure when the title or a `label:` closure is the label.
  /// A link by `value:` pushes what a `navigationDestination` shows, kept there.
  func recordPush(link call: FunctionCallExprSyntax, in scope: ViewScope) {
    let location = scope.source.location(of: Syntax(call))
    let content: PushedContent.Content
    if let destination = call.arguments.first(where: { $0.label?.text == "destination" })?.expression {
      if let closure = destination.as(ClosureExprSyntax.self) {
        content = .statements(closure.statements)
      } else {
        content = .expression(destination)
      }
    } else if let trailing = call.trailingClosure,
      call.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
        || call.arguments.first.map({ $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) == true
    {
      content = .statements(trailing.statements)
    } else {
      return
    }
    presentations.append(
      Presentation(
        modifier: "NavigationLink", call: call, scope: scope,
        pushed: PushedContent(content: content, scope: scope, location: location)))
  }

  /// Keeps what a `navigationDestination` modifier shows as pushes of the screen: each case
  /// of the `switch` its closure shows, in the order written, else the closure's view. The
  /// value it is given is known only at run time.
  func recordPushes(destination call: FunctionCallExprSyntax, in scope: ViewScope) {
    guard let closure = PresentedContent.closure(call, label: "destination", trailing: true) else { return }
    let inner = PresentedContent.scope(scope, closure: closure)
    let name = Vocabulary.navigationDestinationModifier
    let choice = FlowPages.switchStatement(in: closure.statements, view: scope.view)
    // The cases of a stack's own destination are its pages already (`FlowPages`).
    if choice != nil, Self.isInStackContent(call) { return }
    guard let choice else {
      presentations.append(
        Presentation(
          modifier: name, call: call, scope: scope,
          pushed: PushedContent(
            content: .statements(closure.statements), scope: inner,
            location: ViewExpander.location(of: call, in: scope))))
      return
    }
    for item in choice.cases {
      guard case .switchCase(let switchCase) = item else { continue }
      presentations.append(
        Presentation(
          modifier: name, call: call, scope: scope,
          pushed: PushedContent(
            content: .statements(switchCase.statements), scope: inner,
            location: scope.source.location(of: Syntax(switchCase)))))
    }
  }

  /// Whether a modifier is written in the content closure of a `NavigationStack`.
  private static func isInStackContent(_ call: FunctionCallExprSyntax) -> Bool {
    var node = call.parent
    while let current = node {
      if let closure = current.as(ClosureExprSyntax.self),
        let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
        stack.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationStack"
      {
        return true
      }
      node = current.parent
    }
    return false
  }
}
