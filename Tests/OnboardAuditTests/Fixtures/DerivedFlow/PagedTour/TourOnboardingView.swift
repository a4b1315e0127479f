import SwiftUI

/// Two tour pages in a page-style TabView; the pages are in TourPage.swift.
struct TourOnboardingView: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      TourPage(symbol: "square.and.pencil", title: "tour.write.title", message: "tour.write.message")
        .tag(0)
      TourPage(symbol: "person.2", title: "tour.share.title", message: "tour.share.message")
        .tag(1)
    }
    .tabViewStyle(.page)
  }
}
