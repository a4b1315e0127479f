import SwiftParser
import SwiftSyntax

/// What one Swift file of the library declares and names, read with swift-syntax: comments
/// and the text of string literals are no code, and an interpolation in a literal is.
struct LayerNames {
  /// The names the file declares at its top level and does not keep to itself.
  var topLevel: Set<String> = []
  /// The members the file declares in a type or an extension, as `Type.member`, with the type
  /// named by its last component (`extension Unicode.GeneralCategory` declares
  /// `GeneralCategory.isPunctuation`).
  var members: Set<String> = []
  /// Every name the file declares, at any depth: its types and functions, their members,
  /// parameters, generic parameters, locals, and the names a `where` clause constrains. A use
  /// of one of those is the file's own, whatever another folder calls the same.
  var declared: Set<String> = []
  /// Every name the file uses as a value or a type.
  var references: Set<String> = []
  /// Every member the file names on a type, as `Type.member` (`ICU.version`). A member named
  /// on a value (`text.count`, `.leading`) needs the value's type, which only the compiler
  /// knows, and is not read.
  var memberReferences: Set<String> = []

  init(source: String) {
    let file = Parser.parse(source: source)
    let reader = Reader(viewMode: .sourceAccurate)
    reader.walk(file)
    self.members = reader.members
    self.declared = reader.declared
    self.references = reader.references
    self.memberReferences = reader.memberReferences
    for item in file.statements { topLevel.formUnion(Self.exported(item.item)) }
  }

  /// The names a top-level declaration gives the rest of the library: none for a private
  /// one or an extension; those of each branch of an `#if`.
  private static func exported(_ node: some SyntaxProtocol) -> [String] {
    if let branches = node.as(IfConfigDeclSyntax.self) {
      return branches.clauses.flatMap { clause -> [String] in
        guard case .statements(let items)? = clause.elements else { return [] }
        return items.flatMap { exported($0.item) }
      }
    }
    guard let declaration = node.as(DeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self) else {
      return []
    }
    if let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers,
      modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
    {
      return []
    }
    if let variable = declaration.as(VariableDeclSyntax.self) {
      return variable.bindings.flatMap { Reader.names(in: $0.pattern) }
    }
    return Reader.name(of: declaration).map { [$0] } ?? []
  }

  private final class Reader: SyntaxVisitor {
    var members: Set<String> = []
    var declared: Set<String> = []
    var references: Set<String> = []
    var memberReferences: Set<String> = []

    /// The name a declaration gives, if it is one that names something.
    static func name(of declaration: DeclSyntax) -> String? {
      if let named = declaration.asProtocol(NamedDeclSyntax.self) { return named.name.text }
      if let function = declaration.as(FunctionDeclSyntax.self) { return function.name.text }
      return nil
    }

    static func names(in pattern: PatternSyntax) -> [String] {
      pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard case .identifier(let name) = token.tokenKind else { return nil }
        return name
      }
    }

    /// A type as a member's owner: its last component (`Unicode.GeneralCategory` →
    /// `GeneralCategory`, `[Finding]` → nil).
    static func typeName(_ type: TypeSyntax) -> String? {
      if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
      if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
      return nil
    }

    /// An expression that names a type, as `ICU` in `ICU.version`: a name that starts with a
    /// capital letter, or the last component of a qualified one.
    static func typeName(_ expression: ExprSyntax) -> String? {
      let name: String
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
        name = member.declName.baseName.text
      } else {
        return nil
      }
      return name.first?.isUppercase == true ? name : nil
    }

    /// The members a type body or an extension declares, as `Type.member`.
    private func declareMembers(of type: String?, _ block: MemberBlockSyntax) {
      guard let type else { return }
      for item in block.members {
        let declaration = item.decl
        if let variable = declaration.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            for name in Self.names(in: binding.pattern) { members.insert(type + "." + name) }
          }
        } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
          for element in cases.elements { members.insert(type + "." + element.name.text) }
        } else if let name = Self.name(of: declaration) {
          members.insert(type + "." + name)
        }
      }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      declareMembers(of: Self.typeName(node.extendedType), node.memberBlock)
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      declareMembers(of: node.name.text, node.memberBlock)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      declareMembers(of: node.name.text, node.memberBlock)
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      declareMembers(of: node.name.text, node.memberBlock)
      return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      declareMembers(of: node.name.text, node.memberBlock)
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      declareMembers(of: node.name.text, node.memberBlock)
      return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.identifier.text)
      return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }

    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.secondName ?? node.firstName { declared.insert(name.text) }
      return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: GenericRequirementSyntax) -> SyntaxVisitorContinueKind {
      switch node.requirement {
      case .sameTypeRequirement(let same):
        if let type = same.leftType.as(TypeSyntax.self), let name = Self.typeName(type) {
          declared.insert(name)
        }
      case .conformanceRequirement(let conformance):
        if let name = Self.typeName(conformance.leftType) { declared.insert(name) }
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      references.insert(node.baseName.text)
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      references.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
      if let base = Self.typeName(node.baseType) { memberReferences.insert(base + "." + node.name.text) }
      return .visitChildren
    }

    /// `ICU.version` names `ICU` and the member `ICU.version`, never a `version` of its own.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard let base = node.base else { return .skipChildren }
      if let type = Self.typeName(base) { memberReferences.insert(type + "." + node.declName.baseName.text) }
      walk(base)
      return .skipChildren
    }
  }
}

extension LayerNames {
  /// Every use in `files` (paths relative to the library) of a name or a member that a folder
  /// further down `layers` declares, as "path names name of Folder/".
  static func violations(_ files: [(path: String, text: String)], layers: [String]) -> [String] {
    let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
    let read = files.map {
      (folder: String($0.path.prefix { $0 != "/" }), path: $0.path, names: LayerNames(source: $0.text))
    }
    var owner: [String: String] = [:]
    var memberOwners: [String: Set<String>] = [:]
    for file in read {
      for name in file.names.topLevel { owner[name] = file.folder }
      for member in file.names.members { memberOwners[member, default: []].insert(file.folder) }
    }
    func isBelow(_ other: String, _ folder: String) -> Bool {
      guard let mine = rank[folder], let theirs = rank[other] else { return false }
      return theirs > mine
    }
    var violations: [String] = []
    for file in read {
      let own = file.names.declared
      var below: Set<String> = []
      for name in file.names.references where !own.contains(name) {
        guard let other = owner[name], isBelow(other, file.folder) else { continue }
        below.insert(name)
        violations.append("\(file.path) names \(name) of \(other)/")
      }
      for member in file.names.memberReferences {
        let type = String(member.prefix { $0 != "." })
        // A member of a type the file may not name is reported with the type.
        guard !below.contains(type), !file.names.members.contains(member), let owners = memberOwners[member],
          let nearest = owners.min(by: { rank[$0, default: 0] < rank[$1, default: 0] }),
          isBelow(nearest, file.folder)
        else { continue }
        violations.append("\(file.path) names \(member) of \(nearest)/")
      }
    }
    return violations.sorted()
  }
}
