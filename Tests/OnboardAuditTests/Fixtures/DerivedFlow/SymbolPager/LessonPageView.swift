import SwiftUI

/// One page: a bouncing symbol over a bold title and its line.
struct LessonPageView: View {
  let page: LessonPage

  var body: some View {
    VStack(spacing: 20) {
      Spacer()
      Image(systemName: page.image)
        .resizable()
        .scaledToFit()
        .frame(width: 140, height: 140)
        .foregroundColor(.indigo)
        .symbolEffect(.bounce, options: .repeating)
      Text(page.title)
        .font(.system(size: 28, weight: .bold, design: .rounded))
        .multilineTextAlignment(.center)
      Text(page.description)
        .font(.body)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
        .padding(.horizontal, 30)
      Spacer()
    }
  }
}
