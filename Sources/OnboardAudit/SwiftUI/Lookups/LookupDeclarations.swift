import SwiftSyntax

/// What one file says about lookups made through the app's own code (docs/swiftui.md,
/// "Lookups through the app's own code"): the functions that may look a key up, the members
/// that may be accessors, and the places that use them. Resolved once every file is read
/// (`LookupIndex`), since a view names an accessor that another file declares.
struct FileLookups: Sendable {
  var functions: [FunctionSummary] = []
  var accessors: [AccessorCandidate] = []
  var references: [LookupReference] = []
  var wrapperCalls: [WrapperCall] = []
  /// The types the file declares (not the ones it only extends).
  var declaredTypes: Set<String> = []
  /// The names of the functions the file declares, of any type or none.
  var declaredFunctions: Set<String> = []
}

/// A value given for a parameter, as far as following a lookup needs it.
enum LookupArgument: Sendable, Hashable {
  case literal(String)
  /// The function's own parameter, by its place (the value of a `String` extension is 0).
  case parameter(Int)
  case other
}

/// A call: what it calls (by its base name: `tr` of `L10n.tr`) and its arguments.
struct LookupCall: Sendable {
  struct Argument: Sendable {
    var label: String?
    var value: LookupArgument
  }

  var callee: String
  var arguments: [Argument]
}

/// A function of the sources, or a member of a `String` extension, as a possible wrapper of
/// a lookup: its parameters' labels and the calls its body passes them to.
struct FunctionSummary: Sendable {
  var name: String
  /// The external labels, nil for an unlabelled one; `LookupCall.selfLabel` first for a
  /// member of a `String` extension.
  var labels: [String?]
  /// The calls in the body given one of the parameters.
  var calls: [LookupCall]
  /// Whether the body formats a value (`String(format:…)`): a key it looks up is a format.
  var formats: Bool
  /// The parameters' names inside the body.
  var names: [String] = []
  /// Whether it is declared in a generated file (SwiftGen's `tr`).
  var isGenerated = false
}

/// A member of a type whose value is a call with a literal argument: an accessor when the
/// call turns out to look its literal up (`static var header: String { L10n.tr("Localizable", "…") }`).
struct AccessorCandidate: Sendable {
  /// The qualified name: the names of the enclosing types and the member's.
  var path: String
  /// The calls its value or body returns, first first.
  var calls: [LookupCall]
  /// The types of a function's parameters without a default value: the format's arguments.
  var parameters: [InterpolatedType]
  /// Another member it stands for (`static let welcome = Copy.Welcome.title`), by its path
  /// as written, read from `owner` outwards as the compiler would.
  var alias: [String]? = nil
  /// The types it is declared in, outermost first.
  var owner: [String] = []
}

/// A place that names a member of a type (`L10n.Onboarding.title`, `R.string.localizable.x()`,
/// `Text(.welcomeTitle)`), perhaps an accessor.
struct LookupReference: Sendable {
  /// The type and member names; an implicit member (`.welcomeTitle`) has no type.
  var path: [String]
  var isImplicit: Bool
  /// Where text is expected (the title of `Text`, `Button`, `.navigationTitle`…): an accessor
  /// the sources do not declare is matched to a table's key only there, or given to a type's
  /// initializer (`BaseOnboardingView(title: LocalString.welcome)`) or returned.
  var expectsText: Bool
  /// Given to a type's initializer (a view's above all), or returned.
  var isArgument: Bool
  /// The types of the call's arguments, when the member is called.
  var arguments: [InterpolatedType]
  var location: SourceLocation
  var enclosingType: String?
  /// The types around the reference, outermost first: a type nested in them is named from
  /// there (`Strings.title` in `extension WelcomeView { struct Strings { … } }`).
  var scope: [String] = []
}

/// A call with a literal argument to a function that may wrap a lookup (`loc("welcome.title")`,
/// `"welcome.title".localized`).
struct WrapperCall: Sendable {
  var call: LookupCall
  /// Where each literal argument starts, by its place.
  var literalLocations: [Int: SourceLocation]
  var enclosingType: String?
}

extension LookupCall {
  /// The label that stands for the value a `String` extension member is called on.
  static let selfLabel = "\u{0}self"

  /// The call's callee by its base name, and its arguments; `parameters` are the names of
  /// the enclosing function's parameters, which an argument may pass on.
  init?(_ call: FunctionCallExprSyntax, parameters: [String] = []) {
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      self.callee = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      self.callee = member.declName.baseName.text
    } else {
      return nil
    }
    arguments = call.arguments.map {
      Argument(label: $0.label?.text, value: Self.value($0.expression, parameters: parameters))
    }
  }

  /// A literal, one of the parameters, or something else; `String.LocalizationValue(key)`
  /// and the like stand for their one argument.
  static func value(_ expression: ExprSyntax, parameters: [String]) -> LookupArgument {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      guard literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return .other }
      return .literal(StringLiteralText.plain(literal))
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.tokenKind == .keyword(.self) ? selfLabel : reference.baseName.text
      return parameters.firstIndex(of: name).map { .parameter($0) } ?? .other
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let only = call.arguments.first, only.label == nil
    {
      let name =
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if let name,
        ["LocalizationValue", "LocalizedStringKey", "LocalizedStringResource", "String"].contains(name)
      {
        return value(only.expression, parameters: parameters)
      }
    }
    return .other
  }
}

/// Collects a file's `FileLookups`, told of each node by the localized strings' walk
/// (`LocalizedStringVisitor`), which skips code under `#if DEBUG` and previews: one walk of
/// the file serves both. In a generated file only declarations are read: its own calls
/// (`L10n.tr("Localizable", "key")`) are not uses.
final class LookupCollector {
  private let source: SwiftSourceText
  private let isGenerated: Bool
  private(set) var lookups = FileLookups()
  /// The calls that are an accessor's value: not wrapper calls of their own.
  private var accessorCalls: Set<SyntaxIdentifier> = []
  private var outerTypes: [String] = []
  private lazy var types = InterpolationTypes(file: tree)
  private let tree: SourceFileSyntax

  init(source: SwiftSourceText, tree: SourceFileSyntax, isGenerated: Bool) {
    self.source = source
    self.tree = tree
    self.isGenerated = isGenerated
  }

  // The types around the node visited (as `TypeReferences.outermostType` names them, kept
  // as the walk goes rather than looked up for each use).

  /// A struct, enum, class or actor declares its type; a protocol or an extension does not.
  func enterType(_ node: some DeclGroupSyntax) {
    let name = TypeReferences.typeName(declaredBy: Syntax(node)) ?? ""
    outerTypes.append(name)
    if !node.is(ProtocolDeclSyntax.self), !node.is(ExtensionDeclSyntax.self) {
      lookups.declaredTypes.insert(name)
    }
  }

  func leaveType() { outerTypes.removeLast() }

  /// The outermost type declared around the node visited.
  private var enclosingType: String? { outerTypes.first }

  func visit(_ node: TypeAliasDeclSyntax) {
    lookups.declaredTypes.insert(node.name.text)
  }

  // MARK: Declarations

  func visit(_ node: FunctionDeclSyntax) {
    lookups.declaredFunctions.insert(node.name.text)
    guard let body = node.body else { return }
    let owner = Self.typePath(of: Syntax(node))
    let extendsString = owner == ["String"]
    var labels: [String?] = extendsString ? [LookupCall.selfLabel] : []
    var names: [String] = extendsString ? [LookupCall.selfLabel] : []
    var parameters: [InterpolatedType] = []
    for parameter in node.signature.parameterClause.parameters {
      let label = parameter.firstName.text
      labels.append(label == "_" ? nil : label)
      names.append((parameter.secondName ?? parameter.firstName).text)
      if parameter.defaultValue == nil { parameters.append(Self.argumentType(parameter.type)) }
    }
    if !names.isEmpty {
      openFunctions.append(OpenFunction(id: node.id, name: node.name.text, labels: labels, names: names))
    }
    if !owner.isEmpty, !extendsString {
      accessor(path: owner + [node.name.text], body: Syntax(body), parameters: parameters)
    }
  }

  func visit(_ node: VariableDeclSyntax) {
    // Only a member of a type may be an accessor (not a local of a function).
    guard node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true else { return }
    let owner = Self.typePath(of: Syntax(node))
    guard !owner.isEmpty else { return }
    for binding in node.bindings {
      // A view's `body` (`some View`) returns no lookup.
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        binding.typeAnnotation?.type.is(SomeOrAnyTypeSyntax.self) != true
      else { continue }
      var body: Syntax?
      if let value = binding.initializer?.value {
        body = Syntax(value)
      } else if let accessors = binding.accessorBlock {
        switch accessors.accessors {
        case .getter(let getter): body = Syntax(getter)
        case .accessors(let list):
          body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map(Syntax.init)
        }
      }
      guard let body else { continue }
      if owner == ["String"] {
        // `var localized: String { NSLocalizedString(self, comment: "") }`
        if openFunctions.last?.id != node.id {
          openFunctions.append(
            OpenFunction(
              id: node.id, name: name, labels: [LookupCall.selfLabel], names: [LookupCall.selfLabel]))
        }
      } else if let type = binding.typeAnnotation.flatMap({ TypeNames.name(of: $0.type) }),
        ["LocalizedStringKey", "LocalizedStringResource"].contains(type),
        let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
        case .literal(let key) = LookupCall.value(ExprSyntax(literal), parameters: [])
      {
        // `static let ovenReady: LocalizedStringKey = "tour.ready"`, shown as `Text(.ovenReady)`.
        let call = LookupCall(
          callee: type, arguments: [LookupCall.Argument(label: nil, value: .literal(key))])
        lookups.accessors.append(
          AccessorCandidate(path: (owner + [name]).joined(separator: "."), calls: [call], parameters: []))
      } else {
        accessor(path: owner + [name], body: body, parameters: [])
      }
    }
  }

  /// A function being walked, with the calls of its body that pass its parameters on, for
  /// `LookupIndex` to tell whether it looks one of them up (gathered as the walk goes, not by
  /// walking each body again).
  private struct OpenFunction {
    var id: SyntaxIdentifier
    var name: String
    var labels: [String?]
    var names: [String]
    var calls: [LookupCall] = []
    var formats = false
  }

  private var openFunctions: [OpenFunction] = []

  func visitPost(_ node: FunctionDeclSyntax) { close(node.id) }

  func visitPost(_ node: VariableDeclSyntax) { close(node.id) }

  private func close(_ id: SyntaxIdentifier) {
    guard let open = openFunctions.last, open.id == id else { return }
    openFunctions.removeLast()
    if !open.calls.isEmpty || open.formats {
      lookups.functions.append(
        FunctionSummary(
          name: open.name, labels: open.labels, calls: open.calls, formats: open.formats, names: open.names,
          isGenerated: isGenerated))
    }
  }

  /// A call in the innermost function walked: kept when it passes one of its parameters on.
  private func noteCall(_ node: FunctionCallExprSyntax) {
    guard var open = openFunctions.last else { return }
    var changed = false
    if node.arguments.contains(where: { $0.label?.text == "format" }) {
      open.formats = true
      changed = true
    }
    let mayPass = node.arguments.contains {
      $0.expression.is(DeclReferenceExprSyntax.self) || $0.expression.is(FunctionCallExprSyntax.self)
    }
    if mayPass, let summary = LookupCall(node, parameters: open.names),
      summary.arguments.contains(where: { if case .parameter = $0.value { true } else { false } })
    {
      open.calls.append(summary)
      changed = true
    }
    if changed { openFunctions[openFunctions.count - 1] = open }
  }

  /// A member whose value (or returned value) is a call with a literal argument.
  private func accessor(path: [String], body: Syntax, parameters: [InterpolatedType]) {
    if let alias = Self.memberPath(body) {
      lookups.accessors.append(
        AccessorCandidate(
          path: path.joined(separator: "."), calls: [], parameters: parameters, alias: alias,
          owner: Array(path.dropLast())))
      return
    }
    var calls: [LookupCall] = []
    for call in Self.returnedCalls(of: body) {
      guard let summary = LookupCall(call),
        summary.arguments.contains(where: { if case .literal = $0.value { true } else { false } })
      else { continue }
      accessorCalls.insert(call.id)
      calls.append(summary)
    }
    guard !calls.isEmpty else { return }
    lookups.accessors.append(
      AccessorCandidate(path: path.joined(separator: "."), calls: calls, parameters: parameters))
  }

  // MARK: Uses

  func visit(_ node: MemberAccessExprSyntax) {
    // A modifier of a view (`Text(…).font(…)`) is no accessor.
    guard !isGenerated, node.base?.is(FunctionCallExprSyntax.self) != true else { return }
    // The outermost member of a chain only (`L10n.A.b`, not `L10n.A`).
    if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id {
      return
    }
    let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap {
      $0.calledExpression.id == node.id ? $0 : nil
    }
    let outer = call.map(Syntax.init) ?? Syntax(node)
    // `Text(last ? R.string.x.done : R.string.x.next)`: each branch is where the view expects it.
    let placed = Ternary.chooser(of: outer)
    if let literal = node.base?.as(StringLiteralExprSyntax.self) {
      // `"welcome.title".localized`, `"welcome.title".localized()`
      guard case .literal(let key) = LookupCall.value(ExprSyntax(literal), parameters: []) else {
        return
      }
      var arguments = [LookupCall.Argument(label: LookupCall.selfLabel, value: .literal(key))]
      arguments += call.flatMap { LookupCall($0)?.arguments } ?? []
      lookups.wrapperCalls.append(
        WrapperCall(
          call: LookupCall(callee: node.declName.baseName.text, arguments: arguments),
          literalLocations: [0: source.location(of: Syntax(literal))],
          enclosingType: enclosingType))
      return
    }
    // A system type's own members are no accessors; a type the app nests in one
    // (`String.Localizable.title`, declared in an extension) may hold them.
    guard let (names, isImplicit) = Self.path(of: node),
      isImplicit || !LookupIndex.systemTypes.contains(names[0]) || names.count >= 3
    else { return }
    var path = names
    let expectsText = Self.expectsText(placed)
    let isArgument = Self.isArgument(placed)
    if isImplicit && !expectsText && !(isArgument && path.count >= 2) { return }
    if isImplicit, path.count == 1, let call, call.arguments.count == 1, let only = call.arguments.first,
      only.label == nil,
      let inner = (only.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? only.expression)
        .as(MemberAccessExprSyntax.self),
      inner.base == nil
    {
      // `.localizable(.welcomeTitle)`: a table's symbols as a plugin generates them.
      path.append(inner.declName.baseName.text)
    }
    let arguments = call.map { call in call.arguments.map { types.type(of: $0.expression) } } ?? []
    lookups.references.append(
      LookupReference(
        path: path, isImplicit: isImplicit, expectsText: expectsText, isArgument: isArgument,
        arguments: arguments,
        location: source.location(of: outer), enclosingType: enclosingType, scope: outerTypes))
  }

  /// A value or a one-expression body that names a member of a type
  /// (`Localization.Welcome.title`): the names, the type's first.
  private static func memberPath(_ body: Syntax) -> [String]? {
    var node = body
    if let statements = node.as(CodeBlockItemListSyntax.self), statements.count == 1,
      let only = statements.first
    {
      node = Syntax(only.item)
      if let returned = node.as(ReturnStmtSyntax.self)?.expression { node = Syntax(returned) }
    }
    guard let member = node.as(MemberAccessExprSyntax.self), let (names, isImplicit) = path(of: member),
      !isImplicit, names.count >= 2
    else { return nil }
    return names
  }

  func visit(_ node: FunctionCallExprSyntax) {
    noteCall(node)
    // A type's initializer (`Feature(title: "…")`) wraps no lookup.
    let initializer = node.calledExpression.as(DeclReferenceExprSyntax.self).map {
      $0.baseName.text.unicodeScalars.first?.properties.isUppercase == true
    }
    guard !isGenerated, initializer != true,
      node.arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }),
      !accessorCalls.contains(node.id),
      let call = LookupCall(node), !LocalizedCalls.titledViews.contains(call.callee),
      !LocalizedCalls.modifiers.contains(call.callee), !LocalizedCalls.keyInitializers.contains(call.callee)
    else { return }
    var locations: [Int: SourceLocation] = [:]
    for (index, argument) in node.arguments.enumerated()
    where argument.expression.is(StringLiteralExprSyntax.self) {
      locations[index] = source.location(of: Syntax(argument.expression))
    }
    lookups.wrapperCalls.append(
      WrapperCall(
        call: call, literalLocations: locations, enclosingType: enclosingType
      ))
  }

  // MARK: Reading the syntax

  /// The names of the types around a declaration, outermost first (an extension gives the
  /// path it extends: `extension L10n.Onboarding`); empty at file level or inside a function.
  static func typePath(of node: Syntax) -> [String] {
    var path: [String] = []
    var current = node.parent
    while let step = current {
      switch step.kind {
      case .structDecl, .classDecl, .enumDecl, .actorDecl:
        if let name = TypeReferences.typeName(declaredBy: step) { path.insert(name, at: 0) }
      case .extensionDecl:
        if let extended = step.as(ExtensionDeclSyntax.self).flatMap({ TypeNames.path(of: $0.extendedType) }) {
          path.insert(contentsOf: extended, at: 0)
        }
        return path
      case .functionDecl, .closureExpr, .accessorBlock, .codeBlock, .protocolDecl:
        return []
      default:
        break
      }
      current = step.parent
    }
    return path
  }

  /// `L10n.Onboarding.title`: the names, from a type's (capitalized) name; `.title`,
  /// `.l10n.title`: implicit members. Nil for a chain on a value (`page.title`, `self.title`).
  private static func path(of node: MemberAccessExprSyntax) -> (names: [String], isImplicit: Bool)? {
    // The root first, without building the names of a chain on a value.
    var root = node.base
    while let member = root?.as(MemberAccessExprSyntax.self) { root = member.base }
    if let root, !root.is(DeclReferenceExprSyntax.self) { return nil }
    var names = [node.declName.baseName.text]
    var base = node.base
    while let current = base {
      if let member = current.as(MemberAccessExprSyntax.self) {
        names.insert(member.declName.baseName.text, at: 0)
        base = member.base
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        guard case .identifier(let name) = reference.baseName.tokenKind,
          name.unicodeScalars.first?.properties.isUppercase == true
        else { return nil }
        names.insert(name, at: 0)
        return (names, false)
      } else {
        return nil
      }
    }
    return (names, true)
  }

  /// Whether the expression is an argument of a type's initializer (`Card(title: …)`), or
  /// what a function or property returns (`case .missingEmail: return .l10n.missingEmail`).
  private static func isArgument(_ node: Syntax) -> Bool {
    if node.parent?.is(ReturnStmtSyntax.self) == true { return true }
    guard let call = node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return name.unicodeScalars.first?.properties.isUppercase == true
  }

  /// Whether the expression is given where a view or modifier expects its text: the first
  /// argument of `Text`, `Button`, `.navigationTitle`…, `Text(verbatim:)`, `String(localized:)`.
  private static func expectsText(_ node: Syntax) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
      let call = list.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    let label = argument.label?.text
    let name =
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    switch label {
    case nil:
      return LocalizedCalls.titledViews.contains(name) || LocalizedCalls.modifiers.contains(name)
        || LocalizedCalls.keyInitializers.contains(name)
    case "verbatim": return name == "Text"
    case "localized": return name == "String"
    default: return false
    }
  }

  /// The calls a member's value is or its body returns: the value itself, the one expression
  /// of a body, each `return`, and the values of its constants (see `ReturnFinder`).
  private static func returnedCalls(of body: Syntax) -> [FunctionCallExprSyntax] {
    if let call = body.as(FunctionCallExprSyntax.self) { return [call] }
    guard let statements = body.as(CodeBlockItemListSyntax.self) ?? body.as(CodeBlockSyntax.self)?.statements
    else { return [] }
    if statements.count == 1, let only = statements.first,
      let call = only.item.as(FunctionCallExprSyntax.self)
    {
      return [call]
    }
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.calls
  }

  /// The calls a body returns, then those whose value it keeps to return later
  /// (`let format = NSLocalizedString(…)` before `return String(format: format, …)`); not in
  /// closures within.
  private final class ReturnFinder: SyntaxVisitor {
    var returned: [FunctionCallExprSyntax] = []
    var kept: [FunctionCallExprSyntax] = []
    var calls: [FunctionCallExprSyntax] { returned + kept }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let call = node.expression?.as(FunctionCallExprSyntax.self) { returned.append(call) }
      return .skipChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let call = node.initializer?.value.as(FunctionCallExprSyntax.self) { kept.append(call) }
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// The type of a format argument a parameter of this type passes: `Int` → `%lld`, `Any`
  /// and `String` → `%@`; a pointer, a `CVarArg` or any other generic or composed type is
  /// not known.
  static func argumentType(_ type: TypeSyntax) -> InterpolatedType {
    let named =
      type.as(IdentifierTypeSyntax.self).map { ($0.name.text, $0.genericArgumentClause) }
      ?? type.as(MemberTypeSyntax.self).map { ($0.name.text, $0.genericArgumentClause) }
    guard let (name, generics) = named, generics == nil, name != "CVarArg" else { return .unknown }
    return InterpolatedType(typeName: name)
  }
}

/// A file written by a generator (SwiftGen, R.swift, a build script): its first lines say so,
/// or its name ends in `.generated.swift`.
enum GeneratedFile {
  static func isGenerated(bytes: [UInt8], path: String) -> Bool {
    if path.hasSuffix(".generated.swift") { return true }
    let head = String(decoding: bytes.prefix(600), as: UTF8.self).lowercased()
    return ["generated using", "generated by", "auto-generated", "autogenerated", "do not edit"].contains {
      head.contains($0)
    }
  }
}
