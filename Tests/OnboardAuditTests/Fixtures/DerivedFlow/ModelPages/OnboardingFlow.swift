import SwiftUI

struct OnboardingItem: Identifiable {
  let id = UUID()
  let image: String
  let title: LocalizedStringKey
  let body: LocalizedStringKey

  static let all: [OnboardingItem] = [
    OnboardingItem(image: "leaf", title: "onb.calm.title", body: "onb.calm.body"),
    OnboardingItem(image: "moon.stars", title: "onb.sleep.title", body: "onb.sleep.body"),
  ]
}

struct OnboardingFlow: View {
  @AppStorage("didOnboard") private var didOnboard = false
  @State private var page = 0
  @Environment(\.accessibilityReduceMotion) var reduceMotion

  var body: some View {
    VStack {
      TabView(selection: $page) {
        ForEach(Array(OnboardingItem.all.enumerated()), id: \.offset) { index, item in
          OnboardingPageView(item: item).tag(index)
        }
        PermissionsPage()
          .tag(OnboardingItem.all.count)
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
    .safeAreaInset(edge: .bottom) {
      HStack {
        Button("onb.back") { withAnimation(reduceMotion ? nil : .spring()) { page -= 1 } }
        Spacer()
        Button(action: next) {
          Label("onb.next", systemImage: "arrow.right")
        }
      }
      .padding()
    }
  }

  private func next() {
    withAnimation(reduceMotion ? nil : .spring()) { page += 1 }
  }
}
