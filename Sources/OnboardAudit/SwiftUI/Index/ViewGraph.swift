import SwiftSyntax

/// Which view of the sources uses which (docs/swiftui.md, "Screens a coordinator presents"): a
/// view uses another when its code, or the code of its extensions in its file, names it. The
/// roots of this graph are the views no other view uses: the screens a coordinator or a UIKit
/// host presents, when no view contains the flow.
struct ViewGraph {
  /// Per view, the other views of the sources its code names.
  private(set) var uses: [String: Set<String>] = [:]

  init(_ declarations: ViewDeclarations) {
    let names = Set(declarations.order)
    for name in declarations.order {
      guard let view = declarations[name] else { continue }
      var used: Set<String> = []
      for token in view.node.memberBlock.tokens(viewMode: .sourceAccurate)
      where token.text != name && names.contains(token.text) {
        used.insert(token.text)
      }
      uses[name] = used
    }
  }

  /// Whether another view among `among` names `name`.
  func isUsed(_ name: String, among: [String]) -> Bool {
    among.contains { $0 != name && uses[$0]?.contains(name) == true }
  }

  /// The views `among` that no other of them uses, in their order.
  func roots(among: [String]) -> [String] {
    among.filter { !isUsed($0, among: among) }
  }

  /// How many views a view reaches, through the views it uses and theirs.
  func reach(of name: String) -> Int { reached(from: name).count }

  /// The views a view reaches, through the views it uses and theirs; not itself.
  func reached(from name: String) -> Set<String> {
    var seen: Set<String> = [name]
    var next = [name]
    while let current = next.popLast() {
      for used in uses[current] ?? [] where seen.insert(used).inserted { next.append(used) }
    }
    seen.remove(name)
    return seen
  }
}

/// The views a coordinator presents, in the order its code names them: the root view of a
/// UIKit host (`UIHostingController(rootView: WelcomeView())`) and the views a `switch`
/// returns case by case (`case .welcome: return AnyView(WelcomeView())`), in the order of the
/// files and, in each, of the code.
final class CoordinatorOrder: SyntaxVisitor {
  private(set) var names: [String] = []

  static func names(in tree: SourceFileSyntax) -> [String] {
    let visitor = CoordinatorOrder(viewMode: .sourceAccurate)
    visitor.walk(tree)
    return visitor.names
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    TypeReferences.isPreview(Syntax(node)) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let host = Self.calleeName(node.calledExpression), Vocabulary.hostingControllers.contains(host),
      let root = node.arguments.first(where: { $0.label?.text == "rootView" }),
      let name = Self.viewName(root.expression)
    {
      names.append(name)
    }
    return .visitChildren
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    // A case that gives one view: `return X()`, or `X()` alone.
    guard let item = node.statements.last?.item else { return .visitChildren }
    var expression: ExprSyntax?
    switch item {
    case .expr(let value): expression = value
    case .stmt(let statement):
      expression =
        statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
    case .decl: expression = nil
    }
    if let expression, let name = Self.viewName(expression) { names.append(name) }
    return .visitChildren
  }

  /// The view a call makes, under its modifiers and an `AnyView(…)` around it: a name that
  /// starts with a capital letter.
  private static func viewName(_ expression: ExprSyntax) -> String? {
    var current = expression
    for _ in 0..<32 {
      guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
        continue
      }
      guard let name = calleeName(call.calledExpression) else { return nil }
      if SwiftUIViews.view(named: name)?.kind == .content, let inner = call.arguments.first?.expression {
        current = inner
        continue
      }
      return name.first?.isUppercase == true ? name : nil
    }
    return nil
  }

  /// `X` of `X(…)` and of `X<Y>(…)`.
  private static func calleeName(_ callee: ExprSyntax) -> String? {
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
    return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
