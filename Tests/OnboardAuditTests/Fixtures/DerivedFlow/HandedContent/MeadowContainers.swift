import SwiftUI

/// Hands its content on to a stack, as a value rather than a closure.
struct MeadowCard<Content: View>: View {
  @ViewBuilder let content: () -> Content

  var body: some View {
    VStack(spacing: 8, content: content)
  }
}

/// Lays out its content's children through a variadic view.
struct MeadowColumn<Content: View>: View {
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    _VariadicView.Tree(MeadowLayout()) {
      content
    }
  }
}

struct MeadowLayout: _VariadicView_MultiViewRoot {
  func body(children: _VariadicView.Children) -> some View {
    VStack {
      ForEach(children) { $0 }
    }
  }
}
