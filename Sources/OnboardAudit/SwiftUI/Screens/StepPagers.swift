import SwiftSyntax

/// A pager that shows one step of a `ForEach` at a time (docs/swiftui.md, "Screens"):
///
///     ZStack {
///       ForEach(Array(steps.enumerated()), id: \.element) { index, step in
///         if index == current { stepView(for: step) }
///       }
///     }
///
/// with `stepView(for:)` a `switch` over the step. Wherever it is on a screen (a destination
/// of the flow shows it), each case of that `switch`, or each item of literal data, is a screen
/// of its own.
enum StepPagers {
  /// What a step pager's closure shows: the body of its `if`, and the name of the closure's
  /// parameter that holds the step (its last).
  struct Shown {
    var body: CodeBlockItemListSyntax
    var element: String
  }

  /// The closure's one statement is an `if` without `else` whose one condition compares one
  /// of its parameters (`index == current`, `step == current`) with what reads none of them:
  /// only the item equal to the current step shows. Nil for other closures.
  static func shown(in closure: ClosureExprSyntax) -> Shown? {
    let statements = FlowPages.expressions(closure.statements)
    let parameters = ViewValues.parameters(of: closure)
    guard statements.count == 1, let branch = statements.first?.as(IfExprSyntax.self), branch.elseBody == nil,
      branch.conditions.count == 1, case .expression(let condition)? = branch.conditions.first?.condition,
      let comparison = FoldedOperators.infix(condition), let element = parameters.last
    else { return nil }
    // `index == current + skipped`, folded as the compiler folds it (FoldedOperators.swift).
    let parts = [comparison.leftOperand, comparison.operator, comparison.rightOperand]
    guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
    func isParameter(_ expression: ExprSyntax) -> Bool {
      expression.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false
    }
    func readsParameter(_ expression: ExprSyntax) -> Bool {
      expression.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
    }
    guard
      isParameter(parts[0]) && !readsParameter(parts[2]) || isParameter(parts[2]) && !readsParameter(parts[0])
    else { return nil }
    return Shown(body: branch.body.statements, element: element)
  }

  /// What a `switch` inside a step pager switches over: the step the pager binds (unknown
  /// data: each case is a step), or a case of an enum the step is bound to (literal data: the
  /// case of that name shows). Nil for anything else.
  enum Subject {
    case step
    case known(String)
  }

  static func subject(of choice: SwitchExprSyntax, element: String, in scope: ViewScope) -> Subject? {
    var expression = choice.subject
    var scope = scope
    for _ in 0..<16 {
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
        return .known(member.declName.baseName.text)
      }
      guard let name = ViewValues.referencedName(expression) else { return nil }
      switch scope.lookup(name) {
      case .expression(let value, let inner)?:
        expression = value
        scope = inner
      case .unknown(let bound)?: return bound == element ? .step : nil
      case nil: return nil
      }
    }
    return nil
  }

  /// The steps of literal data, one per item: named by the item's case (`.location`), else
  /// by its place, and located at the item.
  static func itemSteps(_ items: [[String: BoundValue]], closure: ClosureExprSyntax, in scope: ViewScope)
    -> [(id: String, location: SourceLocation)]
  {
    items.enumerated().map { offset, bindings in
      var id = "step\(offset + 1)"
      var location = scope.source.location(of: Syntax(closure))
      for case .expression(let item, let itemScope) in bindings.values {
        location = itemScope.source.location(of: Syntax(item))
        if let member = item.as(MemberAccessExprSyntax.self), member.base == nil {
          id = member.declName.baseName.text
        }
      }
      return (id, location)
    }
  }

  /// The screens of a page: one per step of the step pager it shows (and of one nested in a
  /// step, a few levels deep), each named by its step; a step that shows nothing (the
  /// `Color.clear` a flow fades out on) is none. Without a step pager, the page's one screen.
  /// Each step counts as an element of the flow's bound (docs/swiftui.md, "Bounded work").
  static func screens<Made>(
    of page: FlowPage, expander: ViewExpander, choices: [SyntaxIdentifier: Int] = [:], depth: Int = 0,
    first: Made? = nil, make: (FlowPage, [SyntaxIdentifier: Int]) -> Made
  ) -> [Made] {
    // `first`: the page already made with `choices`, the expander's state its own.
    let screen = first ?? make(page, choices)
    guard depth < 4, let found = expander.steps.found else {
      return depth > 0 && expander.steps.shownNothing ? [] : [screen]
    }
    var result: [Made] = []
    for (offset, step) in found.steps.enumerated() {
      // Each step is a screen more of the flow, within the flow's bound.
      guard expander.admitStepScreen(step.id, at: step.location) else { break }
      var chosen = choices
      chosen[found.container] = offset
      var stepPage = page
      stepPage.id = step.id
      stepPage.location = step.location
      result += screens(of: stepPage, expander: expander, choices: chosen, depth: depth + 1, make: make)
    }
    return result.isEmpty ? [screen] : result
  }

  /// The index of the case whose pattern names `name` (`case .location:`).
  static func caseIndex(named name: String, in cases: [SwitchCaseSyntax]) -> Int? {
    cases.firstIndex { switchCase in
      guard case .case(let label) = switchCase.label else { return false }
      return label.caseItems.contains { item in
        item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName
          .baseName.text == name
      }
    }
  }
}

/// The step pagers of the screen being expanded: which step each shows, and the first one
/// found whose step is not chosen yet (DerivedFlow makes one screen per step of it).
struct StepPagerState {
  /// Per container (a step `switch`, or the `ForEach` over literal steps), the step shown.
  var choices: [SyntaxIdentifier: Int] = [:]
  /// The first container met with no step chosen (its first step is shown), and its steps.
  var found: (container: SyntaxIdentifier, steps: [(id: String, location: SourceLocation)])?
  /// The parameter holding the step of the pager being expanded, whose `switch` is looked for.
  var element: String?
  /// Whether the last step shown showed nothing (`Color.clear` while the flow closes).
  var shownNothing = false
}

extension ViewExpander {
  /// A step pager's `ForEach`: the one step chosen (the first unless `steps.choices` says),
  /// with its own values where the data is literal.
  func stepPager(
    _ call: FunctionCallExprSyntax, data: ExprSyntax, closure: ClosureExprSyntax, shown: StepPagers.Shown,
    in scope: ViewScope
  ) -> [Element] {
    var inner = scope
    if let items = ViewValues.items(of: data, closure: closure, in: scope), !items.isEmpty {
      if steps.choices[call.id] == nil, steps.found == nil {
        steps.found = (call.id, StepPagers.itemSteps(items, closure: closure, in: scope))
      }
      let chosen = min(steps.choices[call.id] ?? 0, items.count - 1)
      inner.bindings.merge(items[chosen]) { _, new in new }
    } else {
      for name in ViewValues.parameters(of: closure) { inner.bindings[name] = .unknown(name) }
    }
    let outer = steps.element
    steps.element = shown.element
    let result = elements(of: shown.body, in: inner)
    steps.element = outer
    steps.shownNothing = result.isEmpty
    return result
  }

  /// The case a step pager's `switch` shows, or nil where the `switch` is not one.
  func stepCase(_ choice: SwitchExprSyntax, in scope: ViewScope) -> [Element]? {
    guard let element = steps.element else { return nil }
    let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
    if stepSwitches[choice.id] == nil {
      stepSwitches[choice.id] =
        StepBranches.showViews(cases.map(\.statements), in: scope)
        ? FlowPages.casePages(choice, scope: scope).map { ($0.id, $0.location) } : .some(nil)
    }
    guard case let caseSteps?? = stepSwitches[choice.id],
      let subject = StepPagers.subject(of: choice, element: element, in: scope)
    else { return nil }
    let index: Int
    switch subject {
    case .known(let name):
      guard let named = StepPagers.caseIndex(named: name, in: cases) else { return nil }
      index = named
    case .step:
      if steps.choices[choice.id] == nil, steps.found == nil { steps.found = (choice.id, caseSteps) }
      index = min(steps.choices[choice.id] ?? 0, cases.count - 1)
    }
    // The step's own views hold no further step of this pager.
    steps.element = nil
    defer { steps.element = element }
    let result = elements(of: cases[index].statements, in: scope)
    steps.shownNothing = result.isEmpty
    return result
  }
}
