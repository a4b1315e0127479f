import SwiftSyntax

/// Turns the views of a SwiftUI body into the elements of the manifest's model (docs/manifest.md),
/// as docs/swiftui.md says:
/// views and their modifiers become elements and semantics, each at its Swift location;
/// views of the sources are expanded in place (across files); a view the sources do not
/// declare stays one element of unknown content, with a note.
final class ViewExpander {
  let declarations: ViewDeclarations
  /// The sources' localized strings, by the location of their literal.
  let uses: [SourceLocation: LocalizedUse]
  /// The config's `components` and `titleStyles` (ComponentHints.swift).
  var hints = SourceHints()
  /// What the code does not let us know, once per place.
  var notes: [DerivedFlowNote] = []
  var noted: Set<SourceLocation> = []
  /// The page to show of the flow's page container (see `FlowPages`).
  var selection: (container: SyntaxIdentifier, page: FlowPage)?
  /// The view types being expanded (and helpers, as `View.helper`), against a view that
  /// contains itself.
  private(set) var expanding: [String] = []
  /// Where visual effects that no animation drives yet are written (see `drive`), with the
  /// names of the state they read (see `statesRead`).
  var undriven: [SourceLocation: Set<String>] = [:]
  /// Where the buttons and links a style marks as a screen's main action are written (see
  /// `DerivedFlow.primaryAction`).
  var prominent: Set<SourceLocation> = []
  /// Where the buttons and links of the page shown are written, as opposed to what surrounds
  /// the pages on every screen.
  var pageActions: Set<SourceLocation> = []
  /// The `withAnimation` calls of the screen's `onAppear` and `task`.
  var appearDrivers: [AnimationSpec] = []
  /// The pager met inside the screen, and the page of it to show (InnerPagers.swift).
  var inner = InnerPagerState()
  /// The state each view's `onAppear` and `task` change, by the view's name (`AppearWrites`).
  var appearWrites: [String: Set<String>] = [:]
  /// What the screen being expanded presents over itself (`PresentedScreens`).
  var presentations: [Presentation] = []
  /// The files read only for their declarations (`SupportingFiles`): what their views
  /// present is not the flow's, unless it is a view of the sources (`PresentedScreens`).
  var supporting: Set<String> = []
  /// The views pushes show that the sources do not declare, once each (`PresentedScreens`).
  var pushedNotFollowed: [ScreenNotFollowed] = []
  /// The step pagers of the screen (StepPagers.swift).
  var steps = StepPagerState()
  /// Per `switch` met in a step pager, its steps, or nil where its cases show no views:
  /// known once for the flow.
  var stepSwitches: [SyntaxIdentifier: [(id: String, location: SourceLocation)]?] = [:]
  /// How many screens step pagers added to the flow, and whether one was refused.
  private var stepScreens = 0
  private var stepsStopped = false
  /// Where the literals are that the sources make `String`s, and those a view shows as
  /// written, by place (ShownAsWritten.swift).
  var stringLiterals: Set<SourceLocation> = []
  var shownAsWritten: [SourceLocation: HardcodedText] = [:]
  /// What the flow and the screen may still expand (`ExpansionBudget`).
  private(set) var budget: ExpansionBudget
  /// The expansions of views written without arguments, on the screen being expanded.
  private var memo: [String: ExpansionMemo] = [:]
  /// Per expansion under way, what it expanded below it (see `ExpansionMemo`).
  private var frames: [(expanded: Set<String>, depth: Int)] = []
  /// How many times a bound or a view meeting itself cut an expansion short: an expansion
  /// during which this grew is not kept in `memo`.
  private var truncations = 0
  /// The computed properties whose text is being read (MemberText.swift), as `View.member`.
  var membersRead: [String] = []

  init(declarations: ViewDeclarations, uses: [SourceLocation: LocalizedUse], flowLimit: Int) {
    self.declarations = declarations
    self.uses = uses
    budget = ExpansionBudget(flowLimit: flowLimit)
  }

  /// Starts a screen: its own bound on elements, and expansions kept for it alone (what a
  /// view shows depends on the page shown).
  func beginScreen() {
    budget.screenMade = 0
    budget.screenStopped = false
    memo = [:]
  }

  /// The views of a view builder's statements; a `let` among them names its value for the
  /// statements after it.
  func elements(of statements: CodeBlockItemListSyntax, in scope: ViewScope) -> [Element] {
    var scope = scope
    var result: [Element] = []
    for (index, item) in statements.enumerated() {
      switch item.item {
      case .expr(let expression): result += elements(of: expression, in: scope)
      case .stmt(let statement):
        if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
          result += elements(of: expression, in: scope)
        } else if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
          result += elements(of: returned, in: scope)
        }
      case .decl(let declaration):
        // `#if os(iOS) … #endif`: the clause a release build compiles (ReleaseBuild.swift).
        if let config = declaration.as(IfConfigDeclSyntax.self) {
          if let active = ReleaseBuild.statements(of: config) { result += elements(of: active, in: scope) }
          continue
        }
        // `let message = …` before the views that show it (LocalBindings.swift).
        guard let variable = declaration.as(VariableDeclSyntax.self) else { continue }
        let bound = LocalBindings.bindings(of: variable, before: statements.dropFirst(index + 1), in: scope)
        scope.bindings.merge(bound) { _, new in new }
      }
    }
    return result
  }

  /// The elements of one view expression and its modifiers.
  func elements(of expression: ExprSyntax, in scope: ViewScope) -> [Element] {
    if let selection, selection.container == expression.id { return page(selection.page) }
    var base = expression
    var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
    // The page container shows the page, with the container's modifiers (a timer's
    // `onReceive`, a `safeAreaInset`) on it.
    var isContainer = false
    while !isContainer {
      // Modifiers under `#if os(iOS) .padding() #endif`: those of the clause a release build
      // compiles (ReleaseBuild.swift).
      if let postfix = base.as(PostfixIfConfigExprSyntax.self), let inner = postfix.base {
        modifiers += ReleaseBuild.modifiers(of: postfix.config)
        base = inner
        continue
      }
      guard let call = base.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base,
        !Self.isNamespace(inner)
      else { break }
      if let selection, selection.container == base.id {
        isContainer = true
        break
      }
      modifiers.append((member.declName.baseName.text, call))
      base = inner
    }
    if let selection, selection.container == base.id { isContainer = true }
    var result = isContainer ? selection.map { page($0.page) } ?? [] : baseElements(base, in: scope)
    if result.isEmpty, !isContainer, let shape = movingShape(base, modifiers: modifiers, in: scope) {
      result = [shape]
    }
    var attached = AttachedViews()
    for modifier in modifiers.reversed() {
      let views = apply(modifier.name, modifier.call, to: &result, in: scope)
      if modifier.name == "safeAreaInset", !views.before.isEmpty || !views.after.isEmpty {
        // An inset sits above or below the view it insets, whatever holds the view (a
        // `ZStack`, a `GeometryReader`): one column with it.
        var column = Element(id: "", location: scope.source.location(of: Syntax(modifier.call)))
        column.axis = .vertical
        column.layout.spacing = 0
        column.elements = attached.before + views.before + result + views.after + attached.after
        result = [column]
        attached = AttachedViews()
        continue
      }
      attached.before = views.before + attached.before
      attached.after += views.after
    }
    // Where one more modifier of the view would go (a fix's place).
    let end = scope.source.location(ofOffset: expression.endPositionBeforeTrailingTrivia.utf8Offset)
    for index in result.indices where result[index].modifiersEnd == nil { result[index].modifiersEnd = end }
    return attached.before + result + attached.after
  }

  private func page(_ page: FlowPage) -> [Element] {
    // The flow's own pages hold no step of a pager around them.
    let element = steps.element
    steps.element = nil
    defer { steps.element = element }
    let result = page.statements.flatMap { elements(of: $0, in: page.scope) }
    noteActions(result)
    return result
  }

  /// Notes where the buttons and links of a page's own code are written.
  private func noteActions(_ elements: [Element]) {
    for element in elements {
      if [.button, .link].contains(element.role) { pageActions.insert(element.location) }
      noteActions(element.elements)
    }
  }

  /// `SwiftUI.Text`, `_VariadicView.Tree`: a module's or a type's name before a view's name,
  /// not a view that a modifier is called on.
  private static func isNamespace(_ expression: ExprSyntax) -> Bool {
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    if name == "SwiftUI" { return true }
    guard let member = expression.parent?.as(MemberAccessExprSyntax.self),
      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
    else { return false }
    return TypeNames.isTypeName(name) && TypeNames.isTypeName(member.declName.baseName.text)
  }

  private func baseElements(_ expression: ExprSyntax, in scope: ViewScope) -> [Element] {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let callee = call.calledExpression
      // `ButtonView<AnyView>(…)`: the generic arguments the compiler infers elsewhere.
      let named = callee.as(GenericSpecializationExprSyntax.self)?.expression ?? callee
      if let name = named.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? named.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      {
        return view(name, call, in: scope)
      }
      return [notFollowed(expression, in: scope)]
    }
    if let name = ViewValues.referencedName(expression) {
      return reference(name, at: Syntax(expression), arguments: nil, in: scope)
    }
    if expression.is(SubscriptCallExprSyntax.self) || ContentNotFollowed.isValueMember(expression) {
      // `pages[index]`, `model.content`: a view held in data the reader does not follow.
      return [notFollowed(expression, in: scope)]
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first
    {
      return elements(of: inner.expression, in: scope)
    }
    if let branch = expression.as(IfExprSyntax.self) { return elements(of: branch, in: scope) }
    if let choice = expression.as(SwitchExprSyntax.self) {
      if let step = stepCase(choice, in: scope) { return step }
      // The environment's case (EnvironmentBranches.swift).
      if let shown = EnvironmentBranches.caseShown(choice, in: scope) {
        return elements(of: shown.statements, in: scope)
      }
      // One case shows at a time; the first stands for them here.
      guard case .switchCase(let first)? = choice.cases.first else { return [] }
      return elements(of: first.statements, in: scope)
    }
    if let ternary = Ternary(expression) {
      // What shows with Reduce Motion off; else the first branch stands for the other.
      return elements(of: ternary.reduceMotionBranches(in: scope)?.off ?? ternary.then, in: scope)
    }
    if let closure = expression.as(ClosureExprSyntax.self) {
      return elements(of: closure.statements, in: scope)
    }
    return []
  }

  /// An `if` in a view builder: the branch shown with Reduce Motion off when the condition
  /// reads the setting, else the first branch (one branch stands for the others).
  private func elements(of branch: IfExprSyntax, in scope: ViewScope) -> [Element] {
    if let polarity = ReduceMotionReads.polarity(of: branch.conditions, in: scope) {
      // What shows with Reduce Motion off, its motion skipped with it on.
      var guarded = scope
      guarded.motionGuarded = true
      if polarity == .off { return elements(of: branch.body.statements, in: guarded) }
      switch branch.elseBody {
      case .codeBlock(let block)?: return elements(of: block.statements, in: guarded)
      case .ifExpr(let next)?: return elements(of: next, in: guarded)
      case nil: return []
      }
    }
    if let holds = EnvironmentBranches.holds(branch.conditions, in: scope) {
      // The variant of the environment the screen is read in (EnvironmentBranches.swift).
      if holds { return elements(of: branch.body.statements, in: scope) }
      switch branch.elseBody {
      case .codeBlock(let block)?: return elements(of: block.statements, in: scope)
      case .ifExpr(let next)?: return elements(of: next, in: scope)
      case nil: return []
      }
    }
    if branch.conditions.count == 1, case .expression(let condition)? = branch.conditions.first?.condition,
      ReleaseValues.isFalse(condition, in: scope) || InnerPagers.isFalse(condition, in: scope)
    {
      // A debug-only control (`if showsDebugSkip`): it never shows in the app; a control of
      // another page (`if currentPage == 2` on the first page of a pager).
      switch branch.elseBody {
      case .codeBlock(let block)?: return elements(of: block.statements, in: scope)
      case .ifExpr(let next)?: return elements(of: next, in: scope)
      case nil: return []
      }
    }
    switch OptionalBindings(branch.conditions, in: scope) {
    case .none?:
      // `if let subtitle` where the caller gives none: the branch does not show.
      switch branch.elseBody {
      case .codeBlock(let block)?: return elements(of: block.statements, in: scope)
      case .ifExpr(let next)?: return elements(of: next, in: scope)
      case nil: return []
      }
    case .bound(let names)?:
      var inner = scope
      inner.bindings.merge(names) { _, new in new }
      var shown = elements(of: branch.body.statements, in: inner)
      BranchTerms.mark(&shown, with: BranchTerms.terms(of: branch.conditions, in: scope))
      return shown
    case nil:
      var shown = elements(of: branch.body.statements, in: scope)
      BranchTerms.mark(&shown, with: BranchTerms.terms(of: branch.conditions, in: scope))
      return shown
    }
  }

  /// A name in a body: a helper property or a closure passed in (`content`), expanded.
  private func reference(
    _ name: String, at node: Syntax, arguments: LabeledExprListSyntax?, in scope: ViewScope
  )
    -> [Element]
  {
    switch scope.lookup(name) {
    case .expression(let value, let inner)?:
      if let closure = value.as(ClosureExprSyntax.self) { return elements(of: closure.statements, in: inner) }
      return elements(of: value, in: inner)
    case .unknown(let text)?:
      return [opaque(text, at: node, in: scope, note: nil)]
    case nil:
      guard let view = scope.view, let member = view.members[name] else {
        // A function no file declares, or content no caller gives: kept, with its reason.
        let why: NotFollowed.Why = arguments == nil ? .contentNotFollowed : .notInSources
        return [opaque(arguments == nil ? name : "\(name)()", at: node, in: scope, note: nil, why: why)]
      }
      let qualified = "\(view.name).\(name)"
      if expanding.contains(qualified) {
        truncations += 1
        return []
      }
      var inner = ViewScope(view: view, source: member.source, bindings: scope.bindings)
      for (index, parameter) in member.parameters.enumerated() {
        guard let arguments, index < arguments.count else { break }
        let argument = arguments[arguments.index(arguments.startIndex, offsetBy: index)]
        inner.bindings[parameter] = .expression(argument.expression, scope)
      }
      if let stop = budget.stop(atDepth: expanding.count) {
        return [stopped(qualified, stop, at: node, in: scope)]
      }
      return expand(qualified, keep: false) { elements(of: member.statements, in: inner) }
    }
  }

  /// Expands a view or a helper (`name`), noting what it expands for the memo; with `keep`,
  /// the expansion is kept for the screen unless a bound cut it short.
  private func expand(_ name: String, keep: Bool, _ make: () -> [Element]) -> [Element] {
    let cuts = truncations
    let made = budget.flowMade
    expanding.append(name)
    frames.append(([name], 0))
    let result = make()
    expanding.removeLast()
    let frame = frames.removeLast()
    record(frame.expanded, depth: frame.depth + 1)
    if keep, truncations == cuts {
      memo[name] = ExpansionMemo(
        elements: result, made: budget.flowMade - made, expanded: frame.expanded, depth: frame.depth)
    }
    return result
  }

  /// Notes, for the expansion under way, views expanded `depth` levels below it.
  private func record(_ expanded: Set<String>, depth: Int) {
    guard !frames.isEmpty else { return }
    frames[frames.count - 1].expanded.formUnion(expanded)
    frames[frames.count - 1].depth = max(frames[frames.count - 1].depth, depth)
  }

  /// The expansion of a view written without arguments, kept for the screen, when taking it
  /// gives what expanding it again here would: no bound would be met, and no view it expands
  /// is one being expanded around it.
  private func kept(_ name: String) -> [Element]? {
    guard let kept = memo[name], budget.fits(kept.made),
      expanding.count + kept.depth < ExpansionBudget.depth, kept.expanded.isDisjoint(with: expanding)
    else { return nil }
    budget.made(kept.made)
    record(kept.expanded, depth: kept.depth + 1)
    return kept.elements
  }

  /// A view (or helper, or `ForEach`) that a bound keeps from being expanded: one element of
  /// unknown content, and the screen's one `input.too-complex` note (the flow's one, for the
  /// flow's bound).
  private func stopped(_ name: String, _ stop: ExpansionBudget.Stop, at node: Syntax, in scope: ViewScope)
    -> Element
  {
    truncations += 1
    var note: String?
    if !budget.screenStopped && !(stop == .flow && budget.flowStopped) {
      note = stop.message(name, flowLimit: budget.flowLimit)
    }
    budget.screenStopped = true
    if stop == .flow { budget.flowStopped = true }
    return opaque(name, at: node, in: scope, note: note, rule: ExpansionBudget.rule, why: .bound)
  }

  /// Counts a screen that a step pager adds, as one element of the flow (StepPagers.swift);
  /// false once the flow has its most elements or its most screens from steps, with one note
  /// at the step not made.
  func admitStepScreen(_ name: String, at location: SourceLocation) -> Bool {
    let reason: String
    if stepScreens >= ExpansionBudget.stepScreens {
      reason =
        "step '\(name)' is not a screen of its own: the flow already has \(ExpansionBudget.stepScreens) screens from step pagers, the most it is split into"
    } else if budget.stop(atDepth: 0) == .flow {
      reason = ExpansionBudget.Stop.flow.message(name, flowLimit: budget.flowLimit)
    } else {
      stepScreens += 1
      budget.made(1)
      return true
    }
    if !stepsStopped {
      notes.append(DerivedFlowNote(message: reason, location: location, rule: ExpansionBudget.rule))
    }
    stepsStopped = true
    budget.flowStopped = true
    return false
  }

  // MARK: Views

  private func view(_ name: String, _ call: FunctionCallExprSyntax, in scope: ViewScope) -> [Element] {
    let location = scope.source.location(of: Syntax(call))
    // A view of the sources shadows SwiftUI's of the same name, as it does for the compiler.
    guard declarations.resolve(call: call, name, in: scope) == nil, let known = SwiftUIViews.view(named: name)
    else {
      return unknownView(name, call, in: scope)
    }
    return builtIn(known, named: name, call, at: location, in: scope)
  }

  /// A view of SwiftUI's table (or one a `components` hint makes one of them).
  func builtIn(
    _ known: SwiftUIViews.View, named name: String, _ call: FunctionCallExprSyntax,
    at location: SourceLocation,
    in scope: ViewScope
  ) -> [Element] {
    switch known.kind {
    case .forEach, .content, .nothing: break
    default: budget.made(1)
    }
    switch known.kind {
    case .text:
      var element = Element(id: "", role: .text, location: location)
      element.text = titleText(call, in: scope)
      return [element]
    case .label:
      var element = Element(id: "", role: .text, location: location)
      element.text = titleText(call, in: scope) ?? contentText(call, label: "title", in: scope)
      return [element]
    case .image:
      return [image(call, at: location, in: scope)]
    case .control(let role):
      var element = control(call, role: role, at: location, in: scope)
      if name == Vocabulary.navigationLink { recordPush(link: call, in: scope) }
      if name == "Picker" { element.pickerOptions = pickerOptions(call, in: scope) }
      return [element]
    case .textField:
      // The title is what the empty field shows, and what VoiceOver reads it by; with a
      // `prompt:`, the prompt is shown and the title is its label.
      var element = Element(id: "", role: .textField, location: location)
      if let prompt = call.arguments.first(where: { $0.label?.text == "prompt" }) {
        element.label = titleText(call, in: scope)
        element.placeholder = text(prompt.expression, in: scope)
      } else {
        element.placeholder = titleText(call, in: scope)
      }
      return [element]
    case .adjustable:
      var element = control(call, role: .text, at: location, in: scope)
      element.role = nil
      element.traits.append(.adjustable)
      // VoiceOver reads what the control holds (a time, a number), known only at run time.
      if let bound = call.arguments.first(where: { ["selection", "value"].contains($0.label?.text) }) {
        element.value = unknownText(bound.expression, in: scope)
      }
      // Its size is its style's (a wheel, a compact button, a track across the width), not
      // its title's.
      element.layout.sizeIsUnknown = true
      return [element]
    case .forEach:
      return forEach(call, in: scope)
    case .container(let axis):
      return [container(name, axis: axis, call, at: location, in: scope)]
    case .spacer:
      var spacer = Element(id: "", location: location)
      spacer.layout.isSpacer = true
      spacer.hidden = true
      return [spacer]
    case .nothing:
      return []
    case .content:
      return call.arguments.first.map { elements(of: $0.expression, in: scope) } ?? []
    }
  }

  /// A view SwiftUI does not declare: the sources' own, a helper function of the view, or one
  /// element whose content is unknown.
  private func unknownView(_ name: String, _ call: FunctionCallExprSyntax, in scope: ViewScope) -> [Element] {
    if let declaration = declarations.resolve(call: call, name, in: scope) {
      return custom(declaration, call, in: scope)
    }
    if let role = hints.components[name] { return hinted(role, call, in: scope) }
    if let first = name.unicodeScalars.first, !first.properties.isUppercase {
      return reference(name, at: Syntax(call), arguments: call.arguments, in: scope)
    }
    // A package's pager or step container, or what a package's view is given.
    if let page = innerPage(call, named: name, in: scope) { return page }
    if let given = packageView(name, call, in: scope) { return given }
    return [
      opaque(
        name, at: Syntax(call), in: scope,
        note: "'\(name)' is not declared in the sources; it is one element whose content is unknown",
        why: .notInSources)
    ]
  }

  /// A view of the sources, with its properties bound to the call's arguments.
  private func custom(_ declaration: ViewDeclaration, _ call: FunctionCallExprSyntax, in scope: ViewScope)
    -> [Element]
  {
    guard let body = declaration.body else {
      return [opaque(declaration.name, at: Syntax(call), in: scope, note: nil, why: .noBody)]
    }
    if expanding.contains(declaration.name) {
      truncations += 1
      return [
        opaque(
          declaration.name, at: Syntax(call), in: scope,
          note: "'\(declaration.name)' shows itself; it is expanded once and shown here as one element")
      ]
    }
    if let stop = budget.stop(atDepth: expanding.count) {
      return [stopped(declaration.name, stop, at: Syntax(call), in: scope)]
    }
    // Written without arguments, it shows the same wherever it is used; kept by name, so only
    // for a view that is the only one of its name (not nested, not private to its file).
    let isBare =
      call.arguments.isEmpty && call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
      && declaration.qualifiedName == declaration.name && !declaration.isFileScoped
    if isBare, let kept = kept(declaration.name) { return kept }
    var bindings = bindings(of: declaration, ViewInitializer.arguments(of: call), at: Syntax(call), in: scope)
    // The page a pager inside it shows (InnerPagers.swift).
    if let (state, index) = self.inner.selectedState(in: declaration.name) {
      bindings[state] = .unknown("\(index)")
    }
    let inner = ViewScope(view: declaration, source: declaration.bodySource, bindings: bindings)
    var result = expand(declaration.name, keep: isBare) { elements(of: body, in: inner) }
    if !isBare { showGivenText(call, in: scope, on: &result) }
    if let size = Self.titleTextSize(declaration.name) { _ = Self.styleFirstText(as: size, in: &result) }
    return result
  }

  /// A title text view of the app (`DisplayText`, `PackageViews.titleTextSize`) whose body
  /// gives its text no size the reader knows shows it in a title's style, as a package's does.
  private static func styleFirstText(as size: Double, in elements: inout [Element]) -> Bool {
    for index in elements.indices {
      if elements[index].role == .text, elements[index].text != nil {
        if elements[index].fontSize == nil, elements[index].layout.titleSize == nil {
          elements[index].layout.sizeIsUnknown = true
          elements[index].layout.titleSize = size
        }
        return true
      }
      if styleFirstText(as: size, in: &elements[index].elements) { return true }
    }
    return false
  }

  /// A view given one text the reader knows (a key) that shows only texts it could not
  /// follow (`DisplayText(t("title"))` whose body splits its text into styled parts) shows
  /// that text: the first of those texts is it, in the style the body gives.
  private func showGivenText(
    _ call: FunctionCallExprSyntax, in scope: ViewScope, on elements: inout [Element]
  ) {
    let all = Element.depthFirst(elements)
    guard !all.contains(where: { $0.texts.contains { $0.expression == nil } }),
      all.contains(where: { $0.text?.expression != nil })
    else { return }
    let given = call.arguments.compactMap { argument -> FlowText? in
      guard !argument.expression.is(ClosureExprSyntax.self) else { return nil }
      let shown = text(argument.expression, in: scope)
      return shown.expression == nil && shown.key != nil ? shown : nil
    }
    guard given.count == 1 else { return }
    _ = Self.replaceFirstUnknownText(in: &elements, with: given[0])
  }

  private static func replaceFirstUnknownText(in elements: inout [Element], with text: FlowText) -> Bool {
    for index in elements.indices {
      if elements[index].text?.expression != nil {
        elements[index].text = text
        if elements[index].role == nil { elements[index].role = .text }
        return true
      }
      if replaceFirstUnknownText(in: &elements[index].elements, with: text) { return true }
    }
    return false
  }

  /// The names a call of a view binds in its body: through the initializer whose parameters
  /// the arguments fit, the properties it sets (each read where the initializer is, with
  /// its parameters bound to the caller's arguments), after those of the initializer it
  /// delegates to (`self.init(action: action, label: { Text(title) })`); else through the
  /// memberwise initializer, each argument to the property of its label or, unlabeled, the
  /// next stored property, the trailing closure to the first property that holds a closure.
  /// An optional `var` no argument sets is nil. Initializers that delegate to each other end
  /// after `ViewInitializer.delegations`, with an `input.too-complex` note.
  func bindings(
    of declaration: ViewDeclaration, _ arguments: [ViewInitializer.Argument], at node: Syntax,
    in scope: ViewScope, delegations: Int = 0
  )
    -> [String: BoundValue]
  {
    var bindings: [String: BoundValue] = [:]
    if let (initializer, matched) = declaration.initializers.lazy.compactMap({ initializer in
      initializer.match(arguments).map { (initializer, $0) }
    }).first {
      let file = initializer.source ?? declaration.source
      var parameters = ViewScope(view: declaration, source: file)
      for (parameter, argument) in matched {
        if let argument {
          parameters.bindings[parameter.name] = .expression(argument, scope)
        } else if let value = parameter.defaultValue {
          parameters.bindings[parameter.name] = .expression(value, ViewScope(view: declaration, source: file))
        }
      }
      if let delegated = initializer.delegation {
        if delegations < ViewInitializer.delegations {
          bindings = self.bindings(
            of: declaration, delegated, at: node, in: parameters, delegations: delegations + 1)
        } else {
          let location = scope.source.location(of: node)
          if noted.insert(location).inserted {
            notes.append(
              DerivedFlowNote(
                message:
                  "the initializers of '\(declaration.name)' delegate to each other more than \(ViewInitializer.delegations) times; what they set is unknown here",
                location: location, rule: ExpansionBudget.rule))
          }
        }
      }
      for (property, value) in initializer.assignments { bindings[property] = .expression(value, parameters) }
      for property in declaration.optionalProperties where bindings[property] == nil {
        bindings[property] = .expression(ExprSyntax(NilLiteralExprSyntax()), scope)
      }
      return bindings
    }
    var unlabeled = declaration.storedProperties.makeIterator()
    for argument in arguments where !argument.isTrailing {
      if let label = argument.label {
        bindings[label] = .expression(argument.value, scope)
      } else if let property = unlabeled.next() {
        bindings[property] = .expression(argument.value, scope)
      }
    }
    if let trailing = arguments.first(where: \.isTrailing) {
      let property =
        declaration.storedProperties.first {
          bindings[$0] == nil && declaration.closureProperties.contains($0)
        }
        ?? (declaration.storedProperties.contains("content")
          ? "content" : declaration.storedProperties.first { bindings[$0] == nil })
      if let property { bindings[property] = .expression(trailing.value, scope) }
    }
    for property in declaration.optionalProperties
    where bindings[property] == nil && declaration.initializers.isEmpty {
      bindings[property] = .expression(ExprSyntax(NilLiteralExprSyntax()), scope)
    }
    return bindings
  }

  /// A view that is not in the sources: one element whose content is unknown.
  func opaque(
    _ name: String, at node: Syntax, in scope: ViewScope, note: String?, rule: String? = nil,
    why: NotFollowed.Why? = nil
  ) -> Element {
    let location = scope.source.location(of: node)
    if let note, noted.insert(location).inserted {
      notes.append(DerivedFlowNote(message: note, location: location, rule: rule))
    }
    budget.made(1)
    var element = Element(id: "", location: location)
    element.text = FlowText(location: location)
    element.text?.expression = name
    element.notFollowed = why.map { NotFollowed(name: name, why: $0) }
    return element
  }

  private func container(
    _ name: String, axis: StackAxis, _ call: FunctionCallExprSyntax, at location: SourceLocation,
    in scope: ViewScope
  )
    -> Element
  {
    var element = Element(id: "", location: location)
    element.axis = axis
    switch name {
    case "GeometryReader":
      // It takes the width it is offered and places its content at its top leading corner;
      // its height here is its content's.
      element.axis = .overlay
      element.layout.fillsWidth = true
      element.layout.alignment = .topLeading
    case "ScrollView":
      let horizontal = call.arguments.first { $0.label == nil }.map {
        ViewValues.caseName($0.expression) == "horizontal"
      }
      element.axis = horizontal == true ? .horizontal : .vertical
    default: break
    }
    for argument in call.arguments {
      switch argument.label?.text {
      case "spacing": element.layout.spacing = ViewValues.number(argument.expression, in: scope)
      case "alignment":
        element.layout.alignment = ViewValues.caseName(argument.expression).flatMap(LayoutAlignment.init)
      default: break
      }
    }
    element.elements = content(of: call, in: scope)
    if name == "Section", let title = titleText(call, in: scope) {
      // A section's title is read as a heading.
      var header = Element(id: "", role: .text, location: title.location)
      header.text = title
      header.traits = [.header]
      element.elements.insert(header, at: 0)
    }
    return element
  }

  /// The views a container or control shows: its trailing closure or `content:`, and for a
  /// section its header and footer.
  private func content(of call: FunctionCallExprSyntax, in scope: ViewScope, skippingTrailing: Bool = false)
    -> [Element]
  {
    var result: [Element] = []
    for argument in call.arguments
    where argument.label.map({ Vocabulary.contentLabels.contains($0.text) }) ?? false {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        result += elements(of: closure.statements, in: scope)
      } else {
        // Content handed on: `VStack(spacing: 8, content: content)`.
        result += elements(of: argument.expression, in: scope)
      }
    }
    if !skippingTrailing, let trailing = call.trailingClosure {
      result += elements(of: trailing.statements, in: scope)
    }
    for extra in call.additionalTrailingClosures
    where Vocabulary.contentLabels.contains(extra.label.text) {
      result += elements(of: extra.closure.statements, in: scope)
    }
    return result
  }

  /// A `Picker`'s options, in order: the views of its content, the one whose `.tag` is the
  /// value the selection is declared with marked selected.
  private func pickerOptions(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> [Element] {
    guard let closure = call.trailingClosure else { return [] }
    var options = elements(of: closure.statements, in: scope).filter { !$0.hidden }
    let tags = TagFinder.tags(in: closure)
    guard tags.count == options.count,
      let selection = call.arguments.first(where: { $0.label?.text == "selection" }),
      let binding = ViewValues.referencedName(selection.expression),
      let initial = scope.view?.initialValues[binding.hasPrefix("$") ? String(binding.dropFirst()) : binding]
    else { return options }
    let chosen = TagFinder.caseText(initial)
    for index in options.indices where TagFinder.caseText(tags[index]) == chosen {
      options[index].traits.append(.selected)
    }
    return options
  }

  /// `Button("key") { … }`, `Button(action: go) { Label… }`, `Button { … } label: { … }`,
  /// `Link("key", destination:)`, `Toggle("key", isOn:)`, `NavigationLink("key") { … }`.
  private func control(
    _ call: FunctionCallExprSyntax, role: Role, at location: SourceLocation, in scope: ViewScope
  )
    -> Element
  {
    var element = Element(id: "", role: role, location: location)
    element.actions = [.activate]
    element.text = titleText(call, in: scope)
    if element.text == nil {
      // The trailing closure is the action when the call has no `action:`, else the label.
      let hasAction = call.arguments.contains {
        ["action", "destination", "value"].contains($0.label?.text)
      }
      let trailingIsLabel = hasAction || role == .toggle
      element.elements = content(of: call, in: scope, skippingTrailing: !trailingIsLabel)
      if element.elements.count == 1, element.elements[0].elements.isEmpty, let only = element.elements.first,
        only.role == .text
      {
        // The label's text is the control's; so are its font and frame.
        element.text = only.text
        element.fontSize = only.fontSize
        element.layout.width = only.layout.width
        element.layout.height = only.layout.height
        element.layout.fillsWidth = only.layout.fillsWidth
        element.layout.insets = only.layout.padding
        element.elements = []
      }
    }
    return element
  }

  private func image(_ call: FunctionCallExprSyntax, at location: SourceLocation, in scope: ViewScope)
    -> Element
  {
    var element = Element(id: "", role: .image, location: location)
    guard let first = call.arguments.first else { return element }
    switch first.label?.text {
    case "systemName":
      if let symbol = ViewValues.string(first.expression, in: scope) {
        element.symbol = symbol
      } else {
        element.label = unknownText(first.expression, in: scope)
      }
    case "systemSymbol":
      if let symbol = SafeSymbols.name(first.expression) {
        element.symbol = symbol
      } else {
        element.label = unknownText(first.expression, in: scope)
      }
    case "decorative":
      element.decorative = true
    case nil:
      if let name = ViewValues.string(first.expression, in: scope) {
        // SwiftUI reads an asset image by its name.
        element.label = FlowText(literal: name, location: scope.source.location(of: Syntax(first.expression)))
      } else {
        element.label = unknownText(first.expression, in: scope)
      }
    default:
      // `Image(uiImage:)`, a package's image: what VoiceOver reads is unknown.
      element.label = unknownText(first.expression, in: scope)
    }
    return element
  }

  /// `ForEach` over a literal array (written in place or as a stored property's value) gives
  /// its content once per item, each with the item's values; over other data, once, with
  /// what comes from the data unknown.
  private func forEach(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> [Element] {
    guard let data = call.arguments.first?.expression,
      let closure = call.trailingClosure
        ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
    else { return [] }
    if let shown = StepPagers.shown(in: closure) {
      return stepPager(call, data: data, closure: closure, shown: shown, in: scope)
    }
    let items =
      ViewValues.items(of: data, closure: closure, in: scope)
      ?? [
        Dictionary(
          uniqueKeysWithValues: ViewValues.parameters(of: closure).map { ($0, BoundValue.unknown($0)) })
      ]
    var result: [Element] = []
    for bindings in items {
      if let stop = budget.stop(atDepth: 0) {
        // The items from here on are not expanded.
        result.append(stopped("ForEach", stop, at: Syntax(call), in: scope))
        break
      }
      var inner = scope
      inner.bindings.merge(bindings) { _, new in new }
      result += elements(of: closure.statements, in: inner)
    }
    return result
  }

  // MARK: Text

  /// The title a view is called with: its first unlabeled argument, `verbatim:`, or nil.
  func titleText(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> FlowText? {
    guard let first = call.arguments.first else { return nil }
    noteShownAsWritten(first.expression, of: call, in: scope)
    if first.label?.text == "verbatim" {
      // A String looked up through the app's code is localized (LookedUpText.swift).
      if let looked = lookedUpString(first.expression, in: scope) { return looked }
      if let string = ViewValues.string(first.expression, in: scope) {
        return FlowText(literal: string, location: scope.source.location(of: Syntax(first.expression)))
      }
      return unknownText(first.expression, in: scope)
    }
    guard first.label == nil, !first.expression.is(ClosureExprSyntax.self) else { return nil }
    let table = call.arguments.first { $0.label?.text == "tableName" || $0.label?.text == "table" }
      .flatMap { ViewValues.string($0.expression, in: scope) }
    return text(first.expression, table: table, in: scope)
  }

  private func contentText(_ call: FunctionCallExprSyntax, label: String, in scope: ViewScope) -> FlowText? {
    let closure =
      call.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
      ?? call.additionalTrailingClosures.first { $0.label.text == label }?.closure ?? call.trailingClosure
    guard let closure else { return nil }
    return elements(of: closure.statements, in: scope).first { $0.text != nil }?.text
  }

  /// The `FlowText` an expression shows: a key the sources look up, text shown as written, or
  /// text known only at run time.
  func text(_ expression: ExprSyntax, table: String? = nil, in scope: ViewScope) -> FlowText {
    // A lookup at this place (`Strings.title.localizedStringKey`), before what its parts name.
    if let looked = lookedUpText(expression, table: table, in: scope) { return looked }
    guard let (value, inner) = ViewValues.resolve(expression, in: scope) else {
      return unknownText(expression, in: scope)
    }
    // An accessor or a wrapper of the app's code (LookedUpText.swift).
    if let looked = lookedUpText(value, table: table, in: inner) { return looked }
    // One of two texts, unknown which (ChosenText.swift).
    if let chosen = chosenText(value, table: table, in: inner) { return chosen }
    // What a computed property of the view returns (MemberText.swift).
    if let member = memberText(value, table: table, in: inner) { return member }
    // `title ?? ""`: the side the code gives (NilCoalescedText.swift).
    if let coalesced = nilCoalescedText(value, table: table, in: inner) { return coalesced }
    if let literal = value.as(StringLiteralExprSyntax.self) {
      let location = inner.source.location(of: Syntax(literal))
      // `Text("\n\(note)\n")`: a key no table defines, so SwiftUI shows the argument.
      if let argument = Self.onlyInterpolation(literal) { return text(argument, table: table, in: inner) }
      if let use = uses[location] {
        // `Text("")` (a scroll anchor) shows nothing and looks up no key anyone defines.
        guard !use.key.isEmpty else { return FlowText(literal: "", location: location) }
        var text = FlowText(key: use.key, table: table ?? use.table, location: location)
        text.args = InterpolationArguments.of(literal, in: inner)
        return text
      }
      if literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
        return FlowText(literal: StringLiteralText.plain(literal), location: location)
      }
      return unknownText(expression, in: scope)
    }
    if let call = value.as(FunctionCallExprSyntax.self) {
      // `AttributedString(message)`: the words of the text it converts.
      if let converted = TextConversions.converted(call) { return text(converted, table: table, in: inner) }
      // `Text("…")`, `LocalizedStringKey("…")`, `String(localized:)`, `NSLocalizedString(…)`:
      // the first literal the sources look up.
      for literal in LiteralFinder.literals(in: Syntax(call)) {
        let location = inner.source.location(of: Syntax(literal))
        if let use = uses[location] {
          let named = call.arguments.first { $0.label?.text == "tableName" }.flatMap {
            ViewValues.string($0.expression, in: inner)
          }
          var text = FlowText(key: use.key, table: table ?? named ?? use.table, location: location)
          text.args = InterpolationArguments.of(literal, in: inner)
          return text
        }
      }
    }
    // What the caller passed, where a view's parameter stands for it.
    return unknownText(value, in: inner)
  }

  /// The one interpolated expression of a literal whose text around it is only white space.
  private static func onlyInterpolation(_ literal: StringLiteralExprSyntax) -> ExprSyntax? {
    var found: ExprSyntax?
    for segment in literal.segments {
      switch segment {
      case .expressionSegment(let interpolation):
        guard found == nil, interpolation.expressions.count == 1, let only = interpolation.expressions.first,
          only.label == nil
        else { return nil }
        found = only.expression
      case .stringSegment(let text):
        guard StringLiteralText.text(of: text, in: literal).allSatisfy(\.isWhitespace) else { return nil }
      }
    }
    return found
  }

  func unknownText(_ expression: ExprSyntax, in scope: ViewScope) -> FlowText {
    var text = FlowText(location: scope.source.location(of: Syntax(expression)))
    text.expression = expression.trimmedDescription
    return text
  }
}

/// The string literals below a node, in source order.
enum LiteralFinder {
  static func literals(in node: Syntax) -> [StringLiteralExprSyntax] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  private final class Finder: SyntaxVisitor {
    var found: [StringLiteralExprSyntax] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .skipChildren
    }
  }
}
