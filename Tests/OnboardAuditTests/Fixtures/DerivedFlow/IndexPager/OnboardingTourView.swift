import SwiftUI

/// One page of the tour: what the pager shows for an index.
struct TourPage {
  let title: LocalizedStringKey
  let detail: LocalizedStringKey
  let symbol: String
}

/// A paged tour over a static array, indexed by `0..<pages.count` and tagged by index, with a
/// button that moves to the next page.
struct OnboardingTourView: View {
  @State private var current = 0
  private let pages = [
    TourPage(title: "tour.plan.title", detail: "tour.plan.detail", symbol: "calendar"),
    TourPage(title: "tour.share.title", detail: "tour.share.detail", symbol: "person.2"),
    TourPage(title: "tour.done.title", detail: "tour.done.detail", symbol: "checkmark.seal"),
  ]

  var body: some View {
    VStack {
      TabView(selection: $current) {
        ForEach(0..<pages.count, id: \.self) { index in
          TourPageView(page: pages[index])
            .tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      Button("tour.next") {
        if current < pages.count - 1 { current += 1 }
      }
      .buttonStyle(.borderedProminent)
    }
  }
}

struct TourPageView: View {
  let page: TourPage

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: page.symbol)
        .font(.largeTitle)
        .accessibilityHidden(true)
      Text(page.title)
        .font(.title.bold())
      Text(page.detail)
        .multilineTextAlignment(.center)
    }
    .padding()
  }
}
