import SwiftUI

/// One of each kind of motion SwiftUI code writes, some with a Reduce Motion fallback.
struct IntroMotionView: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var shown = false
  @State private var step = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("motion.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Image(systemName: "heart.fill")
        .symbolEffect(.pulse)
        .accessibilityHidden(true)
      Text("motion.card")
        .transition(reduceMotion ? .opacity : .move(edge: .bottom))
      Text("motion.phase")
        .phaseAnimator([false, true]) { content, phase in
          content.scaleEffect(phase ? 1.1 : 1)
        }
      Text("motion.guarded")
        .scaleEffect(shown ? 1 : 0.5)
        .animation(reduceMotion ? nil : .spring(duration: 0.6).delay(0.3), value: shown)
      Button("motion.go") { step += 1 }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .onAppear { shown = true }
  }
}
