import SwiftSyntax

/// Where a declaration is, for the names it is known by (docs/swiftui.md, "The declaration
/// index"): the types it is nested in, through extensions as well
/// (`extension OnboardingView { struct LandingContent: View { … } }` declares
/// `OnboardingView.LandingContent`).
enum DeclarationScopes {
  /// The types around a declaration, outermost first.
  static func enclosingTypes(of node: Syntax) -> [String] {
    var names: [String] = []
    var next = node.parent
    while let current = next {
      if let type = current.as(StructDeclSyntax.self) {
        names.insert(type.name.text, at: 0)
      } else if let type = current.as(ClassDeclSyntax.self) {
        names.insert(type.name.text, at: 0)
      } else if let type = current.as(EnumDeclSyntax.self) {
        names.insert(type.name.text, at: 0)
      } else if let type = current.as(ActorDeclSyntax.self) {
        names.insert(type.name.text, at: 0)
      } else if let addition = current.as(ExtensionDeclSyntax.self) {
        names.insert(contentsOf: TypeNames.path(of: addition.extendedType) ?? [], at: 0)
      }
      next = current.parent
    }
    return names
  }
}
