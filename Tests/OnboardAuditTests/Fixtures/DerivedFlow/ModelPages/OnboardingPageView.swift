import SwiftUI

struct OnboardingPageView: View {
  let item: OnboardingItem
  @State private var appeared = false
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    VStack(spacing: 24) {
      Image(item.image)
        .resizable()
        .scaledToFit()
        .frame(height: 240)
        .scaleEffect(appeared ? 1 : 0.8)
      header
      Text(item.body)
        .font(.body)
        .multilineTextAlignment(.center)
    }
    .padding(.horizontal, 32)
    .onAppear {
      withAnimation(reduceMotion ? nil : .spring(response: 0.5, dampingFraction: 0.7)) { appeared = true }
    }
  }

  @ViewBuilder private var header: some View {
    Text(item.title)
      .font(.title.weight(.bold))
      .accessibilityAddTraits(.isHeader)
  }
}

struct PermissionsPage: View {
  var body: some View {
    VStack(spacing: 16) {
      Text("onb.perm.title").font(.title2).bold()
      Text("onb.perm.body")
      Button("onb.perm.allow") {}
        .buttonStyle(.borderedProminent)
    }
  }
}
