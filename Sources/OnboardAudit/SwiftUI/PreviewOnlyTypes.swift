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
    if let macro = node.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
    if let macro = node.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
    if let declaration = node.as(StructDeclSyntax.self) {
      return (declaration.inheritanceClause?.inheritedTypes ?? []).contains {
        $0.type.trimmedDescription.hasSuffix("PreviewProvider")
      }
    }
    return false
  }

  /// The name of the outermost type declaration around a node, if any.
  static func outermostType(of node: Syntax) -> String? {
    var found: String?
    var current: Syntax? = node
    while let step = current {
      if let declaration = step.asProtocol(NamedDeclSyntax.self),
        step.is(StructDeclSyntax.self)
          || step.is(ClassDeclSyntax.self) || step.is(EnumDeclSyntax.self) || step.is(ActorDeclSyntax.self)
      {
        found = declaration.name.text
      } else if let extensionDecl = step.as(ExtensionDeclSyntax.self) {
        found = extensionDecl.extendedType.trimmedDescription
      }
      current = step.parent
    }
    return found
  }

  private final class Collector: SyntaxAnyVisitor {
    var references = TypeReferences()
    private var previewDepth = 0

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if TypeReferences.isPreview(node) { previewDepth += 1 }
      return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
      if TypeReferences.isPreview(node) { previewDepth -= 1 }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return .visitChildren }
      if previewDepth > 0 {
        references.inPreviews.insert(name)
      } else if TypeReferences.outermostType(of: Syntax(node)) != name {
        references.elsewhere.insert(name)
      }
      return .visitChildren
    }
  }
}
