import SwiftSyntax

/// The values of the sources' file-scope constants (docs/swiftui.md, "Screens"): a `let`, or a
/// `var` that no code of the sources changes, as fixed as a `let` for the flow
/// (`var pages: [Page] = [Page(…), …]` in one file, paged over in another).
enum GlobalValues {
  /// What one file declares at file scope.
  struct FileFacts {
    var constants: [(name: String, value: ExprSyntax)] = []
    var variables: [(name: String, value: ExprSyntax)] = []
  }

  /// Reads one parsed file's declarations.
  static func facts(of tree: SourceFileSyntax) -> FileFacts {
    var facts = FileFacts()
    for item in tree.statements {
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        else { continue }
        if isLet { facts.constants.append((name, value)) } else { facts.variables.append((name, value)) }
      }
    }
    return facts
  }

  /// The fixed values of every file: the constants, and the variables no file changes (a
  /// name changed anywhere, even a local of the same name, is not fixed: the tool does not
  /// tell them apart). The first declaration of a name wins.
  static func fixed(_ files: [(tree: SourceFileSyntax, facts: FileFacts, source: SwiftSourceText)])
    -> [String: (
      value: ExprSyntax, source: SwiftSourceText
    )]
  {
    var changed: Set<String> = []
    if files.contains(where: { !$0.facts.variables.isEmpty }) {
      for file in files {
        let finder = ChangeFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        changed.formUnion(finder.changed)
      }
    }
    var result: [String: (value: ExprSyntax, source: SwiftSourceText)] = [:]
    for (_, facts, source) in files {
      for (name, value) in facts.constants where result[name] == nil { result[name] = (value, source) }
      for (name, value) in facts.variables where result[name] == nil && !changed.contains(name) {
        result[name] = (value, source)
      }
    }
    return result
  }

  /// The names a file may change: assigned (`pages = …`, `pages[0].title = …`, `pages += …`),
  /// passed `inout` (`&pages`), or called with a method that is not known to only read
  /// (`pages.append(…)`, `pages.shuffle()`).
  private final class ChangeFinder: SyntaxVisitor {
    var changed: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      guard !changed.contains(name), Self.changes(Syntax(node)) else { return .visitChildren }
      changed.insert(name)
      return .visitChildren
    }

    /// Whether the chain of members and subscripts starting at `node` is changed.
    private static func changes(_ node: Syntax) -> Bool {
      var current = node
      while let parent = current.parent {
        if parent.is(InOutExprSyntax.self) { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
          if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            !readingMethods.contains(member.declName.baseName.text)
          {
            return true
          }
          current = parent
        } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
          subscriptCall.calledExpression.id == current.id
        {
          current = parent
        } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
          current = parent
        } else {
          break
        }
      }
      // `chain = …`, `chain += …`: the left side of an assignment.
      guard let sequence = current.parent?.as(ExprListSyntax.self), let first = sequence.first,
        first.id == current.id, sequence.count >= 3
      else { return false }
      let operation = sequence[sequence.index(after: sequence.startIndex)]
      if operation.is(AssignmentExprSyntax.self) { return true }
      guard let text = operation.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
      return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Methods of arrays and sequences that read only.
    private static let readingMethods: Set<String> = [
      "enumerated", "map", "compactMap", "flatMap", "filter", "first", "last", "firstIndex", "lastIndex",
      "contains", "reduce", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
      "joined", "min", "max", "randomElement", "index", "forEach", "allSatisfy", "elementsEqual", "zip",
      "lazy", "count",
    ]
  }
}

extension ViewDeclaration {
  /// Whether the view declares a property or a helper of this name, which then hides a
  /// file-scope one of the same name.
  func declares(_ name: String) -> Bool {
    initialValues[name] != nil || members[name] != nil || storedProperties.contains(name)
      || variableProperties.contains(name)
  }
}
