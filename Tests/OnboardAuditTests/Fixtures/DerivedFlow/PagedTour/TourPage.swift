import SwiftUI

/// A page with a bouncing symbol that never stops and a big title that is not a heading.
struct TourPage: View {
  let symbol: String
  let title: LocalizedStringKey
  let message: LocalizedStringKey
  @State private var bouncing = false

  var body: some View {
    VStack(spacing: 20) {
      Text(title)
        .font(.largeTitle.bold())
      Image(systemName: symbol)
        .font(.system(size: 72))
        .accessibilityHidden(true)
        .offset(y: bouncing ? -12 : 0)
        .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: bouncing)
      Text(message)
      Button("tour.next") {}
    }
    .onAppear { bouncing = true }
  }
}
