import SwiftSyntax

/// The timing of a SwiftUI animation value (`.easeInOut(duration: 0.5).delay(0.2).repeatForever()`),
/// and what runs instead under Reduce Motion when the code branches on the setting.
struct AnimationSpec {
  var duration: Double?
  var delay: Double = 0
  var `repeat`: FlowAnimation.Repeat?
  /// The names a `withAnimation` body writes or reads (`{ pulse = true }` → `pulse`): the
  /// state it animates; nil when not known.
  var names: Set<String>?
  /// Under Reduce Motion: nil, the same animation; else the fallback.
  var reduced: Fallback?

  /// What runs under Reduce Motion.
  indirect enum Fallback {
    /// No animation: the end state shows at once.
    case skip
    case spec(AnimationSpec)
  }
  var location: SourceLocation

  /// Reads an animation value; nil for `nil` and `.none` (no animation).
  static func read(_ expression: ExprSyntax, in scope: ViewScope) -> AnimationSpec? {
    let location = scope.source.location(of: Syntax(expression))
    if let ternary = Ternary(expression) {
      guard let branches = ternary.reduceMotionBranches(in: scope) else {
        return read(ternary.then, in: scope)
      }
      guard var spec = read(branches.off, in: scope) else { return nil }
      spec.reduced = read(branches.on, in: scope).map(Fallback.spec) ?? .skip
      return spec
    }
    if expression.is(NilLiteralExprSyntax.self)
      || ViewValues.caseName(expression) == "none"
        && expression.as(MemberAccessExprSyntax.self)?.base == nil
    {
      return nil
    }
    var spec = AnimationSpec(location: location)
    var current: ExprSyntax? = expression
    while let node = current {
      var name: String?
      var arguments: LabeledExprListSyntax?
      var base: ExprSyntax?
      if let call = node.as(FunctionCallExprSyntax.self) {
        arguments = call.arguments
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
          name = member.declName.baseName.text
          base = member.base
        } else {
          name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
      } else if let member = node.as(MemberAccessExprSyntax.self) {
        name = member.declName.baseName.text
        base = member.base
      }
      let numbers = (arguments ?? []).map { ($0.label?.text, ViewValues.number($0.expression, in: scope)) }
      switch name {
      case "repeatForever": spec.repeat = .forever
      case "repeatCount": spec.repeat = numbers.first?.1.map(FlowAnimation.Repeat.count)
      case "delay": spec.delay += numbers.first?.1 ?? 0
      default:
        for (label, value) in numbers where ["duration", "response", nil].contains(label) {
          if let value, spec.duration == nil { spec.duration = value }
        }
      }
      current = base
    }
    return spec
  }

  /// The manifest animation of `kind` this spec runs.
  func animation(_ kind: FlowAnimation.Kind, trigger: FlowAnimation.Trigger, at location: SourceLocation)
    -> FlowAnimation
  {
    var result = FlowAnimation(
      kind: kind, trigger: trigger, delay: delay, duration: duration ?? FlowAnimation.defaultDuration,
      repeat: self.repeat, location: location)
    switch reduced {
    case nil: break
    case .skip?: result.reducedMotion = .skip(location: location)
    case .spec(let fallback)?:
      result.reducedMotion = .animation(fallback.animation(kind, trigger: trigger, at: fallback.location))
    }
    return result
  }
}

extension ViewExpander {
  /// The kinds of motion a visual effect modifier makes when its value changes.
  static let effectKinds: [String: FlowAnimation.Kind] = [
    "scaleEffect": .scale, "rotationEffect": .rotate, "rotation3DEffect": .rotate, "offset": .slide,
    "blur": .blur, "opacity": .fade, "matchedGeometryEffect": .slide,
  ]

  /// Motion modifiers (docs/swiftui.md): visual effects driven by state, `.animation`,
  /// `.transition`, `.symbolEffect`, `phaseAnimator`; timers in `onReceive` and `task`.
  func applyMotion(
    _ name: String, _ call: FunctionCallExprSyntax, location: SourceLocation, to elements: inout [Element],
    in scope: ViewScope
  ) {
    let first = call.arguments.first?.expression
    func each(_ change: (inout Element) -> Void) {
      for index in elements.indices { change(&elements[index]) }
    }
    if let kind = Self.effectKinds[name] {
      // A constant effect does not move; one computed from state does when the state changes.
      guard Self.readsState(Syntax(call.arguments)) else { return }
      var animation = FlowAnimation(kind: kind, location: location)
      animation.duration = nil
      if scope.motionGuarded || ReduceMotionReads.mentioned(in: call.arguments, scope: scope) {
        animation.reducedMotion = .skip(location: location)
      }
      var reads = Self.statesRead(call.arguments, in: scope)
      // A matched geometry moves when any state of its view changes where it is laid out.
      if name == "matchedGeometryEffect" { reads.formUnion(scope.view?.variableProperties ?? []) }
      undriven[location, default: []].formUnion(reads)
      each { $0.animations.append(animation) }
      return
    }
    switch name {
    case "animation":
      applyAnimation(call, to: &elements, in: scope)
    case "transition":
      guard let first else { return }
      let (normal, reduced) = Self.transitionKinds(first, in: scope)
      guard let kind = normal.first(where: \.isMotion) ?? normal.first else { return }
      // Inserting the view runs it: the user's doing unless the screen's own code changes
      // what shows it (MotionTriggers.swift).
      var animation = FlowAnimation(kind: kind, trigger: .interaction, location: location)
      if scope.motionGuarded || reduced == [] {
        animation.reducedMotion = .skip(location: location)
      } else if let reduced, let fallback = reduced.first(where: \.isMotion) ?? reduced.first {
        animation.reducedMotion = .animation(FlowAnimation(kind: fallback, location: location))
      }
      each { $0.animations.append(animation) }
    case "symbolEffect":
      guard let first, let effect = ViewValues.caseName(first) else { return }
      guard let kind = Vocabulary.symbolEffects[effect] else { return }
      var animation = FlowAnimation(kind: kind, location: location)
      let labels = call.arguments.compactMap { $0.label?.text }
      // Without a `value:` to trigger it, an indefinite effect runs until it is removed.
      if !labels.contains("value") || Self.repeatsContinuously(call.arguments) {
        animation.repeat = .forever
      }
      if scope.motionGuarded || ReduceMotionReads.mentioned(in: call.arguments, scope: scope) {
        animation.reducedMotion = .skip(location: location)
      }
      each { $0.animations.append(animation) }
    case "phaseAnimator", "keyframeAnimator":
      let closure = call.trailingClosure.map(Syntax.init) ?? Syntax(call.arguments)
      let kinds = closure.tokens(viewMode: .sourceAccurate).compactMap { Self.effectKinds[$0.text] }
      guard let kind = kinds.first(where: \.isMotion) ?? kinds.first else { return }
      var animation = FlowAnimation(kind: kind, location: location)
      if !call.arguments.contains(where: { $0.label?.text == "trigger" }) { animation.repeat = .forever }
      if scope.motionGuarded || ReduceMotionReads.mentioned(in: call.arguments, scope: scope) {
        animation.reducedMotion = .skip(location: location)
      }
      each { $0.animations.append(animation) }
    case "transaction":
      // `.transaction { if reduceMotion { $0.animation = nil } }` (or `disablesAnimations =
      // true`): the animations of the content are skipped with Reduce Motion on.
      guard let closure = call.trailingClosure ?? first?.as(ClosureExprSyntax.self),
        Self.disablesAnimations(closure), ReduceMotionReads.mentioned(in: closure, scope: scope)
      else { return }
      each { Self.skipUnderReduceMotion(&$0, at: location) }
    case "onAppear", "task", "onReceive":
      applyTimers(name, call, location: location, to: &elements, in: scope)
    default:
      break
    }
  }

  /// `.animation(_:value:)` animates the changes of `value` only: an effect below that reads
  /// other state (a knob that follows the user's drag) is not driven by it.
  func applyAnimation(
    _ call: FunctionCallExprSyntax, to elements: inout [Element], in scope: ViewScope, guarded: Bool = false
  ) {
    guard let first = call.arguments.first, first.label == nil,
      let spec = AnimationSpec.read(first.expression, in: scope)
    else { return }
    let values = call.arguments.first { $0.label?.text == "value" }.map {
      Self.statesRead($0.expression, in: scope)
    }
    // A value that no code run on appear changes moves when the code does not say: the
    // effects stay undriven, for a `withAnimation` on appear to drive (`AppearWrites`).
    if let values, !changesOnAppear(values, in: scope) { return }
    for index in elements.indices {
      drive(&elements[index], with: spec, guarded: guarded || scope.motionGuarded, reading: values)
    }
  }

  /// What runs when a view appears (`withAnimation` calls, sleep loops, `asyncAfter` chains)
  /// and the timers a view receives: auto-advance, and whether the user can pause it.
  private func applyTimers(
    _ name: String, _ call: FunctionCallExprSyntax, location: SourceLocation, to elements: inout [Element],
    in scope: ViewScope
  ) {
    let first = call.arguments.first?.expression
    func each(_ change: (inout Element) -> Void) {
      for index in elements.indices { change(&elements[index]) }
    }
    switch name {
    case "onAppear", "task":
      guard let closure = call.trailingClosure ?? first?.as(ClosureExprSyntax.self) else { return }
      appearDrivers += Self.withAnimations(in: Syntax(closure), scope: scope)
      appearDrivers += Self.calledMembers(from: closure, in: scope).flatMap {
        Self.withAnimations(in: Syntax($0), scope: scope)
      }
      if let advance = Self.sleepLoop(in: closure, at: location, scope: scope)
        ?? Self.asyncAfterChain(from: closure, at: location, scope: scope)
      {
        let stops = Self.readsVoiceOver(closure, in: scope)
        each {
          $0.autoAdvance = advance
          $0.stopsForVoiceOver = stops
        }
      }
    case "onReceive":
      guard let first, let every = Self.timerInterval(first, in: scope) else { return }
      // The property that holds the timer, which a control may cancel.
      let timers = Set(ViewValues.referencedName(first).map { [$0] } ?? [])
      let canPause =
        call.trailingClosure.map {
          PauseControls.offered(handler: Syntax($0), timers: timers, in: scope.view)
        }
        ?? false
      let advance = AutoAdvance(after: every, userCanPause: canPause, location: location)
      let stops = call.trailingClosure.map { Self.readsVoiceOver($0, in: scope) } ?? false
      each {
        $0.autoAdvance = advance
        $0.stopsForVoiceOver = stops
      }
    default:
      break
    }
  }

  /// Whether the code a timer runs (its closure, and the view's members it calls) reads
  /// whether VoiceOver runs: then it is taken to stop the timer under VoiceOver
  /// (`timing.auto-advance-voiceover`).
  static func readsVoiceOver(_ closure: ClosureExprSyntax, in scope: ViewScope) -> Bool {
    VoiceOverReads.mentioned(in: closure, scope: scope)
      || calledMembers(from: closure, in: scope).contains { VoiceOverReads.mentioned(in: $0, scope: scope) }
  }

  /// Whether a transaction closure turns animations off: `$0.animation = nil`,
  /// `transaction.disablesAnimations = true`.
  static func disablesAnimations(_ closure: ClosureExprSyntax) -> Bool {
    let finder = AssignmentFinder(viewMode: .sourceAccurate)
    finder.walk(closure)
    return finder.assignments.contains { target, value in
      (target == "animation" && value.is(NilLiteralExprSyntax.self))
        || (target == "disablesAnimations"
          && value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true))
    }
  }

  /// Whether a symbol effect's options repeat it without end: `.repeating`,
  /// `.repeat(.continuous)`.
  static func repeatsContinuously(_ arguments: LabeledExprListSyntax) -> Bool {
    arguments.contains { argument in
      argument.label?.text == "options"
        && argument.expression.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .identifier("repeating") || $0.tokenKind == .identifier("continuous")
        }
    }
  }

  /// Marks the animations of an element and what it contains as skipped under Reduce Motion,
  /// unless the code gives them a fallback of their own.
  static func skipUnderReduceMotion(_ element: inout Element, at location: SourceLocation) {
    for index in element.animations.indices where element.animations[index].reducedMotion == nil {
      element.animations[index].reducedMotion = .skip(location: location)
    }
    for index in element.elements.indices { skipUnderReduceMotion(&element.elements[index], at: location) }
  }

  /// Gives the effects below an element that no animation drives yet this spec's timing.
  /// With `reading`, only the effects that read one of those states.
  func drive(
    _ element: inout Element, with spec: AnimationSpec, guarded: Bool,
    trigger: FlowAnimation.Trigger = .appear, reading values: Set<String>? = nil
  ) {
    for index in element.animations.indices where element.animations[index].duration == nil {
      guard let reads = undriven[element.animations[index].location],
        values.map({ !$0.isDisjoint(with: reads) }) ?? true
      else { continue }
      element.animations[index] = Self.driven(
        element.animations[index], by: spec, guarded: guarded, trigger: trigger)
    }
    for index in element.elements.indices {
      drive(&element.elements[index], with: spec, guarded: guarded, reading: values)
    }
  }

  /// An effect with the timing of the animation that drives it, keeping its own fallback.
  static func driven(
    _ old: FlowAnimation, by spec: AnimationSpec, guarded: Bool, trigger: FlowAnimation.Trigger = .appear
  ) -> FlowAnimation {
    var animation = spec.animation(old.kind, trigger: trigger, at: old.location)
    if let reduced = old.reducedMotion {
      animation.reducedMotion = reduced
    } else if guarded {
      animation.reducedMotion = .skip(location: old.location)
    }
    return animation
  }

  /// Whether an argument list names a value (a state, a parameter), not only literals.
  static func readsState(_ node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      return !Vocabulary.geometryWords.contains(name)
    }
  }

  /// The kinds a transition moves with, with Reduce Motion off and on (nil: the same; empty:
  /// none, when the reduced branch is `.identity`).
  static func transitionKinds(_ expression: ExprSyntax, in scope: ViewScope) -> (
    [FlowAnimation.Kind], [FlowAnimation.Kind]?
  ) {
    func kinds(_ node: some SyntaxProtocol) -> [FlowAnimation.Kind] {
      node.tokens(viewMode: .sourceAccurate).compactMap { Vocabulary.transitions[$0.text] }
    }
    if let branches = Ternary(expression)?.reduceMotionBranches(in: scope) {
      return (kinds(branches.off), kinds(branches.on))
    }
    return (kinds(expression), nil)
  }

  /// The `withAnimation` calls in a closure, with the delay of an `asyncAfter` around them;
  /// one inside a branch on Reduce Motion is skipped with it on.
  static func withAnimations(in node: Syntax, scope: ViewScope) -> [AnimationSpec] {
    let finder = CallFinder(names: ["withAnimation"], viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found.map { call in
      var spec =
        call.arguments.first.flatMap { $0.label == nil ? AnimationSpec.read($0.expression, in: scope) : nil }
        ?? AnimationSpec(location: scope.source.location(of: Syntax(call)))
      if let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
        spec.names = Set(body.tokens(viewMode: .sourceAccurate).compactMap(\.identifierText))
      }
      var child = Syntax(call)
      var parent = call.parent
      while let current = parent, current.id != node.id {
        if let branch = current.as(IfExprSyntax.self),
          ReduceMotionReads.polarity(of: branch.conditions, in: scope) != nil
        {
          spec.reduced = .skip
        }
        if let statements = current.as(CodeBlockItemListSyntax.self),
          leavesEarlyUnderReduceMotion(statements, before: child, scope: scope)
        {
          spec.reduced = .skip
        }
        if let outer = current.as(FunctionCallExprSyntax.self),
          outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "asyncAfter",
          let deadline = outer.arguments.first(where: { $0.label?.text == "deadline" })
        {
          spec.delay +=
            deadline.expression.as(SequenceExprSyntax.self)?.elements.last.flatMap {
              ViewValues.number($0, in: scope)
            } ?? 0
        }
        child = current
        parent = current.parent
      }
      return spec
    }
  }

  /// Whether statements before `child` leave the code with Reduce Motion on:
  /// `guard !reduceMotion else { return }`, or `if reduceMotion { …; return }` (the end state
  /// set at once, the animations after it skipped).
  static func leavesEarlyUnderReduceMotion(
    _ statements: CodeBlockItemListSyntax, before child: Syntax, scope: ViewScope
  ) -> Bool {
    for item in statements {
      if item.id == child.id { return false }
      if let guardStatement = item.item.as(GuardStmtSyntax.self),
        ReduceMotionReads.polarity(of: guardStatement.conditions, in: scope) != nil
      {
        return true
      }
      let branch =
        item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        ?? item.item.as(IfExprSyntax.self)
      if let branch, ReduceMotionReads.polarity(of: branch.conditions, in: scope) == .on,
        branch.body.statements.last?.item.is(ReturnStmtSyntax.self) == true
      {
        return true
      }
    }
    return false
  }

  /// The bodies of the view's own functions a closure calls (`.onAppear { showNext() }`):
  /// what runs when the view appears is also written there.
  static func calledMembers(from closure: ClosureExprSyntax, in scope: ViewScope) -> [CodeBlockItemListSyntax]
  {
    guard let view = scope.view else { return [] }
    let calls = CallFinder(names: Set(view.members.keys), viewMode: .sourceAccurate)
    calls.walk(closure)
    var seen: Set<String> = []
    return calls.found.compactMap { call in
      guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        seen.insert(name).inserted
      else { return nil }
      return view.members[name]?.statements
    }
  }

  /// A `while` loop that sleeps and changes state: auto-advance every sleep.
  static func sleepLoop(in closure: ClosureExprSyntax, at location: SourceLocation, scope: ViewScope)
    -> AutoAdvance?
  {
    let finder = CallFinder(names: ["sleep"], viewMode: .sourceAccurate)
    finder.walk(closure)
    for call in finder.found {
      var parent = call.parent
      var inLoop = false
      while let current = parent, current.id != closure.id {
        if current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self) { inLoop = true }
        parent = current.parent
      }
      guard inLoop, let seconds = sleepSeconds(call, in: scope), seconds > 0 else { continue }
      let canPause = PauseControls.offered(handler: Syntax(closure), timers: [], in: scope.view)
      return AutoAdvance(after: seconds, userCanPause: canPause, location: location)
    }
    return nil
  }

  /// A function of the view, called from `closure`, that schedules itself again with
  /// `asyncAfter` (`func advance() { …asyncAfter(deadline: .now() + 3) { page += 1; advance() } }`):
  /// auto-advance every deadline.
  static func asyncAfterChain(from closure: ClosureExprSyntax, at location: SourceLocation, scope: ViewScope)
    -> AutoAdvance?
  {
    guard let view = scope.view else { return nil }
    let calls = CallFinder(names: Set(view.members.keys), viewMode: .sourceAccurate)
    calls.walk(closure)
    for call in calls.found {
      guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let member = view.members[name]
      else { continue }
      let finder = CallFinder(names: ["asyncAfter"], viewMode: .sourceAccurate)
      finder.walk(member.statements)
      for after in finder.found {
        let again = CallFinder(names: [name], viewMode: .sourceAccurate)
        after.trailingClosure.map { again.walk($0) }
        guard !again.found.isEmpty,
          let deadline = after.arguments.first(where: { $0.label?.text == "deadline" }),
          let seconds = deadline.expression.as(SequenceExprSyntax.self)?.elements.last.flatMap({
            ViewValues.number($0, in: scope)
          }), seconds > 0
        else { continue }
        let canPause = PauseControls.offered(handler: Syntax(member.statements), timers: [], in: view)
        return AutoAdvance(after: seconds, userCanPause: canPause, location: location)
      }
    }
    return nil
  }

  /// `Task.sleep(for: .seconds(4))`, `.milliseconds(500)`, `nanoseconds: 4_000_000_000`.
  static func sleepSeconds(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> Double? {
    guard let argument = call.arguments.first else { return nil }
    if argument.label?.text == "nanoseconds" {
      return ViewValues.number(argument.expression, in: scope).map { $0 / 1e9 }
    }
    guard let duration = argument.expression.as(FunctionCallExprSyntax.self),
      let value = duration.arguments.first.flatMap({ ViewValues.number($0.expression, in: scope) })
    else { return nil }
    switch ViewValues.caseName(duration.calledExpression) {
    case "seconds": return value
    case "milliseconds": return value / 1000
    default: return nil
    }
  }

  /// The interval of `Timer.publish(every: 3.4, …)`, written in place or as a property's value.
  static func timerInterval(_ expression: ExprSyntax, in scope: ViewScope) -> Double? {
    var node = expression
    if let name = ViewValues.referencedName(expression), case .expression(let value, _)? = scope.lookup(name)
    {
      node = value
    }
    let finder = CallFinder(names: ["publish"], viewMode: .sourceAccurate)
    finder.walk(node)
    guard let publish = finder.found.first,
      let every = publish.arguments.first(where: { $0.label?.text == "every" })
    else { return nil }
    return ViewValues.number(every.expression, in: scope)
  }
}

/// The calls of some names below a node (`withAnimation(…)`, `Task.sleep(…)`).
final class CallFinder: SyntaxVisitor {
  let names: Set<String>
  var found: [FunctionCallExprSyntax] = []

  init(names: Set<String>, viewMode: SyntaxTreeViewMode) {
    self.names = names
    super.init(viewMode: viewMode)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    let name =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    if let name, names.contains(name) { found.append(node) }
    return .visitChildren
  }
}

/// The assignments below a node, as the name or member assigned and the value written
/// (`$0.animation = nil` → ("animation", `nil`)).
final class AssignmentFinder: SyntaxVisitor {
  var assignments: [(target: String?, value: ExprSyntax)] = []

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let parts = Array(node.elements)
    if parts.count == 3, parts[1].is(AssignmentExprSyntax.self) {
      let target =
        parts[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text
      assignments.append((target, parts[2]))
    }
    return .visitChildren
  }
}
