import SwiftUI

/// A tea tutorial whose steps slide in when the user taps Next.
struct TeaIntroView: View {
  enum Step { case leaves, kettle }
  @State private var step = Step.leaves

  var body: some View {
    VStack {
      switch step {
      case .leaves:
        LeavesPage().transition(.move(edge: .trailing))
      case .kettle:
        KettlePage().transition(.move(edge: .trailing))
      }
      Button("tea.next") { withAnimation { step = .kettle } }
        .buttonStyle(.borderedProminent).controlSize(.large)
    }
  }
}

/// A drop that moves to the cup a second after the page appears.
struct LeavesPage: View {
  @Namespace private var space
  @State private var poured = false

  var body: some View {
    VStack {
      Text("leaves.title").font(.title).accessibilityAddTraits(.isHeader)
      if poured {
        Circle().matchedGeometryEffect(id: "drop", in: space).frame(width: 60, height: 60)
      } else {
        Circle().matchedGeometryEffect(id: "drop", in: space).frame(width: 12, height: 12)
      }
    }
    .onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        withAnimation(.easeOut(duration: 0.6)) { poured = true }
      }
    }
  }
}

/// A bar that fills, and steam that grows through a helper that checks Reduce Motion.
struct KettlePage: View {
  @State private var fill: CGFloat = 0

  var body: some View {
    VStack {
      Text("kettle.title").font(.title).accessibilityAddTraits(.isHeader)
      Capsule().frame(width: fill * 240, height: 8).animation(.linear(duration: 2), value: fill)
      Text("kettle.steam").scaleEffect(fill).calmAnimation(.spring(), value: fill)
    }
    .onAppear { fill = 1 }
  }
}

extension View {
  func calmAnimation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(CalmAnimation(animation: animation, value: value))
  }
}

struct CalmAnimation<V: Equatable>: ViewModifier {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  let animation: Animation?
  let value: V

  func body(content: Content) -> some View {
    content.animation(reduceMotion ? nil : animation, value: value)
  }
}
