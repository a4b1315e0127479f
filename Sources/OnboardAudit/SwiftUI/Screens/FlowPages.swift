import SwiftSyntax

/// One screen of a derived flow: the views shown in place of the flow's page container.
struct FlowPage {
  var id: String
  var statements: [ExprSyntax]
  var scope: ViewScope
  var location: SourceLocation
}

/// Finds where a root view changes its screens (docs/swiftui.md): the pages of a page-style
/// `TabView`, the destinations of a `NavigationStack` path (after its first screen), or the
/// cases of a `switch` or `if` over the step state; the first in source order.
enum FlowPages {
  static func find(in root: ViewDeclaration) -> (container: SyntaxIdentifier, pages: [FlowPage])? {
    let scope = ViewScope(view: root, source: root.source)
    var bodies: [Syntax] = root.body.map { [Syntax($0)] } ?? []
    bodies += root.members.values.map { Syntax($0.statements) }.sorted { $0.position < $1.position }
    for body in bodies {
      let finder = ContainerFinder(scope: scope)
      finder.walk(body)
      if let found = finder.found { return found }
    }
    return nil
  }

  private final class ContainerFinder: SyntaxVisitor {
    let scope: ViewScope
    var found: (container: SyntaxIdentifier, pages: [FlowPage])?

    init(scope: ViewScope) {
      self.scope = scope
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard found == nil else { return .skipChildren }
      let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      if name == "TabView", FlowPages.isPager(node),
        let content = node.trailingClosure
      {
        found = (node.id, FlowPages.tabPages(content, scope: scope))
        return .skipChildren
      }
      if name == "NavigationStack", let content = node.trailingClosure {
        let finder = CallFinder(names: ["navigationDestination"], viewMode: .sourceAccurate)
        finder.walk(content)
        for destination in finder.found {
          guard let closure = destination.trailingClosure,
            let choice = FlowPages.switchStatement(in: closure.statements, view: scope.view)
          else { continue }
          let start = FlowPage(
            id: FlowPages.pageID(for: Array(content.statements), fallback: "start"),
            statements: FlowPages.expressions(content.statements), scope: scope,
            location: scope.source.location(of: Syntax(content)))
          // The stack's content is its first screen; the destination's cases replace it.
          var pages = [start]
          pages += FlowPages.casePages(choice, scope: scope)
          found = (node.id, pages)
          return .skipChildren
        }
      }
      return .visitChildren
    }

    /// What a `navigationDestination` shows is pushed over the view, not a step of it
    /// (NavigationPushes.swift).
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      var call = node.parent?.as(FunctionCallExprSyntax.self)
      if call == nil { call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
      let name = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      return name == Vocabulary.navigationDestinationModifier ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      guard found == nil else { return .skipChildren }
      let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
      // A `switch colorScheme` chooses a variant of the screen, not a step.
      guard StepBranches.showViews(cases, in: scope), !EnvironmentBranches.reads(node, in: scope) else {
        return .visitChildren
      }
      found = (node.id, FlowPages.casePages(node, scope: scope))
      return .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      guard found == nil, node.elseBody != nil,
        ReduceMotionReads.polarity(of: node.conditions, in: scope) == nil,
        !EnvironmentBranches.reads(node.conditions, in: scope),
        !MatchedGeometry.moves(Self.branches(of: node)),
        StepBranches.showViews(Self.branches(of: node), in: scope)
      else { return .visitChildren }
      var pages: [FlowPage] = []
      var branch: IfExprSyntax? = node
      while let current = branch {
        let label = current.conditions.last.flatMap { condition in
          condition.tokens(viewMode: .sourceAccurate).reversed().first { $0.tokenKind.isIdentifier }?.text
        }
        pages.append(
          FlowPage(
            id: label ?? "page\(pages.count + 1)", statements: FlowPages.expressions(current.body.statements),
            scope: scope, location: scope.source.location(of: Syntax(current.body))))
        switch current.elseBody {
        case .ifExpr(let next)?: branch = next
        case .codeBlock(let block)?:
          pages.append(
            FlowPage(
              id: "page\(pages.count + 1)", statements: FlowPages.expressions(block.statements), scope: scope,
              location: scope.source.location(of: Syntax(block))))
          branch = nil
        case nil: branch = nil
        }
      }
      found = (node.id, pages)
      return .skipChildren
    }

    /// The bodies of an `if`, its `else if`s and its `else`.
    private static func branches(of node: IfExprSyntax) -> [CodeBlockItemListSyntax] {
      var result = [node.body.statements]
      switch node.elseBody {
      case .ifExpr(let next)?: result += branches(of: next)
      case .codeBlock(let block)?: result.append(block.statements)
      case nil: break
      }
      return result
    }
  }

  /// The `switch` a destination closure shows: its own, or that of the view's function or
  /// property it calls (`destination(for: stage)`).
  static func switchStatement(in statements: CodeBlockItemListSyntax, view: ViewDeclaration?)
    -> SwitchExprSyntax?
  {
    guard let first = expressions(statements).first else { return nil }
    if let choice = first.as(SwitchExprSyntax.self) { return choice }
    let callee = first.as(FunctionCallExprSyntax.self)?.calledExpression ?? first
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let member = view?.members[name]
    else { return nil }
    return expressions(member.statements).first?.as(SwitchExprSyntax.self)
  }

  /// `.tabViewStyle(.page)`, `.tabViewStyle(.page(indexDisplayMode: .never))`,
  /// `.tabViewStyle(PageTabViewStyle())`: a paged `TabView`.
  static func isPageStyle(_ modifier: (name: String, call: FunctionCallExprSyntax)) -> Bool {
    guard modifier.name == "tabViewStyle", let style = modifier.call.arguments.first?.expression else {
      return false
    }
    let callee = style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text == "page"
        || member.declName.baseName.text == "init" && member.base.map(isPageStyleType) == true
    }
    return isPageStyleType(callee)
  }

  private static func isPageStyleType(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "PageTabViewStyle"
  }

  /// The modifiers called on a view, innermost first.
  static func modifiers(of node: FunctionCallExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
    var result: [(String, FunctionCallExprSyntax)] = []
    var current = Syntax(node)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self)
    {
      result.append((member.declName.baseName.text, call))
      current = Syntax(call)
    }
    return result
  }

  /// Each view of a page-style `TabView` is a page; a `ForEach` over a literal array gives
  /// one page per item, over other data one page whose data is unknown.
  static func tabPages(_ content: ClosureExprSyntax, scope: ViewScope) -> [FlowPage] {
    var pages: [FlowPage] = []
    for expression in expressions(content.statements) {
      var base = expression
      while let call = base.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let inner = member.base
      {
        base = inner
      }
      guard let call = base.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
        let data = call.arguments.first?.expression, let closure = call.trailingClosure
      else {
        pages.append(
          FlowPage(
            id: pageID(for: [expression], fallback: "page\(pages.count + 1)"), statements: [expression],
            scope: scope,
            location: scope.source.location(of: Syntax(expression))))
        continue
      }
      let statements = self.expressions(closure.statements)
      if let items = ViewValues.items(of: data, closure: closure, in: scope) {
        for bindings in items {
          var inner = scope
          inner.bindings.merge(bindings) { _, new in new }
          // Located at the item of the data.
          var location = scope.source.location(of: Syntax(closure))
          for case .expression(let item, let itemScope) in bindings.values {
            location = itemScope.source.location(of: Syntax(item))
          }
          pages.append(
            FlowPage(id: "page\(pages.count + 1)", statements: statements, scope: inner, location: location))
        }
      } else {
        var inner = scope
        for name in ViewValues.parameters(of: closure) { inner.bindings[name] = .unknown(name) }
        pages.append(
          FlowPage(
            id: "page\(pages.count + 1)", statements: statements, scope: inner,
            location: scope.source.location(of: Syntax(closure))))
      }
    }
    return pages
  }

  /// Each case of a `switch` is a page, named after its case (`case .welcome:` → `welcome`).
  static func casePages(_ choice: SwitchExprSyntax, scope: ViewScope) -> [FlowPage] {
    var pages: [FlowPage] = []
    for item in choice.cases {
      guard case .switchCase(let switchCase) = item else { continue }
      var id = "page\(pages.count + 1)"
      if case .case(let label) = switchCase.label,
        let name = label.caseItems.first?.pattern.tokens(viewMode: .sourceAccurate).first(where: {
          $0.tokenKind.isIdentifier
        })?.text
      {
        id = name
      } else if case .default = switchCase.label {
        id = "default"
      }
      pages.append(
        FlowPage(
          id: id, statements: expressions(switchCase.statements), scope: scope,
          location: scope.source.location(of: Syntax(switchCase))))
    }
    return pages
  }

  static func expressions(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
    statements.compactMap { item in
      switch item.item {
      case .expr(let expression): expression
      case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
      case .decl: nil
      }
    }
  }

  /// A page named by its `.tag("…")`, else by the view it shows (`WelcomePage()` → `WelcomePage`).
  static func pageID(for statements: [some SyntaxProtocol], fallback: String) -> String {
    guard let first = statements.first else { return fallback }
    var node = Syntax(first)
    if let item = node.as(CodeBlockItemSyntax.self) { node = Syntax(item.item) }
    guard var expression = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression else {
      return fallback
    }
    while let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      if member.declName.baseName.text == "tag", let value = call.arguments.first?.expression {
        if let literal = value.as(StringLiteralExprSyntax.self) { return StringLiteralText.plain(literal) }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
          return member.declName.baseName.text
        }
      }
      expression = base
    }
    if let name = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(
      DeclReferenceExprSyntax.self)?.baseName.text,
      let first = name.unicodeScalars.first, first.properties.isUppercase,
      !Vocabulary.layoutViews.contains(name)
    {
      return name
    }
    return fallback
  }
}

extension TokenKind {
  var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
