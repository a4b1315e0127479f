import SwiftParser
import SwiftSyntax

/// A view type of the sources (`struct X: View`): what expanding it in place needs.
struct ViewDeclaration {
  var name: String
  var source: SwiftSourceText
  var node: StructDeclSyntax
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
  /// The statements of `body`.
  var body: CodeBlockItemListSyntax?
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
  }

  init(_ node: StructDeclSyntax, source: SwiftSourceText) {
    name = node.name.text
    self.source = source
    self.node = node
    read(node.memberBlock.members)
  }

  /// Reads the members of the type or of an extension of it (`extension X: View { var body … }`).
  mutating func read(_ declarations: MemberBlockItemListSyntax) {
    for item in declarations {
      if let config = item.decl.as(IfConfigDeclSyntax.self) {
        // The members of the clause a release build compiles (ReleaseBuild.swift).
        if let members = ReleaseBuild.members(of: config) { read(members) }
      } else if let variable = item.decl.as(VariableDeclSyntax.self) {
        read(variable)
      } else if let function = item.decl.as(FunctionDeclSyntax.self),
        let statements = function.body?.statements
      {
        let parameters = function.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        }
        members[function.name.text] = Member(parameters: parameters, statements: statements)
      } else if let initializer = item.decl.as(InitializerDeclSyntax.self) {
        initializers.append(ViewInitializer(initializer))
      }
    }
  }

  private mutating func read(_ variable: VariableDeclSyntax) {
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
          body = statements
        } else {
          members[name] = Member(parameters: [], statements: statements)
        }
        continue
      }
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

  /// Whether a struct or an extension says the type is a view: it conforms to `View`.
  static func conformsToView(_ clause: InheritanceClauseSyntax?) -> Bool {
    (clause?.inheritedTypes ?? []).contains {
      TypeNames.qualified($0.type) == "View" || TypeNames.qualified($0.type) == "SwiftUI.View"
    }
  }
}

/// The values static properties of the sources' types are declared with, by
/// `Type.property`, each with its file.
final class StaticValues {
  var values: [String: (value: ExprSyntax, source: SwiftSourceText)] = [:]
  /// The file-scope constants, by name (GlobalValues.swift).
  var globals: [String: (value: ExprSyntax, source: SwiftSourceText)] = [:]
}

/// Every view type of the Swift sources, by name, parsed once for the derived flow.
struct ViewDeclarations {
  var views: [String: ViewDeclaration] = [:]
  /// The names in file and source order.
  var order: [String] = []
  let statics = StaticValues()

  /// A struct is a view when it or an extension of it (in any file) conforms to `View`; the
  /// members of its extensions in its own file are its own (an extension in another file
  /// gives the conformance only).
  init(files: [(path: String, bytes: [UInt8])]) {
    var parsed: [(source: SwiftSourceText, collector: Collector)] = []
    var conforming: Set<String> = []
    var globals: [(tree: SourceFileSyntax, facts: GlobalValues.FileFacts, source: SwiftSourceText)] = []
    for file in files {
      let source = SwiftSourceText(path: file.path, bytes: file.bytes)
      // Files read as text (valid UTF-8), so the string holds the same bytes.
      var parser = Parser(
        String(decoding: file.bytes, as: UTF8.self), maximumNestingLevel: SwiftFileReader.maximumNestingLevel)
      let tree = SourceFileSyntax.parse(from: &parser)
      let collector = Collector(viewMode: .sourceAccurate)
      collector.walk(tree)
      parsed.append((source, collector))
      conforming.formUnion(collector.conforming)
      globals.append((tree, GlobalValues.facts(of: tree), source))
    }
    statics.globals = GlobalValues.fixed(globals)
    for (source, collector) in parsed {
      for node in collector.structs where views[node.name.text] == nil && conforming.contains(node.name.text)
      {
        var view = ViewDeclaration(node, source: source)
        for addition in collector.extensions where TypeNames.qualified(addition.extendedType) == view.name {
          view.read(addition.memberBlock.members)
        }
        view.statics = statics
        views[node.name.text] = view
        order.append(node.name.text)
      }
      for (name, value) in collector.statics where statics.values[name] == nil {
        statics.values[name] = (value, source)
      }
    }
  }

  subscript(name: String) -> ViewDeclaration? { views[name] }

  /// Structs, their extensions and the names said to conform to `View`, outside previews and
  /// what a release build leaves out.
  private final class Collector: SyntaxVisitor {
    var structs: [StructDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []
    var conforming: Set<String> = []
    var statics: [(String, ExprSyntax)] = []

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
      if ViewDeclaration.conformsToView(node.inheritanceClause) { conforming.insert(node.name.text) }
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extensions.append(node)
      if ViewDeclaration.conformsToView(node.inheritanceClause) {
        if let name = TypeNames.qualified(node.extendedType) { conforming.insert(name) }
      }
      return .visitChildren
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
