import SwiftUI

/// A welcome screen whose badge breathes: the screen starts a pulse that repeats forever in its
/// `onAppear`, and the badge it shows scales a circle with it.
struct BreathWelcomeView: View {
  @State private var pulse = false

  var body: some View {
    VStack(spacing: 24) {
      BreathBadge(pulse: pulse)
      Text("breath.title")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Text("breath.detail")
        .multilineTextAlignment(.center)
      Button("breath.start") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
    .onAppear {
      withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) {
        pulse = true
      }
    }
  }
}

/// A soft circle behind a symbol, scaled by the pulse its caller drives.
struct BreathBadge: View {
  let pulse: Bool

  var body: some View {
    ZStack {
      Circle()
        .fill(Color.mint.opacity(0.3))
        .frame(width: 180, height: 180)
        .scaleEffect(pulse ? 1.2 : 1)
      Image(systemName: "wind")
        .font(.system(size: 64))
        .accessibilityHidden(true)
    }
  }
}
