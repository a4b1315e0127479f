import SwiftSyntax

/// The SF Symbol of an `Image(systemSymbol: .lockShield)` of the SFSafeSymbols package, which
/// names each symbol by its name in lower camel case (`lock.shield` → `lockShield`). A name of
/// letters alone reads back exactly; one with digits (`person2Fill`, `._1Circle`) could be
/// `person.2.fill` or `person2.fill`, and stays unknown.
enum SafeSymbols {
  static func name(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SFSymbol"
    else { return nil }
    let name = member.declName.baseName.text
    guard let first = name.first, first.isLowercase, name.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    return name.reduce(into: "") { result, character in
      if character.isUppercase { result += "." + character.lowercased() } else { result.append(character) }
    }
  }
}
