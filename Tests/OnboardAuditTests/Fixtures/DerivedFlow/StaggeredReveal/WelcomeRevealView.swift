import SwiftUI

/// Features that slide in one after the other; Reduce Motion turns the animations off
/// through the transaction.
struct WelcomeRevealView: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var shown = false
  private let features: [LocalizedStringKey] = ["reveal.one", "reveal.two", "reveal.three"]

  var body: some View {
    VStack {
      Text("reveal.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      ForEach(Array(features.enumerated()), id: \.offset) { index, feature in
        Text(feature)
          .opacity(shown ? 1 : 0)
          .offset(y: shown ? 0 : 20)
          .animation(.easeOut(duration: 0.4).delay(Double(index) * 0.3), value: shown)
      }
      .transaction { transaction in
        if reduceMotion { transaction.disablesAnimations = true }
      }
      Image(systemName: "sparkles")
        .accessibilityHidden(true)
        .scaleEffect(shown ? 1 : 0.5)
        .transaction { if reduceMotion { $0.animation = nil } }
      Button("reveal.continue") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .onAppear { withAnimation(.spring(duration: 0.5)) { shown = true } }
  }
}
