import SwiftSyntax

/// A modifier that presents content over the screen it modifies (docs/swiftui.md, "Presented
/// content"), kept with the scope it is written in until the screen is done.
struct Presentation {
  /// `sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog` or `actionSheet`;
  /// for a push, `NavigationLink` or `navigationDestination`.
  var modifier: String
  var call: FunctionCallExprSyntax
  var scope: ViewScope
  /// What a navigation push shows (`NavigationPushes.swift`); nil for a presentation, whose
  /// content is its modifier's `content` closure.
  var pushed: PushedContent?

  /// Where it is written: at the modifier's dot; a push where its destination is named.
  var location: SourceLocation { pushed?.location ?? ViewExpander.location(of: call, in: scope) }

  /// Whether the system lays it out (an alert, a dialog), as opposed to a view of the app.
  var isDialog: Bool { PresentedContent.dialogs.contains(modifier) }
}

/// What a presented view or dialog shows: a sheet's view, expanded as a screen's; an alert's
/// or a dialog's title, message and buttons, in the order the system reads them.
enum PresentedContent {
  /// The modifiers that present a view of the app.
  static let views = Vocabulary.presentingModifiers
  /// The modifiers that present a dialog the system lays out.
  static let dialogs = Vocabulary.dialogModifiers
  static var modifiers: [String] { views + dialogs }

  /// The closure a modifier takes by label, or as its trailing closure when `trailing`.
  static func closure(_ call: FunctionCallExprSyntax, label: String, trailing: Bool) -> ClosureExprSyntax? {
    if let argument = call.arguments.first(where: { $0.label?.text == label }) {
      return argument.expression.as(ClosureExprSyntax.self)
    }
    if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) {
      return extra.closure
    }
    return trailing ? call.trailingClosure : nil
  }

  /// A closure's parameters (`{ request in … }`): the item presented, known only at run time.
  static func scope(_ scope: ViewScope, closure: ClosureExprSyntax) -> ViewScope {
    var inner = scope
    for name in ViewValues.parameters(of: closure) { inner.bindings[name] = .unknown(name) }
    return inner
  }

  /// The one call of a view an old-style alert's closure returns (`Alert(title: …)`,
  /// `ActionSheet(title: …)`).
  static func legacyDialog(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    let expressions = FlowPages.expressions(closure.statements)
    guard expressions.count == 1, let call = expressions[0].as(FunctionCallExprSyntax.self) else {
      return nil
    }
    let name =
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return name.map(Vocabulary.dialogViews.contains) == true ? call : nil
  }
}

extension ViewExpander {
  /// The elements a presentation shows, and the name of the view it presents (nil for a
  /// dialog, or content that is not one view of the sources).
  func presentedElements(_ presentation: Presentation) -> (elements: [Element], view: String?) {
    let call = presentation.call
    if presentation.isDialog { return (dialogElements(presentation), nil) }
    if let pushed = presentation.pushed {
      switch pushed.content {
      case .expression(let expression):
        return (
          elements(of: expression, in: pushed.scope), presentedView([expression], in: pushed.scope, depth: 0)
        )
      case .statements(let statements):
        return (
          elements(of: statements, in: pushed.scope),
          presentedView(FlowPages.expressions(statements), in: pushed.scope, depth: 0)
        )
      }
    }
    guard let closure = PresentedContent.closure(call, label: "content", trailing: true) else {
      return ([], nil)
    }
    let scope = PresentedContent.scope(presentation.scope, closure: closure)
    return (
      elements(of: closure.statements, in: scope),
      presentedView(FlowPages.expressions(closure.statements), in: scope, depth: 0)
    )
  }

  /// The view of the sources a sheet's content is, through helpers and the navigation
  /// container around it (`NavigationStack { TermsView() }`).
  private func presentedView(_ expressions: [ExprSyntax], in scope: ViewScope, depth: Int)
    -> String?
  {
    guard depth < 8, expressions.count == 1 else { return nil }
    var expression = expressions[0]
    while let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      expression = base
    }
    let call = expression.as(FunctionCallExprSyntax.self)
    guard
      let name = call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? ViewValues.referencedName(expression)
    else { return nil }
    if declarations[name] != nil { return name }
    // A view that shows the one view it is given (`AnyView(destination)`).
    if let call, Self.contentViews.contains(name), call.arguments.count == 1,
      let argument = call.arguments.first, argument.label == nil
    {
      return presentedView([argument.expression], in: scope, depth: depth + 1)
    }
    // A view handed in by the caller (`destination: IntroView()` of a button of the app's).
    if call == nil, case .expression(let bound, let boundScope)? = scope.bindings[name] {
      return presentedView([bound], in: boundScope, depth: depth + 1)
    }
    if Vocabulary.presentationWrappers.contains(name),
      let trailing = call?.trailingClosure
    {
      return presentedView(FlowPages.expressions(trailing.statements), in: scope, depth: depth + 1)
    }
    if let member = scope.view?.members[name] {
      return presentedView(FlowPages.expressions(member.statements), in: scope, depth: depth + 1)
    }
    return nil
  }

  /// Apple's views that show the view they are given (`AnyView`).
  private static let contentViews = Set(
    Vocabulary.appleViews.filter { if case .content = $0.kind { true } else { false } }.flatMap(\.names))

  /// An alert's or a dialog's title (a heading), message and controls, without frames: the
  /// system lays them out. Text fields come before the buttons; of two buttons in an alert the
  /// cancel one is on the leading side, and of more (or in a dialog) it is last. An alert with
  /// no buttons gets the system's "OK".
  private func dialogElements(_ presentation: Presentation) -> [Element] {
    let call = presentation.call
    var title: FlowText?
    var message: [Element] = []
    var controls: [Element] = []
    var cancels: Set<SourceLocation> = []
    if let closure = PresentedContent.closure(call, label: "content", trailing: true),
      let legacy = PresentedContent.legacyDialog(closure)
    {
      let scope = PresentedContent.scope(presentation.scope, closure: closure)
      for argument in legacy.arguments {
        switch argument.label?.text {
        case "title": title = shownText(argument.expression, in: scope)
        case "message": message = shownElements(argument.expression, in: scope)
        case "dismissButton", "primaryButton", "secondaryButton":
          if let button = legacyButton(argument.expression, in: scope, cancels: &cancels) {
            controls.append(button)
          }
        case "buttons":
          for element in argument.expression.as(ArrayExprSyntax.self)?.elements ?? [] {
            if let button = legacyButton(element.expression, in: scope, cancels: &cancels) {
              controls.append(button)
            }
          }
        default: break
        }
      }
    } else {
      let scope = presentation.scope
      let visible =
        presentation.modifier != "confirmationDialog"
        || call.arguments.contains {
          $0.label?.text == "titleVisibility" && ViewValues.caseName($0.expression) == "visible"
        }
      if visible, let first = call.arguments.first, first.label == nil,
        !first.expression.is(ClosureExprSyntax.self)
      {
        title = shownText(first.expression, in: scope)
      }
      if let actions = PresentedContent.closure(call, label: "actions", trailing: true) {
        let inner = PresentedContent.scope(scope, closure: actions)
        controls = elements(of: actions.statements, in: inner).flatMap { [$0] + $0.descendants }.filter {
          [.button, .textField, .link].contains($0.role)
        }
        cancels = Self.cancelButtons(in: Syntax(actions), scope: inner)
      }
      if let closure = PresentedContent.closure(call, label: "message", trailing: false) {
        message = elements(of: closure.statements, in: PresentedContent.scope(scope, closure: closure))
      }
    }
    var result: [Element] = []
    if let title {
      var heading = Element(id: "", role: .header, location: title.location)
      heading.text = title
      result.append(heading)
    }
    result += message.flatMap { [$0] + $0.descendants }.filter { $0.text != nil || $0.label != nil }.map {
      var text = $0
      text.elements = []
      return text
    }
    let fields = controls.filter { $0.role == .textField }
    var buttons = controls.filter { $0.role != .textField }
    if let cancel = buttons.firstIndex(where: { cancels.contains($0.location) }) {
      let button = buttons.remove(at: cancel)
      if buttons.count == 1 && presentation.modifier == "alert" {
        buttons.insert(button, at: 0)
      } else {
        buttons.append(button)
      }
    }
    if buttons.isEmpty && presentation.modifier == "alert" {
      buttons = [systemButton("OK", at: presentation.location)]
    }
    return result + fields + buttons
  }

  /// The text a title or message shows: a `Text(…)` view's, else the string's.
  private func shownText(_ expression: ExprSyntax, in scope: ViewScope) -> FlowText? {
    if expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
      .text == "Text"
    {
      return shownElements(expression, in: scope).first?.text
    }
    return text(expression, in: scope)
  }

  private func shownElements(_ expression: ExprSyntax, in scope: ViewScope) -> [Element] {
    elements(of: expression, in: scope).flatMap { [$0] + $0.descendants }.filter { $0.text != nil }
  }

  /// `.default(Text(…), action:)`, `.destructive(Text(…))`, `.cancel(Text(…))` or `.cancel()`
  /// (the system's "Cancel").
  private func legacyButton(_ expression: ExprSyntax, in scope: ViewScope, cancels: inout Set<SourceLocation>)
    -> Element?
  {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    else { return nil }
    let location = scope.source.location(of: Syntax(call))
    if kind == "cancel" { cancels.insert(location) }
    guard let label = call.arguments.first(where: { $0.label == nil }) else {
      return kind == "cancel" ? systemButton("Cancel", at: location) : nil
    }
    var button = Element(id: "", role: .button, location: location)
    button.text = shownText(label.expression, in: scope)
    button.actions = [.activate]
    return button
  }

  /// A button the system adds, in the system's words: known only on the device.
  private func systemButton(_ words: String, at location: SourceLocation) -> Element {
    var button = Element(id: "", role: .button, location: location)
    var text = FlowText(location: location)
    text.expression = words
    button.text = text
    button.actions = [.activate]
    return button
  }

  /// Where the buttons with `role: .cancel` are written.
  private static func cancelButtons(in node: Syntax, scope: ViewScope) -> Set<SourceLocation> {
    var found: Set<SourceLocation> = []
    for call in node.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(LabeledExprSyntax.self) })
    where call.label?.text == "role" && ViewValues.caseName(call.expression) == "cancel" {
      if let button = call.parent?.parent?.as(FunctionCallExprSyntax.self) {
        found.insert(scope.source.location(of: Syntax(button)))
      }
    }
    return found
  }
}
