import SwiftSyntax

/// Pagers that a screen's code holds but does not declare (docs/swiftui.md, "Screens"): each of
/// their pages is a screen.
/// - A step container from a package, `ManagedNavigationStack { Welcome(); Permissions() }`:
///   a view the sources do not declare, named as a navigation stack, flow or pager is, whose
///   content is two or more views of the sources (also under `if` and `#if`): each is a step.
/// - A UIKit pager, `PageViewController(controllers: pages.map { UIHostingController(rootView: $0) },
///   currentPage: $page)`: a view the sources do not declare as one (a
///   `UIViewControllerRepresentable`) given a literal array of views and a binding: each view
///   is a page, and the bound state is that page's index while the page shows, so `if page == 2`
///   shows on the third page only.
struct InnerPager {
  var container: SyntaxIdentifier
  var pages: [InnerPage]
  /// The view whose state the pager's binding names, and that state.
  var owner: String?
  var state: String?
}

struct InnerPage {
  /// The step's view (`Welcome`), else `page1`, `page2`…
  var id: String
  var expression: ExprSyntax
  var scope: ViewScope
  var location: SourceLocation
}

/// The first pager met on a screen, and the page of it to show.
struct InnerPagerState {
  var pager: InnerPager?
  /// Nil while the screen is expanded the first time, to find the pager.
  var index: Int?

  /// The state a view's pager binds and the index of the page shown, while one is.
  func selectedState(in view: String) -> (String, Int)? {
    guard let index, let pager, pager.owner == view, let state = pager.state else { return nil }
    return (state, index)
  }
}

enum InnerPagers {
  /// Whether a comparison of indices known on this page is false: `page == 2` where the page
  /// shown binds `page` to 0 (a `@State var page = 0` alone changes, so it is not known).
  static func isFalse(_ condition: ExprSyntax, in scope: ViewScope) -> Bool {
    var expression = condition
    var inner = scope
    for _ in 0..<8 {
      guard let name = ViewValues.referencedName(expression),
        case .expression(let value, let bound)? =
          inner.bindings[name]
      else { break }
      expression = value
      inner = bound
    }
    // Folded as the compiler folds it (FoldedOperators.swift): `page == steps.count - 1`.
    guard let infix = FoldedOperators.infix(expression),
      let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      let left = ViewValues.fixedIndex(infix.leftOperand, in: inner),
      let right = ViewValues.fixedIndex(infix.rightOperand, in: inner)
    else { return false }
    switch operation {
    case "==": return left != right
    case "!=": return left == right
    case "<": return left >= right
    case "<=": return left > right
    case ">": return left <= right
    case ">=": return left < right
    default: return false
    }
  }

  /// `UIHostingController(rootView: page)` → `page`.
  static func hosted(_ expression: ExprSyntax) -> ExprSyntax {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIHostingController",
      let root = call.arguments.first(where: { $0.label?.text == "rootView" })
    else { return expression }
    return root.expression
  }

  /// A view's call with its modifiers taken off: `IntroCard(…).padding()` → `IntroCard(…)`.
  static func viewCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    var base = expression
    while let call = base.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base,
      inner.is(FunctionCallExprSyntax.self)
    {
      base = inner
    }
    return base.as(FunctionCallExprSyntax.self)
  }

  /// The name a call's view is called by (`Welcome` in `Welcome()`).
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// `$page`: the state a binding argument names.
  static func boundState(_ call: FunctionCallExprSyntax) -> String? {
    for argument in call.arguments {
      guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
        reference.baseName.text.hasPrefix("$")
      else { continue }
      return String(reference.baseName.text.dropFirst())
    }
    return nil
  }
}

extension ViewExpander {
  /// The page to show of a pager or step container the sources do not declare, and the
  /// pager noted for the screen when it is the first; nil when the call is neither.
  func innerPage(_ call: FunctionCallExprSyntax, named name: String, in scope: ViewScope) -> [Element]? {
    guard let pages = stepPages(call, named: name, in: scope) ?? arrayPages(call, in: scope) else {
      return nil
    }
    if inner.pager == nil {
      inner.pager = InnerPager(
        container: call.id, pages: pages, owner: scope.view?.name,
        state: InnerPagers.boundState(call))
    }
    let index = inner.pager?.container == call.id ? inner.index ?? 0 : 0
    guard index < pages.count else { return [] }
    let page = pages[index]
    return elements(of: page.expression, in: page.scope)
  }

  /// The steps of a package's step container: its content's views of the sources.
  private func stepPages(_ call: FunctionCallExprSyntax, named name: String, in scope: ViewScope)
    -> [InnerPage]?
  {
    guard Vocabulary.stepContainerWords.contains(where: { name.contains($0) }),
      let content = call.trailingClosure
        ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
      content.signature == nil,
      let steps = steps(in: content.statements), steps.count >= 2
    else { return nil }
    return steps.map { step in
      InnerPage(
        id: InnerPagers.viewCall(step).flatMap(InnerPagers.calledName) ?? "step",
        expression: step, scope: scope, location: scope.source.location(of: Syntax(step)))
    }
  }

  /// The views of the sources a builder shows, through `if` and `#if` (the clause a release
  /// build compiles); nil when it shows anything else.
  private func steps(in statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
    var found: [ExprSyntax] = []
    for item in statements {
      switch item.item {
      case .expr(let expression):
        guard let more = steps(of: expression) else { return nil }
        found += more
      case .stmt(let statement):
        guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression,
          let more = steps(of: expression)
        else { return nil }
        found += more
      case .decl(let declaration):
        guard let config = declaration.as(IfConfigDeclSyntax.self) else { return nil }
        guard let inner = ReleaseBuild.statements(of: config) else { continue }
        guard let more = steps(in: inner) else { return nil }
        found += more
      }
    }
    return found
  }

  private func steps(of expression: ExprSyntax) -> [ExprSyntax]? {
    if let branch = expression.as(IfExprSyntax.self) {
      guard var found = steps(in: branch.body.statements) else { return nil }
      switch branch.elseBody {
      case .codeBlock(let block)?:
        guard let more = steps(in: block.statements) else { return nil }
        found += more
      case .ifExpr(let next)?:
        guard let more = steps(of: ExprSyntax(next)) else { return nil }
        found += more
      case nil: break
      }
      return found
    }
    guard let call = InnerPagers.viewCall(expression), let name = InnerPagers.calledName(call),
      declarations[name] != nil
    else { return nil }
    return [expression]
  }

  /// The pages of a UIKit pager: an argument that is a literal array of views (also mapped,
  /// `pages.map { UIHostingController(rootView: $0) }`), beside a binding.
  private func arrayPages(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> [InnerPage]? {
    guard InnerPagers.boundState(call) != nil else { return nil }
    for argument in call.arguments {
      guard let items = viewItems(argument.expression, in: scope), items.count >= 2 else { continue }
      return items.enumerated().map { index, item in
        InnerPage(
          id: "page\(index + 1)", expression: item.expression, scope: item.scope,
          location: item.scope.source.location(of: Syntax(item.expression)))
      }
    }
    return nil
  }

  /// The views of a literal array, or of a literal array mapped by a closure, each in the
  /// scope it is read in; nil when any item is not a view's call.
  private func viewItems(_ expression: ExprSyntax, in scope: ViewScope) -> [(
    expression: ExprSyntax, scope: ViewScope
  )]? {
    guard let (value, inner) = ViewValues.resolve(expression, in: scope) else { return nil }
    var items: [(expression: ExprSyntax, scope: ViewScope)] = []
    if let array = value.as(ArrayExprSyntax.self) {
      items = array.elements.map { (InnerPagers.hosted($0.expression), inner) }
    } else if let call = value.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "map",
      let base = member.base,
      let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
      closure.statements.count == 1, let body = FlowPages.expressions(closure.statements).first,
      let (data, dataScope) = ViewValues.resolve(base, in: inner), let array = data.as(ArrayExprSyntax.self)
    {
      let parameter = ViewValues.parameters(of: closure).first ?? "$0"
      let shown = InnerPagers.hosted(body)
      for element in array.elements {
        if ViewValues.referencedName(shown) == parameter {
          items.append((InnerPagers.hosted(element.expression), dataScope))
        } else {
          var mapped = inner
          mapped.bindings[parameter] = .expression(element.expression, dataScope)
          items.append((shown, mapped))
        }
      }
    } else {
      return nil
    }
    let allViews = items.allSatisfy { item in
      guard let call = InnerPagers.viewCall(item.expression), let name = InnerPagers.calledName(call) else {
        return false
      }
      return declarations[name] != nil || SwiftUIViews.view(named: name) != nil
    }
    return allViews && !items.isEmpty ? items : nil
  }
}
