import SwiftParser
import SwiftSyntax

/// Walks one parsed file and collects what docs/swiftui.md calls its localized strings, the
/// text it shows as written, and what its declarations say about keys. Code under
/// what an iOS release build leaves out (`#if DEBUG`, `#if os(macOS)`) and previews
/// (`#Preview`, `PreviewProvider`) are not the app's: skipped.
final class LocalizedStringVisitor: SyntaxVisitor {
  private let source: SwiftSourceText
  private let types: InterpolationTypes
  private(set) var strings: [LocalizedUse] = []
  private(set) var hardcoded: [HardcodedText] = []
  private(set) var pending: [PendingUse] = []
  private(set) var keyParameters: Set<KeyParameter> = []
  /// The literals and parameters the file declares as `String`s.
  private(set) var stringTyped = StringTypedLiterals()
  private(set) var literals: Set<String> = []
  private(set) var keyPatterns: [[String]] = []
  private(set) var tablesByKeyName: [String: Set<String>] = [:]
  /// Where the literals looked up start, so that they are not taken for patterns too.
  private var lookedUp: Set<AbsolutePosition> = []
  /// Lookups through the app's own code (LookupDeclarations.swift), gathered in this walk.
  var lookups: LookupCollector?

  init(source: SwiftSourceText, tree: SourceFileSyntax) {
    self.source = source
    types = InterpolationTypes(file: tree)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Code that is not the app's

  /// Only the clause an iOS release build compiles is the app's (ReleaseBuild.swift).
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    if let elements = ReleaseBuild.activeClause(of: node)?.elements { walk(elements) }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    lookups?.enterType(node)
    let inherited = node.inheritanceClause?.inheritedTypes ?? []
    let isPreview = inherited.contains { TypeNames.name(of: $0.type) == "PreviewProvider" }
    return isPreview ? .skipChildren : .visitChildren
  }

  // MARK: Lookups through the app's own code (LookupDeclarations.swift)

  override func visitPost(_ node: StructDeclSyntax) { lookups?.leaveType() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
  override func visitPost(_ node: EnumDeclSyntax) { lookups?.leaveType() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
  override func visitPost(_ node: ClassDeclSyntax) { lookups?.leaveType() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
  override func visitPost(_ node: ActorDeclSyntax) { lookups?.leaveType() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
  override func visitPost(_ node: ProtocolDeclSyntax) { lookups?.leaveType() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
  override func visitPost(_ node: ExtensionDeclSyntax) { lookups?.leaveType() }

  private func enterType(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
    lookups?.enterType(node)
    return .visitChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    lookups?.visit(node)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    lookups?.visit(node)
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { lookups?.visitPost(node) }

  override func visitPost(_ node: VariableDeclSyntax) { lookups?.visitPost(node) }

  // MARK: Literals

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.representedLiteralValue {
      if !value.isEmpty, value.utf8.count <= 300 { literals.insert(value) }
    } else if !lookedUp.contains(node.position) {
      var pieces = [""]
      for segment in node.segments {
        switch segment {
        case .stringSegment(let text): pieces[pieces.count - 1] += StringLiteralText.text(of: text, in: node)
        case .expressionSegment: pieces.append("")
        }
      }
      let text = pieces.joined()
      if text.count >= 4, text.unicodeScalars.contains(where: \.properties.isAlphabetic) {
        keyPatterns.append(pieces)
      }
    }
    return .visitChildren
  }

  /// `title = "…"` where `title` is declared with a key type.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let literal = elements[2].as(StringLiteralExprSyntax.self)
    else { return .visitChildren }
    let name: String
    if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = elements[0].as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return .visitChildren
    }
    if case .binding(let type?, _)? = types.declaration(of: name, at: Syntax(elements[0])),
      Self.isKeyType(type)
    {
      use(literal, call: "the property '\(name)'", keyName: name)
    }
    return .visitChildren
  }

  // MARK: Calls

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    lookups?.visit(node)
    guard let callee = Callee(node.calledExpression) else { return .visitChildren }
    let arguments = node.arguments
    let first = arguments.first
    if callee.isView, LocalizedCalls.titledViews.contains(callee.name) {
      if let first, first.label == nil {
        title(first.expression, call: callee.name, arguments: arguments)
      } else if callee.name == "Text", let first, first.label?.text == "verbatim",
        let literal = first.expression.as(StringLiteralExprSyntax.self)
      {
        shownAsWritten(literal, call: "Text(verbatim:)", at: Syntax(literal))
      }
    } else if callee.isModifier, LocalizedCalls.modifiers.contains(callee.name) {
      if let first, first.label == nil {
        title(first.expression, call: "." + callee.name, arguments: arguments)
      }
    } else if let type = LocalizedInitializers.type(of: node), let first,
      let literal = first.expression.as(StringLiteralExprSyntax.self)
    {
      use(literal, call: "\(type)(localized:)", arguments: arguments)
    } else if callee.isView, LocalizedCalls.keyInitializers.contains(callee.name), let first,
      first.label == nil,
      let literal = first.expression.as(StringLiteralExprSyntax.self)
    {
      use(literal, call: callee.name, arguments: arguments)
    } else {
      // Perhaps a parameter the sources declare as a key: decided once every file is read.
      for (index, argument) in arguments.enumerated() {
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self) else { continue }
        let parameter = KeyParameter(
          callee: callee.name, slot: KeyParameter.slot(label: argument.label?.text, index: index))
        let call = "\(callee.name)(\(argument.label.map { $0.text + ":" } ?? "_:"))"
        let use = makeUse(literal, call: call, arguments: nil, keyName: argument.label?.text)
        pending.append(
          PendingUse(
            parameter: parameter, use: use, typeName: PackageLiterals.typeName(node.calledExpression),
            functionName: PackageLiterals.functionName(node.calledExpression)))
      }
    }
    return .visitChildren
  }

  /// A view's or modifier's title: a literal is a key; a `String` made from a literal is
  /// shown as written.
  private func title(_ expression: ExprSyntax, call: String, arguments: LabeledExprListSyntax) {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      use(literal, call: call, arguments: arguments)
      return
    }
    recordTable(for: expression, arguments: arguments)
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return
    }
    if let literal = types.literal(named: name, at: Syntax(expression)) {
      // Once per literal, where it is written (however many views show it).
      shownAsWritten(literal, call: "\(call)(\(name))", at: Syntax(literal))
    }
  }

  /// `Text(page.title, tableName: "Onboarding")`: the keys given for `title` are looked up
  /// in `Onboarding`.
  private func recordTable(for expression: ExprSyntax, arguments: LabeledExprListSyntax) {
    let tableArgument = arguments.first {
      $0.label.map { LocalizedCalls.tableLabels.contains($0.text) } ?? false
    }
    let table: String
    if let tableArgument {
      guard let literal = tableArgument.expression.as(StringLiteralExprSyntax.self) else { return }
      table = StringLiteralText.plain(literal)
    } else {
      table = LocalizedUse.defaultTable
    }
    var expression = expression
    if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
      expression = subscripted.calledExpression
    }
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    let name =
      expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    if let name { tablesByKeyName[name, default: []].insert(table) }
  }

  // MARK: Declarations

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    lookups?.visit(node)
    let owner = node.parent?.parent?.parent.flatMap { $0.as(MemberBlockSyntax.self) }.flatMap(
      TypeMembers.typeName)
    for binding in node.bindings {
      stringTyped.note(binding, owner: owner, source: source)
      if let array = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self), Self.isKeyType(array.element),
        let elements = binding.initializer?.value.as(ArrayExprSyntax.self)?.elements
      {
        // `let quotes: [LocalizedStringKey] = ["quote.one", "quote.two"]`
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        for element in elements {
          guard let literal = element.expression.as(StringLiteralExprSyntax.self) else { continue }
          use(literal, call: name.map { "the property '\($0)'" } ?? "a LocalizedStringKey", keyName: name)
        }
        continue
      }
      guard let type = binding.typeAnnotation?.type, Self.isKeyType(type) else { continue }
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      if let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self) {
        use(literal, call: name.map { "the property '\($0)'" } ?? "a LocalizedStringKey", keyName: name)
      }
      if let accessors = binding.accessorBlock {
        results(
          in: Syntax(accessors), call: name.map { "the property '\($0)'" } ?? "a LocalizedStringKey",
          keyName: name)
      } else if let owner, let name {
        // A stored property: a parameter of the memberwise initializer.
        keyParameters.insert(KeyParameter(callee: owner, slot: name))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    lookups?.visit(node)
    keyParameters(node.signature.parameterClause, callee: node.name.text)
    stringTyped.note(node.signature.parameterClause, callee: node.name.text)
    if let returned = node.signature.returnClause?.type, Self.isKeyType(returned), let body = node.body {
      results(in: Syntax(body), call: "\(node.name.text)()", keyName: node.name.text)
    }
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    var parent = node.parent
    while let current = parent, !current.is(MemberBlockSyntax.self) { parent = current.parent }
    if let owner = parent?.as(MemberBlockSyntax.self).flatMap(TypeMembers.typeName) {
      keyParameters(node.signature.parameterClause, callee: owner)
      stringTyped.note(node.signature.parameterClause, callee: owner)
    }
    return .visitChildren
  }

  private func keyParameters(_ clause: FunctionParameterClauseSyntax, callee: String) {
    for (index, parameter) in clause.parameters.enumerated() where Self.isKeyType(parameter.type) {
      keyParameters.insert(
        KeyParameter(callee: callee, slot: KeyParameter.slot(label: parameter.firstName.text, index: index)))
    }
  }

  /// `LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue`, optional or not.
  private static func isKeyType(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) { return isKeyType(optional.wrappedType) }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return LocalizedCalls.keyTypes.contains(identifier.name.text)
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return LocalizedCalls.keyTypes.contains(member.name.text)
    }
    return false
  }

  /// The literals a getter or function of a key type returns: `return "…"`, the one
  /// expression of a body, of a `switch` case or an `if` branch.
  private func results(in body: Syntax, call: String, keyName: String?) {
    for literal in ResultLiterals.find(in: body) {
      use(literal, call: call, keyName: keyName)
    }
  }

  // MARK: Findings

  private func use(
    _ literal: StringLiteralExprSyntax, call: String, arguments: LabeledExprListSyntax? = nil,
    keyName: String? = nil
  ) {
    lookedUp.insert(literal.position)
    strings.append(makeUse(literal, call: call, arguments: arguments, keyName: keyName))
  }

  private func makeUse(
    _ literal: StringLiteralExprSyntax, call: String, arguments: LabeledExprListSyntax?,
    keyName: String? = nil
  ) -> LocalizedUse {
    var table: String?
    var comment: String?
    for argument in arguments ?? [] {
      guard let label = argument.label?.text,
        let value = argument.expression.as(StringLiteralExprSyntax.self).map(StringLiteralText.plain)
      else { continue }
      if LocalizedCalls.tableLabels.contains(label) { table = value }
      if label == "comment" { comment = value }
    }
    return LocalizedUse(
      format: format(of: literal), table: table, comment: comment, call: call, keyName: keyName,
      location: source.location(of: Syntax(literal)),
      enclosingType: TypeReferences.outermostType(of: Syntax(literal)))
  }

  private func shownAsWritten(_ literal: StringLiteralExprSyntax, call: String, at node: Syntax) {
    let text = StringLiteralText.plain(literal)
    guard text.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return }
    hardcoded.append(
      HardcodedText(
        text: text, call: call, location: source.location(of: node),
        enclosingType: TypeReferences.outermostType(of: node)))
  }

  /// The literal as Xcode's extraction reads it: text, and each interpolation as a value of
  /// the type the file gives it (or the specifier it is given with).
  private func format(of literal: StringLiteralExprSyntax) -> LocalizedFormat {
    var parts: [LocalizedFormat.Part] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        let string = StringLiteralText.text(of: text, in: literal)
        if case .text(let before)? = parts.last {
          parts[parts.count - 1] = .text(before + string)
        } else if !string.isEmpty {
          parts.append(.text(string))
        }
      case .expressionSegment(let interpolation):
        parts.append(.argument(argumentType(interpolation)))
      }
    }
    return LocalizedFormat(parts)
  }

  private func argumentType(_ interpolation: ExpressionSegmentSyntax) -> InterpolatedType {
    let expressions = Array(interpolation.expressions)
    guard let value = expressions.first, value.label == nil else { return .object }
    for option in expressions.dropFirst() {
      if option.label?.text == "specifier", let literal = option.expression.as(StringLiteralExprSyntax.self) {
        return .specified(StringLiteralText.plain(literal))
      }
      // `format:`, `style:`: formatted into text first.
      return .object
    }
    return types.type(of: value.expression)
  }
}

/// How a call names what it calls: `Text(…)`, `SwiftUI.Text(…)`, `.navigationTitle(…)`.
private struct Callee {
  var name: String
  /// Called by its own name (a view, a type, a function).
  var isView: Bool
  /// Called on a value (`view.help(…)`, or `.help(…)` in a modifier chain).
  var isModifier: Bool

  init?(_ expression: ExprSyntax) {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      isView = true
      isModifier = false
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      isView = base == "SwiftUI" || base == "Foundation"
      isModifier = !isView && (member.base != nil || ReleaseBuild.isPostfixModifier(member))
    } else {
      return nil
    }
  }
}
