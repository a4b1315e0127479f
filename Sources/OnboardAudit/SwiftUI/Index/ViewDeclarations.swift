import SwiftSyntax

/// A view type of the sources (`struct X: View`): what expanding it in place needs.
struct ViewDeclaration {
  var name: String
  /// The name with the types it is nested in (`OnboardingView.LandingContent`).
  var qualifiedName: String
  /// Declared `private` or `fileprivate`: seen only in its own file.
  var isFileScoped: Bool
  var source: SwiftSourceText
  var node: StructDeclSyntax
  /// The member blocks of the type and of its extensions read with it.
  var memberBlocks: [MemberBlockSyntax] = []
  /// Stored properties in declaration order: the memberwise initializer's parameters.
  var storedProperties: [String] = []
  /// Stored properties that hold a closure (`@ViewBuilder var content: () -> Content`): where
  /// the memberwise initializer takes a trailing closure.
  var closureProperties: Set<String> = []
  /// Optional `var`s declared without a value: nil unless a caller gives one.
  var optionalProperties: Set<String> = []
  /// The initializers the type declares (`ViewInitializer`); none: the memberwise one.
  var initializers: [ViewInitializer] = []
  /// The values stored properties are declared with (`let pages = [...]`).
  var initialValues: [String: ExprSyntax] = [:]
  /// The statements of `body`: the type's, or a default a protocol extension gives.
  var body: CodeBlockItemListSyntax?
  /// The file `body` is written in (an extension's may be another).
  var bodySource: SwiftSourceText
  /// Computed properties and functions of the type, by name: helpers that return views.
  var members: [String: Member] = [:]
  /// Properties that hold `\.accessibilityReduceMotion`.
  var reduceMotionNames: Set<String> = []
  /// Properties that hold `\.accessibilityVoiceOverEnabled`.
  var voiceOverNames: Set<String> = []
  /// Properties whose value changes while the view shows: wrapped (`@State`) or `var`.
  var variableProperties: Set<String> = []
  /// The static properties of every type of the sources (`OnboardingItem.all`).
  var statics = StaticValues()

  /// A computed property or a function of the view.
  struct Member {
    var parameters: [String]
    var statements: CodeBlockItemListSyntax
    /// The file it is written in.
    var source: SwiftSourceText
  }

  init(_ node: StructDeclSyntax, source: SwiftSourceText) {
    name = node.name.text
    qualifiedName = (DeclarationScopes.enclosingTypes(of: Syntax(node)) + [name]).joined(separator: ".")
    isFileScoped = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
    memberBlocks = [node.memberBlock]
    self.source = source
    bodySource = source
    self.node = node
    read(node.memberBlock.members, in: source)
  }

  /// Reads the members of the type or of an extension of it (`extension X: View { var body … }`),
  /// written in `file`. With `defaults`, those of a protocol extension: each is the type's only
  /// where the type has none of that name, as the compiler takes a protocol's default.
  mutating func read(
    _ declarations: MemberBlockItemListSyntax, in file: SwiftSourceText, defaults: Bool = false
  ) {
    for item in declarations {
      if let config = item.decl.as(IfConfigDeclSyntax.self) {
        // The members of the clause a release build compiles (ReleaseBuild.swift).
        if let members = ReleaseBuild.members(of: config) { read(members, in: file, defaults: defaults) }
      } else if let variable = item.decl.as(VariableDeclSyntax.self) {
        read(variable, in: file, defaults: defaults)
      } else if let function = item.decl.as(FunctionDeclSyntax.self),
        let statements = function.body?.statements
      {
        let parameters = function.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        }
        if defaults && members[function.name.text] != nil { continue }
        members[function.name.text] = Member(parameters: parameters, statements: statements, source: file)
      } else if let initializer = item.decl.as(InitializerDeclSyntax.self), !defaults {
        var read = ViewInitializer(initializer)
        read.source = file
        initializers.append(read)
      }
    }
  }

  private mutating func read(_ variable: VariableDeclSyntax, in file: SwiftSourceText, defaults: Bool) {
    let isReduceMotion = variable.attributes.contains(where: ReduceMotionReads.isSettingAttribute)
    let isVoiceOver = variable.attributes.contains(where: VoiceOverReads.isSettingAttribute)
    let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if isReduceMotion { reduceMotionNames.insert(name) }
      if isVoiceOver { voiceOverNames.insert(name) }
      if let accessors = binding.accessorBlock {
        let statements: CodeBlockItemListSyntax?
        switch accessors.accessors {
        case .getter(let getter): statements = getter
        case .accessors(let list):
          statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let statements else { continue }
        if name == "body" {
          if defaults && body != nil { continue }
          body = statements
          bodySource = file
        } else if !defaults || members[name] == nil {
          members[name] = Member(parameters: [], statements: statements, source: file)
        }
        continue
      }
      // A protocol extension stores nothing.
      if defaults { continue }
      if let value = binding.initializer?.value { initialValues[name] = value }
      // A result builder is no property wrapper: the property is the memberwise initializer's.
      let isWrapped = variable.attributes.contains { attribute in
        attribute.as(AttributeSyntax.self).map { TypeNames.name(of: $0.attributeName) != "ViewBuilder" }
          ?? true
      }
      if let type = binding.typeAnnotation?.type {
        if ViewInitializer.takesClosure(type) { closureProperties.insert(name) }
        if variable.bindingSpecifier.tokenKind == .keyword(.var), binding.initializer == nil,
          type.is(OptionalTypeSyntax.self)
        {
          optionalProperties.insert(name)
        }
      }
      let isConstantWithValue =
        variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
      if !isStatic && !isWrapped && !isConstantWithValue { storedProperties.append(name) }
      if isWrapped || variable.bindingSpecifier.tokenKind == .keyword(.var) {
        variableProperties.insert(name)
      }
    }
  }
}

/// The values static properties of the sources' types are declared with, by
/// `Type.property`, each with its file.
final class StaticValues {
  var values: [String: (value: ExprSyntax, source: SwiftSourceText)] = [:]
  /// The file-scope constants, by name (GlobalValues.swift).
  var globals: [String: (value: ExprSyntax, source: SwiftSourceText)] = [:]
  /// The app's own modifiers and fonts, by owner and name (`View.titleStyle`, `Font.heading`,
  /// `ViewModifier.TitleStyle`), read through their bodies (DeclaredStyles.swift).
  var functions: [String: (declaration: FunctionDeclSyntax, source: SwiftSourceText)] = [:]
  /// The structs of the sources known to be no views (`struct Page: Identifiable { … }`): a
  /// call of one makes a value, not a view.
  var nonViewTypes: Set<String> = []
}

/// Every view type of the Swift sources, by name, parsed once for the derived flow.
struct ViewDeclarations {
  var views: [String: ViewDeclaration] = [:]
  /// The names in file and source order.
  var order: [String] = []
  let statics = StaticValues()
  /// The views coordinators present, in the order their code names them (`CoordinatorOrder`).
  var presented: [String] = []
  /// The views seen from every file, by qualified name, and those seen only in their own
  /// file, by file and qualified name (`DeclarationScopes`).
  private var visible: [String: ViewDeclaration] = [:]
  private var fileScoped: [String: [String: ViewDeclaration]] = [:]

  /// A struct is a view when it or an extension of it (in any file) conforms to `View`, or to
  /// a protocol that refines `View` (`ProtocolConformances`); the members of its extensions
  /// are its own, in any file (one private to its file, only in that file), and the members of
  /// its protocols' extensions, in any file, supply what it does not declare
  /// (`extension Screen { var body: some View { content } }`). The files are the trees parsed
  /// when the sources were read (`ParsedSwiftFile`), not parsed again.
  init(files: [ParsedSwiftFile]) {
    var parsed: [(source: SwiftSourceText, collector: Collector)] = []
    var conformances = ProtocolConformances()
    var protocolExtensions: [String: [(ExtensionDeclSyntax, SwiftSourceText)]] = [:]
    /// The extensions of each type, by the name they extend, in file order.
    var extensions: [String: [(ExtensionDeclSyntax, SwiftSourceText)]] = [:]
    /// The types private to each file, by qualified name.
    var privateTypes: [String: Set<String>] = [:]
    var globals: [(tree: SourceFileSyntax, facts: GlobalValues.FileFacts, source: SwiftSourceText)] = []
    for file in files {
      let source = file.source
      let tree = file.tree
      let collector = Collector(viewMode: .sourceAccurate)
      collector.walk(tree)
      parsed.append((source, collector))
      conformances.add(collector.inherited, protocols: collector.protocols)
      globals.append((tree, GlobalValues.facts(of: tree), source))
      presented += CoordinatorOrder.names(in: tree)
      DeclaredStyles.collect(collector.extensions, collector.structs, source: source, into: statics)
    }
    statics.globals = GlobalValues.fixed(globals)
    for (source, collector) in parsed {
      for addition in collector.extensions {
        guard let name = TypeNames.qualified(addition.extendedType) else { continue }
        if conformances.isProtocol(name) {
          protocolExtensions[name, default: []].append((addition, source))
        } else {
          extensions[name, default: []].append((addition, source))
        }
      }
      for node in collector.structs
      where node.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
      }) {
        let qualified = (DeclarationScopes.enclosingTypes(of: Syntax(node)) + [node.name.text])
        privateTypes[source.path, default: []].insert(qualified.joined(separator: "."))
      }
    }
    for (_, collector) in parsed {
      for node in collector.structs where conformances.isKnownNonView(node.name.text) {
        statics.nonViewTypes.insert(node.name.text)
      }
    }
    for (source, collector) in parsed {
      for node in collector.structs where conformances.isView(node.name.text) {
        var view = ViewDeclaration(node, source: source)
        if view.isFileScoped {
          guard fileScoped[source.path]?[view.qualifiedName] == nil else { continue }
        } else {
          guard visible[view.qualifiedName] == nil else { continue }
        }
        let names = view.qualifiedName == view.name ? [view.name] : [view.qualifiedName, view.name]
        let own = names.flatMap { extensions[$0] ?? [] }.filter { _, file in
          // An extension in another file extends the type that file sees by the name.
          view.isFileScoped
            ? file.path == source.path
            : file.path == source.path || privateTypes[file.path]?.contains(view.qualifiedName) != true
        }
        for (addition, file) in own {
          view.read(addition.memberBlock.members, in: file)
          view.memberBlocks.append(addition.memberBlock)
        }
        for named in conformances.protocols(of: view.name) {
          for (addition, file) in protocolExtensions[named] ?? [] {
            view.read(addition.memberBlock.members, in: file, defaults: true)
          }
        }
        view.statics = statics
        if view.isFileScoped {
          fileScoped[source.path, default: [:]][view.qualifiedName] = view
        } else if visible[view.qualifiedName] == nil {
          // Of two types of one name (two targets' files), the sources' own, read first.
          visible[view.qualifiedName] = view
        }
        guard views[node.name.text] == nil else { continue }
        views[node.name.text] = view
        order.append(node.name.text)
      }
      for (name, value) in collector.statics where statics.values[name] == nil {
        statics.values[name] = (value, source)
      }
    }
  }

  subscript(name: String) -> ViewDeclaration? { views[name] }

  /// The view a name written in `scope` refers to, as the compiler looks it up: a type nested
  /// in the types around the view being expanded, innermost first, then one of the file
  /// (`private struct Label` is seen only in its own file), then one of the sources; nil
  /// when none is seen there (`Label` is then SwiftUI's).
  func resolve(_ name: String, in scope: ViewScope) -> ViewDeclaration? {
    let file = fileScoped[scope.source.path]
    var outer = scope.view.map { $0.qualifiedName.split(separator: ".").map(String.init) } ?? []
    while true {
      let candidate = (outer + [name]).joined(separator: ".")
      if let found = file?[candidate] ?? visible[candidate] { return found }
      guard !outer.isEmpty else { break }
      outer.removeLast()
    }
    // A nested type named alone from outside its type, as before.
    guard let last = name.split(separator: ".").last, let named = views[String(last)],
      !named.isFileScoped || named.source.path == scope.source.path
    else { return nil }
    return named
  }

  /// The view a call names, as written (`OnboardingView.LandingContent()` is looked up as
  /// that nested type); `name` is its last part.
  func resolve(call: FunctionCallExprSyntax, _ name: String, in scope: ViewScope) -> ViewDeclaration? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      let path = Self.typePath(base)
    {
      // `SwiftUI.Text` names SwiftUI's view; `Outer.Inner` the nested type.
      guard path != ["SwiftUI"] else { return nil }
      return resolve((path + [name]).joined(separator: "."), in: scope)
    }
    return resolve(name, in: scope)
  }

  /// `Outer.Middle` written as an expression: the names of a type's path.
  private static func typePath(_ expression: ExprSyntax) -> [String]? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let path = typePath(base)
    {
      return path + [member.declName.baseName.text]
    }
    return nil
  }

  /// Structs, their extensions and the names said to conform to `View`, outside previews and
  /// what a release build leaves out.
  private final class Collector: SyntaxVisitor {
    var structs: [StructDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []
    /// The names each struct, extension and protocol lists after its colon, by type.
    var inherited: [String: [String]] = [:]
    var protocols: Set<String> = []
    var statics: [(String, ExprSyntax)] = []

    private func note(_ name: String, _ clause: InheritanceClauseSyntax?) {
      inherited[name, default: []] += (clause?.inheritedTypes ?? []).compactMap {
        TypeNames.qualified($0.type)
      }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        let owner = TypeReferences.typeName(
          declaredBy: Syntax(node.parent?.parent?.parent?.parent ?? Syntax(node)))
      else { return .skipChildren }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        else { continue }
        statics.append(("\(owner).\(name)", value))
      }
      return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      if TypeReferences.isPreview(Syntax(node)) { return .skipChildren }
      structs.append(node)
      note(node.name.text, node.inheritanceClause)
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extensions.append(node)
      if let name = TypeNames.qualified(node.extendedType) { note(name, node.inheritanceClause) }
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      protocols.insert(node.name.text)
      note(node.name.text, node.inheritanceClause)
      return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
      node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      if let elements = ReleaseBuild.activeClause(of: node)?.elements { walk(elements) }
      return .skipChildren
    }
  }
}
