import SwiftUI

/// The tea app's own type roles, applied by a view modifier.
enum TypeRole {
  case title2, body

  var font: Font {
    switch self {
    case .title2: return .title2
    case .body: return .body
    }
  }
}

struct TypefaceModifier: ViewModifier {
  let role: TypeRole

  func body(content: Content) -> some View {
    content.font(role.font)
  }
}

extension View {
  func typeface(_ role: TypeRole) -> some View {
    modifier(TypefaceModifier(role: role))
  }

  func brewBanner(fontSize: CGFloat = 30) -> some View {
    font(.system(size: fontSize, weight: .heavy))
  }
}

extension Font {
  static let poster = Font.system(size: 40, weight: .black)
}
