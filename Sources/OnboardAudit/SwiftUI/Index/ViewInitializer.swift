import SwiftSyntax

/// An `init` a view declares: its parameters, and the stored properties its body sets from
/// them (`self.title = title`, `self.content = content()`), so that a caller's arguments reach
/// the body through it (docs/swiftui.md, "Elements").
struct ViewInitializer {
  struct Parameter {
    /// The argument label; nil for `_`.
    var label: String?
    /// The name the body uses.
    var name: String
    var defaultValue: ExprSyntax?
    /// Whether it takes a closure (a trailing closure can be its argument).
    var takesClosure: Bool
  }

  var parameters: [Parameter]
  /// `self.property = value` at the top level of the body, in order.
  var assignments: [(property: String, value: ExprSyntax)] = []
  /// The arguments of the `self.init(…)` the body delegates to, if it does.
  var delegation: [Argument]?
  /// The file it is written in (an extension's may be another than the type's).
  var source: SwiftSourceText?
  /// The most initializers one call goes through, delegating from one to the next: the
  /// compiler refuses a cycle, but the sources' view may be one of two of the same name.
  static let delegations = 8

  init(_ node: InitializerDeclSyntax) {
    parameters = node.signature.parameterClause.parameters.map { parameter in
      Parameter(
        label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
        name: (parameter.secondName ?? parameter.firstName).text,
        defaultValue: parameter.defaultValue?.value,
        takesClosure: Self.takesClosure(parameter.type))
    }
    let names = Set(parameters.map(\.name))
    for item in node.body?.statements ?? [] {
      if case .expr(let expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.tokenKind == .keyword(.`init`),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        delegation = Self.arguments(of: call)
        continue
      }
      // `self.title = title ?? fallback`, folded as the compiler folds it (FoldedOperators.swift).
      guard case .expr(let expression) = item.item, let assignment = FoldedOperators.infix(expression),
        assignment.operator.is(AssignmentExprSyntax.self)
      else { continue }
      if let member = assignment.leftOperand.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        assignments.append((member.declName.baseName.text, assignment.rightOperand))
      } else if let name = assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
        !names.contains(name)
      {
        assignments.append((name, assignment.rightOperand))
      }
    }
  }

  /// Whether a value of the type is a closure: `() -> Content`, `@escaping () -> Void`,
  /// `(() -> Content)?`.
  static func takesClosure(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let attributed = type.as(AttributedTypeSyntax.self) { return takesClosure(attributed.baseType) }
    if let optional = type.as(OptionalTypeSyntax.self) { return takesClosure(optional.wrappedType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return takesClosure(only.type)
    }
    return false
  }

  /// An argument of a call: its label (nil when unlabeled), its value, and whether it is the
  /// unlabeled trailing closure.
  typealias Argument = (label: String?, value: ExprSyntax, isTrailing: Bool)

  /// The arguments of a call in order, trailing closures last.
  static func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
    var result: [Argument] = call.arguments.map { ($0.label?.text, $0.expression, false) }
    if let trailing = call.trailingClosure { result.append((nil, ExprSyntax(trailing), true)) }
    for extra in call.additionalTrailingClosures {
      result.append((extra.label.text, ExprSyntax(extra.closure), false))
    }
    return result
  }

  /// Each parameter's argument (or default value) when the call's arguments fit this
  /// initializer as the compiler matches them: labels in order, parameters with a default
  /// skipped, the unlabeled trailing closure given to the next parameter that takes a
  /// closure. Nil when they do not fit.
  func match(_ arguments: [Argument]) -> [(parameter: Parameter, argument: ExprSyntax?)]? {
    var matched: [(parameter: Parameter, argument: ExprSyntax?)] = []
    var next = arguments.startIndex
    for parameter in parameters {
      if next < arguments.endIndex {
        let argument = arguments[next]
        let fits = argument.isTrailing ? parameter.takesClosure : argument.label == parameter.label
        if fits {
          matched.append((parameter, argument.value))
          next += 1
          continue
        }
      }
      guard parameter.defaultValue != nil else { return nil }
      matched.append((parameter, nil))
    }
    return next == arguments.endIndex ? matched : nil
  }
}
