import SwiftSyntax

/// Which types the code names in previews and which it names elsewhere: a helper view that
/// only previews show (`struct PreviewWrapper: View`, used by `#Preview` or a
/// `PreviewProvider`) is not the app's, and no user sees its strings. Only types whose name
/// says so are taken for helpers: a screen that the sources show only in its own preview may
/// well be shown by code outside the sources given.
struct TypeReferences: Sendable {
  /// Capitalized names referred to in previews.
  var inPreviews: Set<String> = []
  /// Capitalized names referred to in the rest of the code, outside the type's own declaration.
  var elsewhere: Set<String> = []

  init() {}

  init(tree: SourceFileSyntax) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    self = collector.references
  }

  mutating func formUnion(_ other: TypeReferences) {
    inPreviews.formUnion(other.inPreviews)
    elsewhere.formUnion(other.elsewhere)
  }

  /// The helper types only previews refer to.
  var previewOnly: Set<String> { inPreviews.subtracting(elsewhere).filter { $0.contains("Preview") } }

  /// Whether a node is preview code: a `#Preview` or a type conforming to `PreviewProvider`.
  static func isPreview(_ node: Syntax) -> Bool {
    switch node.kind {
    case .macroExpansionDecl, .macroExpansionExpr, .structDecl: break
    default: return false
    }
    if let macro = node.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
    if let macro = node.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
    if let declaration = node.as(StructDeclSyntax.self) {
      return (declaration.inheritanceClause?.inheritedTypes ?? []).contains {
        TypeNames.name(of: $0.type) == "PreviewProvider"
      }
    }
    return false
  }

  /// The name of the outermost type declaration around a node, if any.
  static func outermostType(of node: Syntax) -> String? {
    var found: String?
    var current: Syntax? = node
    while let step = current {
      if let name = typeName(declaredBy: step) { found = name }
      current = step.parent
    }
    return found
  }

  /// The type a node declares or extends. (By the node's kind: a cast to a protocol such as
  /// `NamedDeclSyntax` asks the runtime for conformances and costs far more.)
  static func typeName(declaredBy node: Syntax) -> String? {
    switch node.kind {
    case .structDecl: node.as(StructDeclSyntax.self)?.name.text
    case .classDecl: node.as(ClassDeclSyntax.self)?.name.text
    case .enumDecl: node.as(EnumDeclSyntax.self)?.name.text
    case .actorDecl: node.as(ActorDeclSyntax.self)?.name.text
    case .protocolDecl: node.as(ProtocolDeclSyntax.self)?.name.text
    case .extensionDecl:
      node.as(ExtensionDeclSyntax.self).flatMap { TypeNames.qualified($0.extendedType) }
    default: nil
    }
  }

  private final class Collector: SyntaxVisitor {
    var references = TypeReferences()
    private var previewDepth = 0
    /// The types declared around the node being visited, outermost first.
    private var types: [String] = []

    // Only the kinds of node that may be a preview or declare a type are visited as such (a
    // `SyntaxAnyVisitor` that asks every node and token its kind costs a tenth of the reading).
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: StructDeclSyntax) { leave(Syntax(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(Syntax(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(Syntax(node)) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(Syntax(node)) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(Syntax(node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(Syntax(node)) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { leave(Syntax(node)) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enter(Syntax(node)) }
    override func visitPost(_ node: MacroExpansionExprSyntax) { leave(Syntax(node)) }

    private func enter(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if TypeReferences.isPreview(node) { previewDepth += 1 }
      if let name = TypeReferences.typeName(declaredBy: node) { types.append(name) }
      return .visitChildren
    }

    private func leave(_ node: Syntax) {
      if TypeReferences.isPreview(node) { previewDepth -= 1 }
      if TypeReferences.typeName(declaredBy: node) != nil { types.removeLast() }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return .visitChildren }
      if previewDepth > 0 {
        references.inPreviews.insert(name)
      } else if types.first != name {
        references.elsewhere.insert(name)
      }
      return .visitChildren
    }
  }
}
