import SwiftSyntax

/// Where an expression of a view is read: the view whose properties it names, the file it is
/// written in, and the names that call sites and closures bind (`FeatureRow(title: "…")`
/// binds `title` in `FeatureRow`'s body to the caller's literal).
struct ViewScope {
  var view: ViewDeclaration?
  var source: SwiftSourceText
  var bindings: [String: BoundValue] = [:]
  /// Inside a branch on Reduce Motion: its motion does not run with the setting on.
  var motionGuarded = false

  /// The value a name stands for: a binding, else the value a stored property is declared with.
  func lookup(_ name: String) -> BoundValue? {
    if let bound = bindings[name] { return bound }
    if let view, let value = view.initialValues[name] {
      return .expression(value, ViewScope(view: view, source: view.source))
    }
    // A file-scope constant the view does not shadow (GlobalValues.swift).
    if let view, let global = view.statics.globals[name], !view.declares(name) {
      return .expression(global.value, ViewScope(view: view, source: global.source))
    }
    return nil
  }
}

/// What a name is bound to: code written elsewhere (read in its own scope), or a value known
/// only at run time (a `ForEach` element over data that is not a literal).
indirect enum BoundValue {
  case expression(ExprSyntax, ViewScope)
  case unknown(String)
}

/// Follows names to the code they stand for and reads literals: the static evaluation the
/// derived flow needs, and no more.
enum ViewValues {
  /// The expression a reference stands for, in its scope: a bound name, a stored property's
  /// value, a member of a bound call (`page.title` where `page` is `Page(title: "…")`). Nil
  /// when the value is known only at run time.
  static func resolve(_ expression: ExprSyntax, in scope: ViewScope, depth: Int = 0) -> (
    ExprSyntax, ViewScope
  )? {
    guard depth < 16 else { return nil }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first
    {
      return resolve(inner.expression, in: scope, depth: depth + 1)
    }
    if let name = referencedName(expression) {
      switch scope.lookup(name) {
      case .expression(let value, let inner)?: return resolve(value, in: inner, depth: depth + 1)
      case .unknown?: return nil
      case nil: return (expression, scope)
      }
    }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
      let argument = subscriptCall.arguments.first, argument.label == nil,
      let index = fixedIndex(argument.expression, in: scope),
      let (value, inner) = resolve(subscriptCall.calledExpression, in: scope, depth: depth + 1),
      let array = value.as(ArrayExprSyntax.self), index < array.elements.count
    {
      // `pages[index]` where the index is known: the item.
      let item = array.elements[array.elements.index(array.elements.startIndex, offsetBy: index)]
      return resolve(item.expression, in: inner, depth: depth + 1)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      if let type = typeName(base, in: scope), scope.lookup(type) == nil,
        let found = scope.view?.statics.values["\(type).\(member.declName.baseName.text)"]
      {
        return resolve(found.value, in: ViewScope(view: scope.view, source: found.source), depth: depth + 1)
      }
      guard let (value, inner) = resolve(base, in: scope, depth: depth + 1) else { return nil }
      let name = member.declName.baseName.text
      if let tuple = value.as(TupleExprSyntax.self), let index = Int(name), index < tuple.elements.count {
        // `image.0` where `image` is `("Doctors", 250, 200)`: the element.
        let element = tuple.elements[tuple.elements.index(tuple.elements.startIndex, offsetBy: index)]
        return resolve(element.expression, in: inner, depth: depth + 1)
      }
      if let call = value.as(FunctionCallExprSyntax.self),
        let argument = call.arguments.first(where: { $0.label?.text == name })
      {
        return resolve(argument.expression, in: inner, depth: depth + 1)
      }
      return value.id == base.id ? (expression, scope) : nil
    }
    return (expression, scope)
  }

  /// The type a member's base names: `Copy` in `Copy.title`, the view itself for `Self`.
  private static func typeName(_ base: ExprSyntax, in scope: ViewScope) -> String? {
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
    if reference.baseName.tokenKind == .keyword(.Self) { return scope.view?.name }
    return reference.baseName.text
  }

  /// The names a `ForEach` closure binds for each item of its data, when the data is a
  /// literal array (in place, a property's or a static property's value), also through
  /// `Array(data.enumerated())` (index and item); nil for other data.
  static func items(of data: ExprSyntax, closure: ClosureExprSyntax, in scope: ViewScope)
    -> [[String: BoundValue]]?
  {
    var data = data
    if let call = data.as(FunctionCallExprSyntax.self), ViewValues.caseName(call.calledExpression) == nil,
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
      call.arguments.count == 1,
      let inner = call.arguments.first?.expression
    {
      data = inner
    }
    var enumerated = false
    if let call = data.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "enumerated", let base = member.base
    {
      enumerated = true
      data = base
    }
    let names = parameters(of: closure)
    if let count = indexCount(of: data, in: scope) {
      // `0..<pages.count`, `pages.indices`: each index, known per item.
      return (0..<count).map { [names.first ?? "$0": .unknown("\($0)")] }
    }
    guard let (value, dataScope) = resolve(data, in: scope), let array = value.as(ArrayExprSyntax.self) else {
      return nil
    }
    return array.elements.enumerated().map { index, item in
      let bound = BoundValue.expression(item.expression, dataScope)
      guard enumerated else { return [names.first ?? "$0": bound] }
      var bindings: [String: BoundValue] = [names.first ?? "$0": .unknown("\(index)")]
      if names.count > 1 { bindings[names[1]] = bound }
      return bindings
    }
  }

  /// An index that does not change while the view shows: a literal, or the index a
  /// `ForEach` over indices binds for one item. (A `@State var page = 0` changes.)
  static func fixedIndex(_ expression: ExprSyntax, in scope: ViewScope) -> Int? {
    if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
    guard let name = referencedName(expression), case .unknown(let offset)? = scope.bindings[name] else {
      return nil
    }
    return Int(offset)
  }

  /// How many indices a range over a literal array's indices, or a literal range, holds:
  /// `0..<pages.count`, `pages.indices`, `0..<3`, `0...2`; nil for other data.
  static func indexCount(of data: ExprSyntax, in scope: ViewScope) -> Int? {
    func arrayCount(_ expression: ExprSyntax) -> Int? {
      guard let (value, _) = resolve(expression, in: scope), let array = value.as(ArrayExprSyntax.self) else {
        return nil
      }
      return array.elements.count
    }
    if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices",
      let base = member.base
    {
      return arrayCount(base)
    }
    var range = data
    if let tuple = range.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
    {
      range = inner.expression
    }
    guard let sequence = range.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let parts = Array(sequence.elements)
    guard let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      ["..<", "..."].contains(operation), number(parts[0], in: scope) == 0
    else { return nil }
    let upper: Int?
    if let member = parts[2].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
      let base = member.base
    {
      upper = arrayCount(base)
    } else {
      upper = number(parts[2], in: scope).flatMap { $0 >= 0 && $0 < 1000 ? Int($0) : nil }
    }
    guard let upper else { return nil }
    return operation == "..<" ? upper : upper + 1
  }

  /// The names of a closure's parameters (`item in`, `(index, item) in`); `$0` when unnamed.
  static func parameters(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: list.map(\.name.text)
    case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: ["$0"]
    }
  }

  /// `name` and `self.name`.
  static func referencedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// A number written as a literal, or a name bound to one.
  static func number(_ expression: ExprSyntax, in scope: ViewScope) -> Double? {
    if let name = referencedName(expression), case .unknown(let offset)? = scope.lookup(name),
      let index = Int(offset)
    {
      // The offset a `ForEach` over literal data's `enumerated()` binds: known per item.
      return Double(index)
    }
    guard let (value, inner) = resolve(expression, in: scope) else { return nil }
    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let argument = call.arguments.first, argument.label == nil,
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      Vocabulary.numberTypes.contains(type)
    {
      // `Double(index)`: a number converted.
      return number(argument.expression, in: inner)
    }
    if let infix = FoldedOperators.infix(value) {
      // `Double(index) * 0.1 + 0.2`: operations on numbers (a staggered delay), folded as the
      // compiler folds them (FoldedOperators.swift).
      guard let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        let left = number(infix.leftOperand, in: inner), let right = number(infix.rightOperand, in: inner)
      else { return nil }
      switch operation {
      case "*": return left * right
      case "+": return left + right
      case "-": return left - right
      case "/": return right == 0 ? nil : left / right
      default: return nil
      }
    }
    if let integer = value.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text.replacingAll("_", with: ""))
    }
    if let float = value.as(FloatLiteralExprSyntax.self) {
      return Double(float.literal.text.replacingAll("_", with: ""))
    }
    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return number(prefix.expression, in: scope).map { -$0 }
    }
    return nil
  }

  /// `true` or `false` written as a literal, or a name bound to one.
  static func bool(_ expression: ExprSyntax, in scope: ViewScope) -> Bool? {
    guard let (value, _) = resolve(expression, in: scope),
      let literal = value.as(BooleanLiteralExprSyntax.self)
    else { return nil }
    return literal.literal.tokenKind == .keyword(.true)
  }

  /// A string literal without interpolations, or a name bound to one.
  static func string(_ expression: ExprSyntax, in scope: ViewScope) -> String? {
    guard let (value, _) = resolve(expression, in: scope),
      let literal = value.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return nil }
    return StringLiteralText.plain(literal)
  }

  /// The name after the dot of `.isHeader`, `.combine`, `Axis.horizontal`.
  static func caseName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let call = expression.as(FunctionCallExprSyntax.self) { return caseName(call.calledExpression) }
    return nil
  }
}
