import SwiftUI

/// The intro: the pages of a static array by index in a paged `TabView`, and a button that
/// moves on or, on the last page, closes the intro.
struct LessonIntroView: View {
  @Binding var isIntroShowing: Bool
  @State private var currentPage = 0
  private let pages = LessonPage.samplePages

  var body: some View {
    ZStack {
      Color(UIColor.secondarySystemBackground)
        .ignoresSafeArea()
      VStack {
        TabView(selection: $currentPage) {
          ForEach(0..<pages.count, id: \.self) { index in
            LessonPageView(page: pages[index])
              .tag(index)
          }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        Button(action: {
          if currentPage < pages.count - 1 {
            withAnimation {
              currentPage += 1
            }
          } else {
            finishIntro()
          }
        }) {
          Text(currentPage < pages.count - 1 ? "Continue" : "Start learning")
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.indigo)
            .cornerRadius(15)
            .padding(.horizontal, 30)
            .padding(.bottom, 20)
        }
      }
    }
  }

  private func finishIntro() {
    withAnimation(.easeInOut) {
      isIntroShowing = false
    }
  }
}
