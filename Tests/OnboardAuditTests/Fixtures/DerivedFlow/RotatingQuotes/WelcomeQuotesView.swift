import SwiftUI

/// Quotes that change every 4 s; a button stops and starts the rotation.
struct WelcomeQuotesView: View {
  @State private var index = 0
  @State private var rotating = true
  private let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      Text("quotes.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Text("quotes.body")
      Button("quotes.toggle") { rotating.toggle() }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .onReceive(timer) { _ in
      guard rotating else { return }
      index = (index + 1) % 3
    }
  }
}
