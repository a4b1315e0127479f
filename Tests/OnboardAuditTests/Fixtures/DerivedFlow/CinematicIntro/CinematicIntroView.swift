import SwiftUI

/// Testimonials that change every 3.4 s, each revealed with a scale, blur and rotation, and
/// cross-faded over 1.5 s; a glow that pulses forever.
struct CinematicIntroView: View {
  @State private var index = 0
  @State private var shown = false
  @State private var glowing = false
  private let timer = Timer.publish(every: 3.4, on: .main, in: .common).autoconnect()
  private let quotes: [LocalizedStringKey] = ["cine.quote.one", "cine.quote.two"]

  var body: some View {
    VStack(spacing: 28) {
      Text("cine.title")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Text(quotes[index])
        .id(index)
        .transition(.opacity)
        .animation(.easeInOut(duration: 1.5), value: index)
        .scaleEffect(shown ? 1 : 2)
        .blur(radius: shown ? 0 : 20)
        .rotationEffect(.degrees(shown ? 0 : 30))
      Circle()
        .frame(width: 120, height: 120)
      Image(systemName: "sparkles")
        .accessibilityHidden(true)
        .scaleEffect(glowing ? 1.2 : 1)
        .animation(.easeInOut(duration: 1).repeatForever(), value: glowing)
      Button("cine.start") {}
    }
    .onAppear {
      glowing = true
      withAnimation(.spring(response: 0.6)) { shown = true }
    }
    .onReceive(timer) { _ in
      index = (index + 1) % quotes.count
    }
  }
}
