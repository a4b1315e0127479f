import SwiftUI

/// Two pages that share one page view and one bar of controls below them.
struct WelcomePagesView: View {
  var body: some View {
    VStack {
      TabView {
        FeaturePage(title: "pages.sync.title", action: "pages.sync.action")
        FeaturePage(title: "pages.share.title", action: "pages.share.action")
      }
      .tabViewStyle(.page)
      PageBar()
    }
  }
}

/// A page whose title and action each caller gives.
struct FeaturePage: View {
  let title: LocalizedStringKey
  let action: LocalizedStringKey

  var body: some View {
    VStack {
      Text(title)
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Button(action) {}
        .buttonStyle(.borderedProminent)
    }
  }
}

/// The bar every page shows: a skip control too small to hit.
struct PageBar: View {
  var body: some View {
    Button("pages.skip") {}
      .frame(width: 30, height: 30)
  }
}
