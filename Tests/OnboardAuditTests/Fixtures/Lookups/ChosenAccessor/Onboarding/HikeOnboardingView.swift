import SwiftUI

/// R.swift's accessors: its generated file is made at build time and is not among the sources.
struct HikeOnboardingView: View {
  @ObservedObject var model: HikeOnboardingModel

  var body: some View {
    VStack(spacing: 0) {
      TabView(selection: $model.page) {
        HikeRoutesPage()
          .tag(0)
        HikeGearPage()
          .tag(1)
      }
      .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
      VStack {
        nextButton
        if !model.isLastPage {
          Button(action: { model.finish() }) {
            Text(R.string.localizable.hikeSkip)
          }
          .buttonStyle(.bordered)
        }
      }
      .padding()
    }
  }

  private var nextButton: some View {
    Button(action: { model.advance() }) {
      Text(
        model.isLastPage
          ? R.string.localizable.hikeStart
          : R.string.localizable.hikeNext
      )
      .frame(maxWidth: .infinity)
    }
    .buttonStyle(.borderedProminent)
    .controlSize(.large)
  }
}

struct HikeRoutesPage: View {
  var body: some View {
    Text(R.string.localizable.hikeRoutesTitle)
      .font(.title)
      .accessibilityAddTraits(.isHeader)
  }
}

struct HikeGearPage: View {
  var body: some View {
    Text(R.string.localizable.hikeGearTitle)
      .font(.title)
      .accessibilityAddTraits(.isHeader)
  }
}

final class HikeOnboardingModel: ObservableObject {
  @Published var page = 0
  var isLastPage: Bool { page == 1 }
  func advance() { page += 1 }
  func finish() {}
}
