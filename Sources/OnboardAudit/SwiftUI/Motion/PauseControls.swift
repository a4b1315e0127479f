import SwiftSyntax

/// Whether the code offers a way to pause an auto-advance (docs/swiftui.md, "Timers"), read
/// from its structure rather than from names: a `Button`, a
/// `Toggle` or a gesture of the view that switches a Bool (`isPaused.toggle()`,
/// `running = false`, `Toggle(isOn: $autoplay)`) which the timer's handler or its sleep loop
/// checks (`guard !isPaused`, `if running`, `while autoplay`), or that cancels the timer
/// (`timer.upstream.connect().cancel()`, `ticker?.cancel()`, `timer.invalidate()`). Names
/// mean nothing here: a handler that calls `pauseRotation()` offers no pause unless a control
/// changes what it reads.
enum PauseControls {
  /// `handler`: the code run on each tick (an `onReceive` closure, a `task`'s loop, the
  /// function an `asyncAfter` chain calls); `timers`: the names the timer is held by.
  static func offered(handler: Syntax, timers: Set<String>, in view: ViewDeclaration?) -> Bool {
    guard let view else { return false }
    let checked = CheckedNames(view: view)
    checked.walk(handler)
    let controls = ControlActions(view: view, timers: timers)
    controls.walk(view.node)
    if let body = view.body { controls.walk(body) }
    return controls.cancels || !controls.switched.isDisjoint(with: checked.names)
  }

  /// The state an action switches: `paused`, `self.paused`, `model.paused` → `paused`.
  fileprivate static func stateName(_ expression: ExprSyntax) -> String? {
    ViewValues.referencedName(expression)
      ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The names along a chain of members and calls: `timer.upstream.connect()` → timer,
  /// upstream, connect; `ticker?` → ticker.
  fileprivate static func names(along expression: ExprSyntax) -> Set<String> {
    var names: Set<String> = []
    var current: ExprSyntax? = expression
    while let node = current {
      if let member = node.as(MemberAccessExprSyntax.self) {
        names.insert(member.declName.baseName.text)
        current = member.base
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else {
        if let reference = node.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
        current = nil
      }
    }
    return names
  }

  /// The code of the view's function that a call names (`advance()`), one level deep.
  fileprivate static func member(called call: FunctionCallExprSyntax, in view: ViewDeclaration)
    -> CodeBlockItemListSyntax?
  {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    return view.members[name]?.statements
  }

  /// The names the conditions of the handler read, and those of the functions it calls.
  private final class CheckedNames: SyntaxVisitor {
    let view: ViewDeclaration
    var names: Set<String> = []
    private var followed: Set<String> = []

    init(view: ViewDeclaration) {
      self.view = view
      super.init(viewMode: .sourceAccurate)
    }

    private func add(_ node: some SyntaxProtocol) {
      for token in node.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind { names.insert(name) }
      }
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      add(node.conditions)
      return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
      add(node.conditions)
      return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
      add(node.conditions)
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        followed.insert(name).inserted, let statements = PauseControls.member(called: node, in: view)
      {
        walk(statements)
      }
      return .visitChildren
    }
  }

  /// What the view's controls do: the Bools they switch and whether one cancels the timer.
  private final class ControlActions: SyntaxVisitor {
    let view: ViewDeclaration
    let timers: Set<String>
    var switched: Set<String> = []
    var cancels = false

    /// The calls whose closures run when the user acts.
    static let controls: Set<String> = [
      "Button", "onTapGesture", "onLongPressGesture", "onEnded", "accessibilityAction", "Toggle",
    ]

    init(view: ViewDeclaration, timers: Set<String>) {
      self.view = view
      self.timers = timers
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression
      let name =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      guard let name, Self.controls.contains(name) else { return .visitChildren }
      for argument in node.arguments {
        if argument.label?.text == "isOn", let binding = argument.expression.as(PrefixOperatorExprSyntax.self)
        {
          // `Toggle(isOn: $autoplay)`.
          if let name = PauseControls.stateName(binding.expression) { switched.insert(name) }
        } else if argument.label?.text == "action",
          let function = ViewValues.referencedName(argument.expression),
          let statements = view.members[function]?.statements
        {
          read(Syntax(statements))
        } else if let closure = argument.expression.as(ClosureExprSyntax.self) {
          read(Syntax(closure))
        }
      }
      if let trailing = node.trailingClosure { read(Syntax(trailing)) }
      return .visitChildren
    }

    /// The switches and cancellations in an action, and in the view's functions it calls.
    private func read(_ action: Syntax) {
      let finder = ActionFinder(viewMode: .sourceAccurate)
      finder.walk(action)
      switched.formUnion(finder.switched)
      if finder.cancelled.contains(where: { !$0.isDisjoint(with: timers) || $0.contains("upstream") }) {
        cancels = true
      }
      for call in finder.calls {
        guard let statements = PauseControls.member(called: call, in: view) else { continue }
        let inner = ActionFinder(viewMode: .sourceAccurate)
        inner.walk(statements)
        switched.formUnion(inner.switched)
        if inner.cancelled.contains(where: { !$0.isDisjoint(with: timers) }) {
          cancels = true
        }
      }
    }
  }

  /// In an action: `x.toggle()`, `x = true`, `x = !y` (switched), `t.cancel()`,
  /// `t.invalidate()` (cancelled, by the names along `t`), and the plain calls.
  private final class ActionFinder: SyntaxVisitor {
    var switched: Set<String> = []
    var cancelled: [Set<String>] = []
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        switch member.declName.baseName.text {
        case "toggle":
          if let name = PauseControls.stateName(base) { switched.insert(name) }
        case "cancel", "invalidate": cancelled.append(PauseControls.names(along: base))
        default: break
        }
      } else if node.calledExpression.is(DeclReferenceExprSyntax.self) {
        calls.append(node)
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let parts = Array(node.elements)
      if parts.count == 3, parts[1].is(AssignmentExprSyntax.self) {
        let isBool =
          parts[2].is(BooleanLiteralExprSyntax.self)
          || parts[2].as(PrefixOperatorExprSyntax.self)?.operator.text == "!"
        if isBool, let name = PauseControls.stateName(parts[0]) { switched.insert(name) }
      }
      return .visitChildren
    }
  }
}
