import SwiftUI

/// A review shown in the carousel.
struct StargazeReview {
  let title: LocalizedStringKey
  let detail: LocalizedStringKey
}

/// Reviews that change every 3.4 s by themselves, each one arriving scaled up, blurred and
/// turned, and settling.
struct ReviewCarousel: View {
  let reviews: [StargazeReview]
  @State private var index = 0
  @State private var revealed = false

  var body: some View {
    VStack(spacing: 8) {
      Text(reviews[index].title)
        .font(.headline)
      Text(reviews[index].detail)
        .font(.subheadline)
    }
    .scaleEffect(revealed ? 1 : 2)
    .blur(radius: revealed ? 0 : 20)
    .rotationEffect(.degrees(revealed ? 0 : 30))
    .opacity(revealed ? 1 : 0)
    .onAppear {
      showNext()
    }
  }

  private func showNext() {
    withAnimation {
      revealed = true
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 3.4) {
      withAnimation(.easeInOut(duration: 0.4)) {
        revealed = false
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
        index = (index + 1) % reviews.count
        showNext()
      }
    }
  }
}
