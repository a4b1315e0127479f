import SwiftUI

/// Three steps over a hero image: the content fades out, the step changes and the content
/// fades back in, while the progress symbols advance. Reduce Motion turns the fades off.
struct StargazeOnboardingView: View {
  @Binding var isPresented: Bool
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var step = 0
  @State private var animatedStep = 0
  @State private var contentOpacity: Double = 1
  private let reviews = [
    StargazeReview(title: "stars.review.one.title", detail: "stars.review.one.detail"),
    StargazeReview(title: "stars.review.two.title", detail: "stars.review.two.detail"),
  ]

  var body: some View {
    ZStack {
      StargazeHeroView()
      VStack(spacing: 24) {
        StargazeProgressView(step: animatedStep)
        if step == 0 {
          Text("stars.welcome.title")
            .font(.largeTitle.bold())
            .accessibilityAddTraits(.isHeader)
          ReviewCarousel(reviews: reviews)
        } else if step == 1 {
          Text("stars.find.title")
            .font(.largeTitle.bold())
            .accessibilityAddTraits(.isHeader)
          Text("stars.find.detail")
        } else {
          Text("stars.night.title")
            .font(.largeTitle.bold())
            .accessibilityAddTraits(.isHeader)
          Text("stars.night.detail")
        }
        Button {
          nextStep()
        } label: {
          Text("stars.continue")
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.purple)
            .clipShape(Capsule())
        }
        Label("stars.proof", systemImage: "star.fill")
          .font(.caption)
      }
      .padding()
      .opacity(contentOpacity)
    }
    .preferredColorScheme(.dark)
  }

  private func nextStep() {
    withAnimation(reduceMotion ? .none : .easeInOut(duration: 0.5)) {
      contentOpacity = 0
    }
    withAnimation(reduceMotion ? .none : .easeInOut(duration: 1)) {
      animatedStep += 1
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      if step == 2 {
        isPresented = false
      } else {
        step += 1
      }
      withAnimation(reduceMotion ? .none : .easeInOut(duration: 0.5)) {
        contentOpacity = 1
      }
    }
  }
}

/// The sky image at the top, behind everything.
struct StargazeHeroView: View {
  var body: some View {
    VStack {
      Image(decorative: "sky-header")
        .resizable()
        .scaledToFill()
        .frame(height: 300)
      Spacer()
    }
    .ignoresSafeArea()
  }
}

/// One symbol per step; the current one is larger, on a filled circle.
struct StargazeProgressView: View {
  let step: Int
  private let symbols = ["moon.fill", "binoculars.fill", "sparkles"]

  var body: some View {
    HStack(spacing: 16) {
      ForEach(0..<symbols.count, id: \.self) { index in
        Image(systemName: symbols[index])
          .padding(10)
          .background(Circle().fill(index == step ? Color.purple : Color.white.opacity(0.3)))
          .scaleEffect(index == step ? 1.2 : 0.8)
      }
    }
    .accessibilityHidden(true)
  }
}
