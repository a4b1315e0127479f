import SwiftSyntax

/// The type of an interpolated expression, where the file says it: literals, declared and
/// initialized variables and parameters of the enclosing scopes (and of the type's
/// extensions in the same file), arithmetic on them, `.count`, conversions such as
/// `Int(x)`. Anything else is `.unknown`: never guessed.
struct InterpolationTypes {
  /// The member blocks of each type declared in the file, extensions included, by name.
  let memberBlocks: [String: [MemberBlockSyntax]]

  init(file: SourceFileSyntax) {
    memberBlocks = TypeMembers.collect(in: file)
  }

  /// A depth bound for declarations that refer to each other (`let a = b`, `let b = a`).
  private static let maximumDepth = 8

  func type(of expression: ExprSyntax) -> InterpolatedType {
    type(of: expression, depth: 0)
  }

  private func type(of expression: ExprSyntax, depth: Int) -> InterpolatedType {
    guard depth < Self.maximumDepth else { return .unknown }
    if expression.is(IntegerLiteralExprSyntax.self) { return .int }
    if expression.is(FloatLiteralExprSyntax.self) { return .double }
    if expression.is(StringLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
      || expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
    {
      return .object
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return type(of: only.expression, depth: depth)
    }
    if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
      return type(of: unwrapped.expression, depth: depth)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return type(of: sequence, depth: depth)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return declaredType(of: reference.baseName.text, at: Syntax(reference), depth: depth)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return type(of: member, depth: depth)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return type(of: call)
    }
    return .unknown
  }

  private func type(of member: MemberAccessExprSyntax, depth: Int) -> InterpolatedType {
    let name = member.declName.baseName.text
    if let base = member.base, base.is(DeclReferenceExprSyntax.self),
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return declaredType(of: name, at: Syntax(member), depth: depth, membersOnly: true)
    }
    switch name {
    case "count", "endIndex", "startIndex": return .int
    case "description", "debugDescription", "localizedDescription": return .object
    default: return .unknown
    }
  }

  /// `Int(x)`, `String(x)` and the like are of the type they name; `x.formatted()` is text.
  private func type(of call: FunctionCallExprSyntax) -> InterpolatedType {
    if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = callee.baseName.text
      let named = InterpolatedType(typeName: name)
      if named.isNumber || ["String", "Text", "Image", "AttributedString"].contains(name) { return named }
      return .unknown
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["formatted", "uppercased", "lowercased", "capitalized"].contains(member.declName.baseName.text)
    {
      return .object
    }
    return .unknown
  }

  /// Unfolded operator sequences: `page + 1`, `a ?? 0`, `x as Int`, `a ? b : c`.
  private func type(of sequence: SequenceExprSyntax, depth: Int) -> InterpolatedType {
    let elements = Array(sequence.elements)
    if let cast = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }),
      cast + 1 < elements.count,
      let typeName = elements[cast + 1].as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self)?.name.text
    {
      return InterpolatedType(typeName: typeName)
    }
    var operands: [ExprSyntax] = []
    for (index, element) in elements.enumerated() {
      if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
        // `condition ? a : b`: the type of both branches, when they agree.
        guard index + 1 < elements.count else { return .unknown }
        let first = type(of: ternary.thenExpression, depth: depth + 1)
        let second = type(of: elements[index + 1], depth: depth + 1)
        return first == second ? first : .unknown
      }
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        switch op.operator.text {
        case "??":
          return index + 1 < elements.count ? type(of: elements[index + 1], depth: depth + 1) : .unknown
        case "+", "-", "*", "/", "%", "&+", "&-", "&*":
          continue
        default:
          return .object
        }
      }
      operands.append(element)
    }
    // Arithmetic: literals take the type of the variables; strings concatenate.
    var variableTypes: Set<InterpolatedType> = []
    var hasFloatLiteral = false
    for operand in operands {
      if operand.is(IntegerLiteralExprSyntax.self) { continue }
      if operand.is(FloatLiteralExprSyntax.self) {
        hasFloatLiteral = true
        continue
      }
      if operand.is(StringLiteralExprSyntax.self) { return .object }
      variableTypes.insert(type(of: operand, depth: depth + 1))
    }
    if variableTypes.isEmpty { return hasFloatLiteral ? .double : .int }
    guard variableTypes.count == 1, let only = variableTypes.first, only != .unknown else { return .unknown }
    return only
  }

  // MARK: Declarations

  /// What a name refers to, as far as the file says.
  enum Declaration {
    /// A variable or property (`let`, `var`, `@State var`, `if let`).
    case binding(type: TypeSyntax?, value: ExprSyntax?)
    /// A parameter of a function, initializer or closure.
    case parameter(TypeSyntax?)
    /// An integer from a range (`for i in 0..<3`, `ForEach(pages.indices) { i in }`).
    case integer
    /// Declared where nothing says its type (a closure's parameter, a pattern).
    case unknown
  }

  /// The string literal a name was made from (`let title = "Welcome"`), when its declaration
  /// is a plain `String` made from one.
  func literal(named name: String, at node: Syntax) -> StringLiteralExprSyntax? {
    guard case .binding(let type, let value)? = declaration(of: name, at: node),
      let literal = value?.as(StringLiteralExprSyntax.self)
    else { return nil }
    if let type, type.as(IdentifierTypeSyntax.self)?.name.text != "String" { return nil }
    return literal
  }

  private func declaredType(of name: String, at node: Syntax, depth: Int, membersOnly: Bool = false)
    -> InterpolatedType
  {
    switch declaration(of: name, at: node, membersOnly: membersOnly) {
    case .binding(let type?, _)?, .parameter(let type?)?: return Self.type(named: type)
    case .binding(nil, let value?)?: return self.type(of: value, depth: depth + 1)
    case .integer?: return .int
    case .binding(nil, nil)?, .parameter(nil)?, .unknown?, nil: return .unknown
    }
  }

  /// The declaration that `name` refers to at `node`: the nearest enclosing scope that
  /// declares it.
  func declaration(of name: String, at node: Syntax, membersOnly: Bool = false) -> Declaration? {
    var child = node
    while let scope = child.parent {
      defer { child = scope }
      if !membersOnly, let found = lookUpLocal(name, in: scope, before: child) {
        return found
      }
      if let members = scope.as(MemberBlockSyntax.self) {
        for block in blocks(sharingTypeWith: members) {
          if let found = member(name, in: block) { return found }
        }
        if membersOnly { return nil }
      }
    }
    return nil
  }

  /// The member blocks of the type `members` belongs to: its own and its extensions'.
  private func blocks(sharingTypeWith members: MemberBlockSyntax) -> [MemberBlockSyntax] {
    guard let name = TypeMembers.typeName(of: members), let all = memberBlocks[name] else { return [members] }
    return all
  }

  /// A declaration of `name` in a scope that is not a type's members: statements before
  /// the use, parameters of a function or closure, the variable of a `for` loop.
  private func lookUpLocal(_ name: String, in scope: Syntax, before child: Syntax) -> Declaration? {
    if let statements = scope.as(CodeBlockItemListSyntax.self) {
      for item in statements {
        if item.position >= child.position { break }
        if let variable = item.item.as(VariableDeclSyntax.self), let found = binding(name, in: variable) {
          return found
        }
      }
      return nil
    }
    if let function = scope.as(FunctionDeclSyntax.self) {
      return parameter(name, in: function.signature.parameterClause)
    }
    if let initializer = scope.as(InitializerDeclSyntax.self) {
      return parameter(name, in: initializer.signature.parameterClause)
    }
    if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
      return closureParameter(name, signature: signature, closure: closure)
    }
    if let loop = scope.as(ForStmtSyntax.self),
      loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    {
      return isIntegerRange(loop.sequence) ? .integer : .unknown
    }
    if let conditions = scope.as(ConditionElementListSyntax.self) {
      for condition in conditions where condition.position < child.position {
        guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        else { continue }
        if binding.typeAnnotation == nil, binding.initializer == nil { return .unknown }
        return .binding(type: binding.typeAnnotation?.type, value: binding.initializer?.value)
      }
    }
    return nil
  }

  private func member(_ name: String, in block: MemberBlockSyntax) -> Declaration? {
    for item in block.members {
      if let variable = item.decl.as(VariableDeclSyntax.self), let found = binding(name, in: variable) {
        return found
      }
    }
    return nil
  }

  private func binding(_ name: String, in variable: VariableDeclSyntax) -> Declaration? {
    for binding in variable.bindings {
      guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
      return .binding(type: binding.typeAnnotation?.type, value: binding.initializer?.value)
    }
    return nil
  }

  private func parameter(_ name: String, in clause: FunctionParameterClauseSyntax) -> Declaration? {
    for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
      return .parameter(parameter.type)
    }
    return nil
  }

  /// A closure's parameter: its annotated type, an integer for the element of `ForEach` over
  /// an integer range, else unknown (the closure's parameter hides any outer name).
  private func closureParameter(_ name: String, signature: ClosureSignatureSyntax, closure: ClosureExprSyntax)
    -> Declaration?
  {
    let names: [(String, TypeSyntax?)]
    switch signature.parameterClause {
    case .simpleInput(let list): names = list.map { ($0.name.text, nil) }
    case .parameterClause(let clause):
      names = clause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type) }
    case nil: names = []
    }
    guard let (_, annotated) = names.first(where: { $0.0 == name }) else { return nil }
    if let annotated { return .parameter(annotated) }
    if names.count == 1, let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
      let first = call.arguments.first, first.label == nil, isIntegerRange(first.expression)
    {
      return .integer
    }
    return .unknown
  }

  /// `0..<3`, `1...n`, `(0..<count)`, `pages.indices`: a range of integers.
  private func isIntegerRange(_ expression: ExprSyntax) -> Bool {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text == "indices"
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return isIntegerRange(only.expression)
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
    let elements = Array(sequence.elements)
    guard elements.count == 3,
      let op = elements[1].as(BinaryOperatorExprSyntax.self), ["..<", "..."].contains(op.operator.text)
    else { return false }
    return elements[0].is(IntegerLiteralExprSyntax.self) || elements[2].is(IntegerLiteralExprSyntax.self)
  }

  /// The type a declaration names: `Int`, `CGFloat`, `String`; an optional is unknown (it
  /// cannot be interpolated into a localized string as it is).
  static func type(named type: TypeSyntax) -> InterpolatedType {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return InterpolatedType(typeName: identifier.name.text)
    }
    if let member = type.as(MemberTypeSyntax.self) { return InterpolatedType(typeName: member.name.text) }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return .unknown
    }
    if let attributed = type.as(AttributedTypeSyntax.self) { return Self.type(named: attributed.baseType) }
    return .object
  }
}

/// The types a file declares and their member blocks, extensions included.
enum TypeMembers {
  static func collect(in file: SourceFileSyntax) -> [String: [MemberBlockSyntax]] {
    let visitor = Collector(viewMode: .sourceAccurate)
    visitor.walk(file)
    return visitor.blocks
  }

  /// The name of the type whose members these are.
  static func typeName(of members: MemberBlockSyntax) -> String? {
    guard let parent = members.parent else { return nil }
    if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
      return extensionDecl.extendedType.as(IdentifierTypeSyntax.self)?.name.text
        ?? extensionDecl.extendedType.as(MemberTypeSyntax.self)?.name.text
    }
    return TypeReferences.typeName(declaredBy: parent)
  }

  private final class Collector: SyntaxVisitor {
    var blocks: [String: [MemberBlockSyntax]] = [:]

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
      if let name = TypeMembers.typeName(of: node) { blocks[name, default: []].append(node) }
      return .visitChildren
    }

    // Nothing below a function body declares a type's members.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
