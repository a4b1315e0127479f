import SwiftUI

/// Stories that move on every 5 s through a chain of asyncAfter calls, and a Back/Next row
/// kept left to right in every language.
struct StoryIntroView: View {
  @State private var story = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("story.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Text("story.body")
      HStack {
        Button("story.back") { story -= 1 }
        Spacer()
        Button("story.next") { story += 1 }
      }
      .environment(\.layoutDirection, .leftToRight)
    }
    .onAppear { scheduleNext() }
  }

  private func scheduleNext() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
      story += 1
      scheduleNext()
    }
  }
}
