import SwiftSyntax

/// Content the reader does not follow stays in the flow as one element of unknown content,
/// with its reason (docs/swiftui.md, "What was not seen"), never dropped.
enum ContentNotFollowed {
  /// A member of a value, not of a type: `model.content`, `store.state.page`, whose base
  /// starts with a lowercase name (`Color.clear` is a type's member, and a colour shows
  /// nothing).
  static func isValueMember(_ expression: ExprSyntax) -> Bool {
    guard var base = expression.as(MemberAccessExprSyntax.self)?.base else { return false }
    while let member = base.as(MemberAccessExprSyntax.self), let inner = member.base { base = inner }
    guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName,
      name.tokenKind != .keyword(.self), name.tokenKind != .keyword(.Self),
      let first = name.text.unicodeScalars.first
    else { return false }
    return first.properties.isLowercase
  }

  /// The code's first line, at most 60 characters: the name reports give it.
  static func name(of expression: ExprSyntax) -> String {
    let line = expression.trimmedDescription.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    return line.count > 60 ? String(line.prefix(60)) + "…" : line
  }
}

extension ViewExpander {
  /// An expression in a view's place that the reader does not follow, as one element whose
  /// content is unknown, named by its code.
  func notFollowed(_ expression: ExprSyntax, in scope: ViewScope) -> Element {
    opaque(
      ContentNotFollowed.name(of: expression), at: Syntax(expression), in: scope, note: nil,
      why: .contentNotFollowed)
  }
}
