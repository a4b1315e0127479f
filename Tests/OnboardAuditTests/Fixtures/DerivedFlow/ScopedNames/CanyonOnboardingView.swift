import SwiftUI

extension CanyonOnboardingView {
  var body: some View {
    VStack(spacing: 24) {
      WelcomeLanding()
      Badge()
    }
  }

  struct WelcomeLanding: View {
    var body: some View {
      Text("canyon.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
    }
  }
}

struct CanyonOnboardingView: View {
  @State private var step = 0
}

private struct Badge: View {
  var body: some View {
    Button("canyon.start") {}
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
  }
}
