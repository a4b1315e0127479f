import SwiftUI

/// Three pages in a page-style TabView, with dots, Skip and Next.
struct OnboardingPage: Identifiable {
  let id: Int
  let symbol: String
  let title: LocalizedStringKey
  let message: LocalizedStringKey
}

struct PagedOnboardingView: View {
  @State private var page = 0
  var onFinish: () -> Void

  private let pages = [
    OnboardingPage(id: 0, symbol: "map", title: "onboarding.maps.title", message: "onboarding.maps.message"),
    OnboardingPage(
      id: 1, symbol: "bell", title: "onboarding.alerts.title", message: "onboarding.alerts.message"),
    OnboardingPage(
      id: 2, symbol: "leaf", title: "onboarding.trails.title", message: "onboarding.trails.message"),
  ]

  var body: some View {
    VStack(spacing: 24) {
      HStack {
        Spacer()
        Button("onboarding.skip", action: onFinish)
      }
      TabView(selection: $page) {
        ForEach(pages) { item in
          VStack(spacing: 16) {
            Image(systemName: item.symbol)
              .font(.system(size: 64))
              .accessibilityHidden(true)
            Text(item.title)
              .font(.largeTitle.bold())
            Text(item.message)
              .multilineTextAlignment(.center)
          }
          .tag(item.id)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
      Text("onboarding.pageDots \(page + 1) \(pages.count)")
        .font(.footnote)
      Button {
        if page < pages.count - 1 { page += 1 } else { onFinish() }
      } label: {
        Text("onboarding.next")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
    }
    .padding()
  }
}

#Preview {
  PagedOnboardingView(onFinish: {})
}
