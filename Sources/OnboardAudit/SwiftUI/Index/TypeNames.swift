import SwiftSyntax

/// The names of a type as written: `View`, `SwiftUI.View`, `L10n.Onboarding`. Nil for a type
/// that is not a plain or nested name (an optional, an array, a generic, a function).
enum TypeNames {
  /// `SwiftUI.View` → ["SwiftUI", "View"].
  static func path(of type: TypeSyntax) -> [String]? {
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return [identifier.name.text]
    }
    if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
      let base = path(of: member.baseType)
    {
      return base + [member.name.text]
    }
    return nil
  }

  /// `SwiftUI.View` → "SwiftUI.View".
  static func qualified(_ type: TypeSyntax) -> String? { path(of: type)?.joined(separator: ".") }

  /// `SwiftUI.View` → "View".
  static func name(of type: TypeSyntax) -> String? { path(of: type)?.last }
}

extension TypeNames {
  /// Whether a name is written as a type's is (`Tree`, `_VariadicView`): its first letter
  /// after any underscores is a capital.
  static func isTypeName(_ name: String) -> Bool {
    name.unicodeScalars.first { $0 != "_" }?.properties.isUppercase ?? false
  }
}
